import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP GET that stops at a size limit and at a deadline for the whole answer, not only between bytes, so an
/// endless, huge or trickling answer fails quickly instead of filling the disk or waiting forever.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Failure: Error {
        /// The answer was larger than the limit (in bytes).
        case tooLarge(Int)
        /// The whole answer did not arrive within the deadline (in seconds).
        case tooSlow(Double)
        case transport(any Error)
    }

    private let limit: Int
    private let lock = NSLock()
    private var received = Data()
    private var response: URLResponse?
    private var continuation: CheckedContinuation<(Data, URLResponse?), any Error>?

    private init(limit: Int) {
        self.limit = limit
    }

    /// Fetches `request`; throws ``Failure``.
    static func get(_ request: URLRequest, limit: Int, deadline: Double) async throws -> (Data, URLResponse?) {
        let download = BoundedDownload(limit: limit)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = deadline + 1  // the deadline below is the one that counts
        configuration.timeoutIntervalForResource = deadline + 1
        let session = URLSession(configuration: configuration, delegate: download, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        return try await withCheckedThrowingContinuation { continuation in
            download.lock.withLock { download.continuation = continuation }
            let task = session.dataTask(with: request)
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak task] in
                download.stop(.tooSlow(deadline), task)
            }
            task.resume()
        }
    }

    /// Ends the download with `failure` at once, without waiting for the session to report the cancelled task.
    private func stop(_ failure: Failure, _ task: URLSessionTask?) {
        let continuation = lock.withLock {
            defer { self.continuation = nil }
            return self.continuation
        }
        guard let continuation else { return }
        task?.cancel()
        continuation.resume(throwing: failure)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        lock.withLock { self.response = response }
        if response.expectedContentLength > Int64(limit) {
            stop(.tooLarge(limit), dataTask)
            completionHandler(.cancel)
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock {
            received.append(data)
            return received.count > limit
        }
        if over { stop(.tooLarge(limit), dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result): (CheckedContinuation<(Data, URLResponse?), any Error>?, Result<(Data, URLResponse?), any Error>) =
            lock.withLock {
                defer { self.continuation = nil }
                if let error { return (self.continuation, .failure(Failure.transport(error))) }
                return (self.continuation, .success((received, response ?? task.response)))
            }
        continuation?.resume(with: result)
    }
}
