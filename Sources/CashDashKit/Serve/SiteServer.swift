import CashDashModel
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `cashdash serve`: builds the site, serves the output folder on 127.0.0.1, watches `Content/` and `Templates/`,
/// builds again on every saved change, and tells open pages to reload, or shows them the errors, while the last
/// good site stays served.
///
/// The build is the ordinary guarded build, so the output folder only ever holds a whole site, and a failed build
/// publishes nothing. The live-reload script is added to pages as they are served, never written into them.
public struct SiteServer: Sendable {
    public var sitePath: String
    public var outputPath: String?
    /// The address to listen on: 127.0.0.1 unless the user names another.
    public var host: String
    /// 0 asks the system for a free port.
    public var port: Int
    /// Told the site's address once the server listens.
    public var ready: @Sendable (String) -> Void = { _ in }
    /// Told each build's problems and a line about it, for the terminal.
    public var built: @Sendable (Diagnostics, String) -> Void = { _, _ in }

    public init(sitePath: String = ".", outputPath: String? = nil, host: String = "127.0.0.1", port: Int = 8000) {
        self.sitePath = sitePath
        self.outputPath = outputPath
        self.host = host
        self.port = port
    }

    /// Whether `host` is a loopback address, which only this machine can reach.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Runs until the process is interrupted (Ctrl-C) or terminated.
    public func run() async throws {
        var builder = SiteBuilder(sitePath: sitePath, outputPath: outputPath)
        builder.cache = BuildCache()
        let state = BuildState()
        let site = SiteFolder(sitePath)
        let folders = [site.content().url, site.item("Templates").url]
        // Read before the first build, so a file saved while it runs is built again.
        let before = FolderSignature(of: folders)
        await Self.build(with: builder, into: state, report: built)
        var logger = Logger(label: "cashdash.serve")
        logger.logLevel = .warning
        let watcher = ChangeWatcher(folders: folders, seen: before, builder: builder, state: state, built: built)
        let host = self.host, ready = self.ready
        let app = Application(
            responder: PreviewResponder(output: URL(fileURLWithPath: builder.outputPath), state: state),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "Cash Dash preview"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                ready("http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
            },
            logger: logger)
        // Services stop in the reverse of this order: the watcher first, which ends the pages' event streams, so
        // that the server, which waits for open requests, can stop too.
        let services = ServiceGroup(
            configuration: .init(services: [app, watcher], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await services.run()
    }

    /// Builds the site once, records the outcome in `state` and reports it.
    static func build(
        with builder: SiteBuilder, into state: BuildState, report: @Sendable (Diagnostics, String) -> Void
    ) async {
        let started = ContinuousClock.now
        let result = builder.build()
        await state.record(result.diagnostics, published: result.succeeded)
        let elapsed = (ContinuousClock.now - started).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        report(
            result.diagnostics,
            result.succeeded
                ? "Built \(result.pageCount) pages in \(String(format: "%.2f", seconds)) s"
                : "The site was not rebuilt; the last good version is still served")
    }
}

/// Watches the site's folders and builds again after each change, until the server shuts down.
struct ChangeWatcher: Service {
    var folders: [URL]
    /// The folders as the last build started reading them.
    var seen: FolderSignature
    var builder: SiteBuilder
    var state: BuildState
    var built: @Sendable (Diagnostics, String) -> Void

    func run() async throws {
        let folders = self.folders
        try? await cancelWhenGracefulShutdown { [seen, builder, state, built] in
            var last = seen
            while !Task.isCancelled {
                try await Task.sleep(for: .milliseconds(150))
                let now = FolderSignature(of: folders)
                guard now != last else { continue }
                // An editor may write a file in steps: wait until the folders hold still.
                try await Task.sleep(for: .milliseconds(40))
                last = FolderSignature(of: folders)
                await SiteServer.build(with: builder, into: state, report: built)
            }
        }
        await state.close()
    }
}
