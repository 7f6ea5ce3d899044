import ArgumentParser
import CashDashKit
import CashDashServe
import CashDashModel
import Foundation

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it, serve it on 127.0.0.1, and rebuild and reload on every saved change.",
        discussion: """
            The preview is built in memory: the output folder is not written (run `cashdash build` to publish). While a \
            change has errors, open pages show them and the last good site stays served. Ctrl-C stops the server.
            """)

    @OptionGroup var siteOption: SiteOption

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8000

    @Option(
        help: ArgumentHelp(
            "The address to listen on. Anything but 127.0.0.1 lets other machines see the preview.",
            valueName: "ADDRESS"))
    var bind = "127.0.0.1"

    @Flag(help: "Open the site in your browser.")
    var open = false

    @Flag(help: "Print how long each step of every build took.")
    var timings = false

    func run() async throws {
        if !SiteServer.isLoopback(bind) {
            printNotice("Warning: listening on \(bind), so other machines on the network can see this preview.")
        }
        var server = SiteServer(sitePath: try siteOption.path(), host: bind, port: port)
        server.today = commandToday()
        server.timer = timings ? StepTimer() : nil
        let open = self.open
        server.ready = { address in
            // Written straight to standard output, so a script that waits for this line sees it at once.
            FileHandle.standardOutput.write(Data("Serving the site at \(address) (Ctrl-C stops it)\n".utf8))
            if open { openInBrowser(address) }
        }
        server.built = { diagnostics, line in
            printDiagnostics(diagnostics, failureNote: "fix it and save; the last good site is still served")
            printNotice(line)
        }
        do {
            try await server.run()
        } catch let error as ServeError {
            printError("error: \(error.description)")
            throw ExitCode.failure
        }
    }
}

/// Opens `address` with the desktop's browser, if there is one.
private func openInBrowser(_ address: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    #if os(macOS)
    process.arguments = ["open", address]
    #else
    process.arguments = ["xdg-open", address]
    #endif
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { printNotice("Could not open a browser; open \(address) yourself.") }
}
