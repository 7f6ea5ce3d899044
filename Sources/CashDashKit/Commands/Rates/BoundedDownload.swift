import CCurlFetch
import Foundation

/// One HTTP GET that stops at a size limit and at a deadline for the whole answer, not only between bytes, so an
/// endless, huge, compressed or trickling answer fails quickly instead of filling memory or waiting forever.
///
/// It asks libcurl directly rather than through `URLSession`, which on Linux decompresses whatever the server
/// sends (a 32 KB `gzip, gzip` answer holds 20 GB) and buffers ahead of its delegate. Here nothing is decoded:
/// plain text is asked for, an answer in any other `Content-Encoding` is refused at its headers, and every byte
/// held is counted before it is kept, so a refused download holds at most the limit.
///
/// It gives its own ``Answer``, not Foundation's `URLResponse`: importing FoundationNetworking for those types loaded
/// libcurl and about 25 libraries at every start of `cashdash`: 2.7 of the 9 ms the packaged binary took to begin.
final class BoundedDownload: @unchecked Sendable {
    enum Failure: Error {
        /// The answer was larger than the limit (in bytes); `held` is how many of its bytes had been kept.
        case tooLarge(Int, held: Int)
        /// The whole answer did not arrive within the deadline (in seconds).
        case tooSlow(Double)
        /// The answer came compressed (its `Content-Encoding`), which was not asked for; `held` is how many of its
        /// bytes had been kept (none: it is refused at its headers).
        case encoded(String, held: Int)
        /// The connection closed before the whole answer arrived.
        case cutShort
        case transport(TransportError)
    }

    /// What the server answered: its status, its headers (a name given twice has its values joined by `, `) and
    /// its body.
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data

        /// The value of the header `name`, in any case.
        func header(_ name: String) -> String? {
            headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// A transport failure in libcurl's words.
    struct TransportError: Error {
        var message: String
    }

    private let limit: Int
    private var received = Data()
    private var headers: [String: String] = [:]
    private var refusal: Failure?

    private init(limit: Int) {
        self.limit = limit
    }

    /// Fetches `url`, saying `agent` as its `User-Agent`; throws ``Failure``.
    static func get(_ url: URL, agent: String, limit: Int, deadline: Double) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            // libcurl blocks its thread for up to `deadline` seconds: one of its own, not the concurrency pool's.
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try BoundedDownload(limit: limit).run(url, agent: agent, deadline: deadline) })
            }
        }
    }

    private func run(_ url: URL, agent: String, deadline: Double) throws -> Answer {
        var status = 0
        var message = [CChar](repeating: 0, count: 512)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let result = withExtendedLifetime(self) {
            cashdash_http_get(
                url.absoluteString, agent, Int(max(deadline, 0.001) * 1000), Int64(limit),
                { bytes, count, context in
                    Unmanaged<BoundedDownload>.fromOpaque(context!).takeUnretainedValue().body(bytes, count)
                },
                { bytes, count, context in
                    Unmanaged<BoundedDownload>.fromOpaque(context!).takeUnretainedValue().header(bytes, count)
                },
                context, &status, &message, message.count)
        }
        if let refusal { throw refusal }
        switch result {
        case 0: return Answer(status: status, headers: headers, body: received)
        case 63:  // CURLE_FILESIZE_EXCEEDED: a declared length over the limit
            throw Failure.tooLarge(limit, held: received.count)
        case 28: throw Failure.tooSlow(deadline)  // CURLE_OPERATION_TIMEDOUT
        case 18: throw Failure.cutShort  // CURLE_PARTIAL_FILE
        case -1:
            throw Failure.transport(
                TransportError(message: "libcurl, which downloads, cannot be loaded; install libcurl4"))
        default:
            let words = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw Failure.transport(TransportError(message: words))
        }
    }

    /// Keeps `count` bytes of the body, or stops the transfer when they would pass the limit.
    private func body(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> Int {
        guard received.count + count <= limit, let bytes else {
            refusal = .tooLarge(limit, held: received.count)
            return 0
        }
        bytes.withMemoryRebound(to: UInt8.self, capacity: count) { received.append($0, count: count) }
        return count
    }

    /// Notes one header line; an answer in a `Content-Encoding` other than `identity` stops the transfer.
    private func header(_ bytes: UnsafePointer<CChar>?, _ count: Int) -> Int {
        guard let bytes, count < 16_384 else { return count }
        let line = bytes.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
            headers = [:]  // a new answer, after a redirect or a `100 Continue`
            return count
        }
        guard let colon = line.firstIndex(of: ":") else { return count }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
        if name.lowercased() == "content-encoding", value.lowercased() != "identity", !value.isEmpty {
            refusal = .encoded(headers[name] ?? value, held: received.count)
            return 0
        }
        return count
    }
}
