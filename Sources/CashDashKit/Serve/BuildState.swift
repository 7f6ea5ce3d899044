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
actor BuildState {
    private(set) var report = BuildReport(generation: 0, problems: [])
    /// The site of the last build that succeeded; nil until one has.
    private(set) var files: SiteFiles?
    private var listeners: [UUID: AsyncStream<BuildReport>.Continuation] = [:]
    private var closed = false

    /// Records the outcome of a build, with its site when it succeeded, and tells every listener.
    func record(_ diagnostics: Diagnostics, files: SiteFiles?) {
        if let files { self.files = files }
        report = BuildReport(
            generation: report.generation + (files != nil ? 1 : 0),
            problems: files != nil ? [] : diagnostics.sorted.map(\.description))
        for listener in listeners.values { listener.yield(report) }
    }

    /// The current report, then each new one, until the server stops.
    func reports() -> AsyncStream<BuildReport> {
        let (stream, continuation) = AsyncStream.makeStream(of: BuildReport.self, bufferingPolicy: .bufferingNewest(1))
        continuation.yield(report)
        guard !closed else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        return stream
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    /// Ends every listener's stream, so that open pages let the server stop.
    func close() {
        closed = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }
}
