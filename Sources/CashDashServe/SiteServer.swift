import CashDashKit
import CashDashModel
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle
import Synchronization

/// `cashdash serve`: builds the site into memory, serves it on 127.0.0.1, watches `Content/` and `Templates/`,
/// builds again on every saved change, and tells open pages to reload, or shows them the errors, while the last
/// good site stays served.
///
/// Nothing is written to disk: the output folder is left as `cashdash build` last made it. The live-reload script
/// is added to pages as they are served.
public struct SiteServer: Sendable {
    public var sitePath: String
    /// The address to listen on: 127.0.0.1 unless the user names another.
    public var host: String
    /// 0 asks the system for a free port.
    public var port: Int
    /// Told the site's address once the server listens.
    public var ready: @Sendable (String) -> Void = { _ in }
    /// Records each build's steps, to add their times to the line about it.
    public var timer: StepTimer?
    /// Told each build's problems and a line about it, for the terminal.
    public var built: @Sendable (Diagnostics, String) -> Void = { _, _ in }
    /// The day every build of this session takes for today (``SiteBuilder/today``): the day it started.
    public var today = todayInUTC()

    public init(sitePath: String = ".", host: String = "127.0.0.1", port: Int = 8000) {
        self.sitePath = sitePath
        self.host = host
        self.port = port
    }

    /// Whether `host` is a loopback address, which only this machine can reach.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Runs until the process is interrupted (Ctrl-C) or terminated. Throws ``ServeError``, before building
    /// anything, when the port is taken.
    public func run() async throws {
        try PortCheck.ensureFree(host: host, port: port)
        var builder = SiteBuilder(sitePath: sitePath, today: today)
        builder.cache = BuildCache()
        builder.progress = timer
        let state = BuildState()
        let site = SiteFolder(sitePath)
        let folders = [site.content().url, site.item("Templates").url]
        // Watching from before the first build, so a file saved while it runs is built again.
        let watcher = ChangeWatcher(
            folders: FolderWatcher(folders: folders), builder: builder, state: state, built: built)
        await Self.build(with: builder, changes: .unknown, into: state, report: built)
        var logger = Logger(label: "cashdash.serve")
        logger.logLevel = .warning
        let host = self.host, ready = self.ready
        // Connections are bounded: a connection idle for 5 s (no request, or a live-reload stream that ended) is
        // closed, and at most 160 are open at once (more wait to be accepted), well under the usual 256 file handles.
        let app = Application(
            responder: PreviewResponder(state: state, hosts: AllowedHosts(bound: host)),
            server: .http1(configuration: .init(idleTimeout: .seconds(5))),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "Cash Dash preview",
                availableConnectionsDelegate: MaximumAvailableConnections(160)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                ready("http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
            },
            logger: logger)
        // Services stop in the reverse of this order: the watcher first, which ends the pages' event streams, so
        // that the server, which waits for open requests, can stop too. A stop that takes longer (a page that reads
        // nothing) is cut short: Ctrl-C and SIGTERM always end the preview.
        var configuration = ServiceGroupConfiguration(
            services: [app, Heartbeat(state: state), watcher], gracefulShutdownSignals: [.sigterm, .sigint],
            logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(3)
        configuration.maximumCancellationDuration = .seconds(2)
        let backstop = StopBackstop()
        defer { backstop.cancel() }
        try await ServiceGroup(configuration: configuration).run()
    }

    /// Builds the site once, reading again what `changes` names, records the outcome in `state` and reports it.
    static func build(
        with builder: SiteBuilder, changes: ChangedFiles, into state: BuildState,
        report: @Sendable (Diagnostics, String) -> Void
    ) async {
        let started = ContinuousClock.now
        let (result, files) = builder.preview(changes: changes)
        await state.record(result.diagnostics, files: files)
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        let timings = (builder.progress as? StepTimer).map { " (\($0.summary()))" } ?? ""
        report(
            result.diagnostics,
            result.succeeded
                ? "Built \(result.pageCount) pages in \(String(format: "%.2f", seconds)) s\(timings)"
                : "The site was not rebuilt; the last good version is still served\(timings)")
    }
}

/// Watches the site's folders and builds again after each change, until the server shuts down.
struct ChangeWatcher: Service {
    var folders: FolderWatcher
    var builder: SiteBuilder
    var state: BuildState
    var built: @Sendable (Diagnostics, String) -> Void

    func run() async throws {
        try? await cancelWhenGracefulShutdown { [folders, builder, state, built] in
            while !Task.isCancelled {
                let changes = try await folders.nextChange(idle: FreedMemory.release)
                await SiteServer.build(with: builder, changes: changes, into: state, report: built)
            }
        }
        folders.stop()
        await state.close()
    }
}

/// Sends open pages a heartbeat every few seconds, so that the connection of a page that has gone is closed.
struct Heartbeat: Service {
    var state: BuildState
    static let interval = Duration.seconds(2)

    func run() async throws {
        try? await cancelWhenGracefulShutdown { [state] in
            while !Task.isCancelled {
                try await Task.sleep(for: Self.interval)
                await state.ping()
            }
        }
    }
}

/// Ends the process if it has not stopped 6 seconds after Ctrl-C or SIGTERM, or at once on a second one: whatever a
/// connection is waiting on, the preview always stops.
final class StopBackstop {
    private let sources: [any DispatchSourceSignal]

    init() {
        let queue = DispatchQueue(label: "cashdash.serve.stop")
        let received = Mutex(0)
        sources = [SIGINT, SIGTERM].map { signal in
            let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
            source.setEventHandler {
                let count = received.withLock { count in
                    count += 1
                    return count
                }
                if count > 1 { exit(0) }
                queue.asyncAfter(deadline: .now() + 6) { exit(0) }
            }
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
