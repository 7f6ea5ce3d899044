import CashDashKit
import CashDashModel
import Foundation

/// What the preview server knows of the site's last build, told to every open page.
///
/// `generation` counts the builds that published a site; a page that sees it change reloads. `problems` are the
/// errors (and warnings) of the last build when it failed, which the page shows over the last good site.
struct BuildReport: Sendable, Equatable, Codable {
    var generation: Int
    var problems: [String]

    /// As the live-reload script reads it.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

/// The latest ``BuildReport``, the last good site, and the pages listening for the next report.
///
/// Each listener is an open connection. One whose page has gone is found by the next ``ping()`` (writing to it
/// fails, which ends its stream), and at most ``mostListeners`` are kept: a new one beyond them ends the oldest, so
/// that many page loads can never use up the process's file handles.
actor BuildState {
    /// The most pages listening at once.
    static let mostListeners = 64

    private(set) var report = BuildReport(generation: 0, problems: [])
    /// The site of the last build that succeeded; nil until one has.
    private(set) var files: SiteFiles?
    /// Each listener's stream: a report, or nil for a heartbeat that only checks the page is still there.
    private var listeners: [UUID: AsyncStream<BuildReport?>.Continuation] = [:]
    /// The listeners, oldest first.
    private var order: [UUID] = []
    private var closed = false

    /// How many pages are listening.
    var listenerCount: Int { listeners.count }

    /// Records the outcome of a build, with its site when it succeeded, and tells every listener.
    func record(_ diagnostics: Diagnostics, files: SiteFiles?) {
        if let files { self.files = files }
        report = BuildReport(
            generation: report.generation + (files != nil ? 1 : 0),
            problems: files != nil ? [] : diagnostics.sorted.map(\.description))
        for listener in listeners.values { listener.yield(report) }
    }

    /// The current report, then each new one, until the server stops.
    func reports() -> AsyncStream<BuildReport?> {
        // A few elements at most wait in a stream: a report, or a heartbeat that only a stalled page leaves unread.
        let (stream, continuation) = AsyncStream.makeStream(of: BuildReport?.self, bufferingPolicy: .bufferingNewest(4))
        continuation.yield(report)
        guard !closed else {
            continuation.finish()
            return stream
        }
        while listeners.count >= Self.mostListeners, let oldest = order.first {
            order.removeFirst()
            listeners.removeValue(forKey: oldest)?.finish()
        }
        let id = UUID()
        listeners[id] = continuation
        order.append(id)
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        return stream
    }

    /// Sends every listener a heartbeat, so that the stream of a page that has gone fails to write and ends.
    func ping() {
        for listener in listeners.values { listener.yield(nil) }
    }

    private func stopListening(_ id: UUID) {
        guard listeners.removeValue(forKey: id) != nil else { return }
        order.removeAll { $0 == id }
    }

    /// Ends every listener's stream, so that open pages let the server stop.
    func close() {
        closed = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
        order = []
    }
}
