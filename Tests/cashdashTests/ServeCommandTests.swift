import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `cashdash serve` run for real on 127.0.0.1: it serves the site from memory, rebuilds on a save, shows a broken
/// change's errors while the last good page stays served, recovers, and stops cleanly on Ctrl-C.
@Suite(.serialized) struct ServeCommandTests {
    /// The server process, its address once it listens, and everything it printed.
    final class Server: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var printed = ""
        private(set) var address: URL?

        init(site: URL) throws {
            process.executableURL = CommandRunner.executable
            process.arguments = ["serve", "--port", "0"]
            process.currentDirectoryURL = site
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock { self.printed += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        var output: String { lock.withLock { printed } }

        /// Waits for the "Serving the site at …" line and returns the address.
        func waitUntilListening() async throws -> URL {
            for _ in 0..<300 {
                if let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Serving the site at ") }),
                    let url = URL(string: String(line.dropFirst("Serving the site at ".count).prefix { $0 != " " }))
                {
                    address = url
                    return url
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            throw CancellationError()
        }

        deinit {
            if process.isRunning { process.terminate() }
        }
    }

    private func get(_ path: String, from server: URL) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: path, relativeTo: server)!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// Polls `path` until `condition` holds for its body (at most 30 s: a loaded machine rebuilds slowly).
    private func waitFor(_ path: String, from server: URL, _ condition: (String) -> Bool) async throws -> String {
        var body = ""
        for _ in 0..<300 {
            body = try await get(path, from: server).body
            if condition(body) { return body }
            try await Task.sleep(for: .milliseconds(100))
        }
        return body
    }

    /// The status line and headers of the answer to `path`, read over a plain socket (URLSession would follow a
    /// redirect).
    private func headOfAnswer(_ path: String, from server: URL, host: String = "127.0.0.1") throws -> String {
        let socket = Socket(port: UInt16(server.port!))
        defer { socket.close() }
        socket.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        var text = ""
        while !text.contains("\r\n\r\n"), let chunk = socket.receive() { text += chunk }
        return text
    }

    /// The first Server-Sent Event of `path`, read over a plain socket (the stream never ends by itself).
    private func firstEvent(_ server: URL) throws -> String {
        let socket = Socket(port: UInt16(server.port!))
        defer { socket.close() }
        socket.send("GET /__cashdash/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        var text = ""
        while !text.contains("\n\n") || !text.contains("event: build"), let chunk = socket.receive() { text += chunk }
        return text
    }

    /// How many builds the server has reported.
    private func buildCount(_ server: Server) -> Int {
        server.output.split(separator: "\n").filter {
            $0.hasPrefix("Built ") || $0.hasPrefix("The site was not rebuilt")
        }.count
    }

    /// The file at `path` as served, with the live-reload script a page is served with taken out again.
    private func served(_ path: String, from server: URL) async throws -> (status: Int, data: Data) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: path, relativeTo: server)!)
        var body = data
        let tag = Data("<script src=\"/__cashdash/live.js\"></script>\n".utf8)
        if path.hasSuffix(".html"), let range = body.range(of: tag, options: .backwards) { body.removeSubrange(range) }
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
    }

    @Test func servesAfterEveryRandomEditWhatAFreshBuildMakes() async throws {
        var edits = try RandomSiteEdits(seed: 6)
        let site = edits.site
        let fresh = try TemporaryFolder()
        let server = try Server(site: site.root)
        let address = try await server.waitUntilListening()
        var seen = Set<String>()
        for round in 0..<14 {
            let builds = buildCount(server)
            let edit = try edits.next()
            // A file outside Content/ and Templates/ wakes nothing; the next rebuild reads it.
            guard edit.files.allSatisfy({ $0.hasPrefix("Content/") || $0.hasPrefix("Templates/") }) else { continue }
            // Waits for the rebuild, and for the count to hold still a moment (one save may take two builds).
            var last = builds, quiet = 0
            for _ in 0..<600 where quiet < 6 {
                try await Task.sleep(for: .milliseconds(100))
                let now = buildCount(server)
                quiet = now > builds && now == last ? quiet + 1 : 0
                last = now
            }
            let full = try CommandRunner.run(
                ["build", "--site", site.path, "--output", fresh.url.appendingPathComponent("Output-\(round)").path])
            let state = try await get("/__cashdash/state", from: address).body
            guard full.status == 0 else {
                #expect(state.contains("error"), "round \(round): the preview shows the build's errors")
                continue
            }
            #expect(!state.contains("error"), "round \(round), operation \(edit.operation): \(state)")
            let expected = CommandRunner.tree(fresh.url.appendingPathComponent("Output-\(round)"))
            seen.formUnion(expected.keys)
            for path in seen.sorted() {
                let answer = try await served("/" + path, from: address)
                if let data = expected[path] {
                    #expect(answer.data == data, "round \(round), operation \(edit.operation): \(path) differs")
                } else {
                    #expect(answer.status == 404, "round \(round): \(path) is gone")
                }
            }
        }
        server.process.interrupt()
        server.process.waitUntilExit()
    }

    @Test func servesRebuildsShowsErrorsOverTheLastGoodSiteAndStopsCleanly() async throws {
        let site = try TemporaryFolder()
        try site.write("title: Preview club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nFirst version.\n", to: "Content/curriculum/01-saving.md")
        let server = try Server(site: site.url)
        let address = try await server.waitUntilListening()
        #expect(address.host == "127.0.0.1", "only this machine can see the preview")
        try site.write("www.example.org\n", to: "Output/CNAME")

        let home = try await get("/", from: address)
        #expect(home.status == 200 && home.body.contains("<script src=\"/__cashdash/live.js\"></script>\n</body>"))
        #expect(
            !site.exists("Output/index.html"), "the preview is built in memory: the output folder is left as it was")
        #expect(
            try headOfAnswer("/curriculum", from: address).contains(
                "301 Moved Permanently\r\nLocation: /curriculum/\r\n"),
            "a folder without its `/` is sent to it, so that its pages' relative links work")
        #expect(try await get("/curriculum/print/", from: address).body.contains("First version."))
        #expect(try await get("/__cashdash/live.js", from: address).body.contains("EventSource"))
        #expect(try await get("/nowhere/", from: address).status == 404)
        #expect(try firstEvent(address).contains("data: {\"generation\":1,\"problems\":[]}"))

        try site.write("---\ntitle: Saving\n---\nSecond version.\n", to: "Content/curriculum/01-saving.md")
        let second = try await waitFor("/curriculum/saving/", from: address) { $0.contains("Second version.") }
        #expect(second.contains("Second version."), "\(server.output)")

        try site.write("---\ntitle: <b>Saving: broken\n---\nThird version.\n", to: "Content/curriculum/01-saving.md")
        let state = try await waitFor("/__cashdash/state", from: address) { $0.contains("error") }
        #expect(state.contains("Content/curriculum/01-saving.md:2:"), "\(state)")
        #expect(
            try await get("/curriculum/saving/", from: address).body.contains("Second version."),
            "the last good page stays served")
        #expect(server.output.contains("Content/curriculum/01-saving.md:2:"), "the terminal shows the same errors")

        try site.write("---\ntitle: Saving\n---\nFixed version.\n", to: "Content/curriculum/01-saving.md")
        let fixed = try await waitFor("/curriculum/saving/", from: address) { $0.contains("Fixed version.") }
        #expect(fixed.contains("Fixed version."))
        #expect(try await get("/__cashdash/state", from: address).body == "{\"generation\":3,\"problems\":[]}")

        kill(server.process.processIdentifier, SIGINT)
        for _ in 0..<100 where server.process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        #expect(!server.process.isRunning)
        #expect(server.process.terminationStatus == 0)
        #expect(site.exists("Output/CNAME") && site.exists("Content/curriculum/01-saving.md"), "Ctrl-C removes nothing")
    }

    @Test func answersOnlyItsOwnAddressAndLocalhostAndNeverRedirectsToAnotherHost() async throws {
        let site = try TemporaryFolder()
        try site.write("title: Preview club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nText.\n", to: "Content/curriculum/01-saving.md")
        let server = try Server(site: site.url)
        let address = try await server.waitUntilListening()
        let port = address.port!
        defer { kill(server.process.processIdentifier, SIGINT) }

        let rebound = try headOfAnswer("/budgets/", from: address, host: "attacker.example:\(port)")
        #expect(rebound.hasPrefix("HTTP/1.1 421 Misdirected Request\r\n"), "\(rebound)")
        #expect(try headOfAnswer("/", from: address, host: "127.0.0.1:\(port)").hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(try headOfAnswer("/", from: address, host: "localhost:\(port)").hasPrefix("HTTP/1.1 200 OK\r\n"))
        let doubled = try headOfAnswer("//curriculum", from: address)
        #expect(doubled.contains("301 Moved Permanently\r\nLocation: /curriculum/\r\n"), "\(doubled)")
        let encoded = try headOfAnswer("/%2Fcurriculum", from: address)
        #expect(encoded.contains("301 Moved Permanently\r\nLocation: /curriculum/\r\n"), "\(encoded)")
    }

    /// A second `serve` on a port another program listens on says so at once, before building anything.
    @Test func aTakenPortIsSaidBeforeTheSiteIsBuilt() throws {
        let site = try TemporaryFolder()
        try site.write("title: Preview club\n", to: "Content/site.yml")
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 1) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try CommandRunner.run(["serve", "--port", "\(port)"], in: site.url)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: port \(port) on 127.0.0.1 is taken, perhaps by another `cashdash serve`; stop "
                + "that one, or choose another port, like --port 8000\n", "nothing built first")
    }

    /// About 550 page loads used to leave as many live-reload streams open (256 file handles), until the server
    /// crashed or ignored SIGTERM. Closed pages' streams are now closed by the next heartbeat, open ones are capped,
    /// and SIGTERM stops the server with pages still open.
    @Test func liveReloadStreamsCloseWhenThePageGoesAreCappedAndSIGTERMStopsTheServer() async throws {
        let site = try TemporaryFolder()
        try site.write("title: Preview club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nText.\n", to: "Content/curriculum/01-saving.md")
        let server = try Server(site: site.url)
        let address = try await server.waitUntilListening()
        let pid = server.process.processIdentifier
        func openFiles() -> Int { (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0 }
        let before = openFiles()

        for _ in 0..<600 { _ = try firstEvent(address) }  // each page load's stream, then the page closed
        for _ in 0..<50 where openFiles() > before + 16 { try await Task.sleep(for: .milliseconds(200)) }
        #expect(openFiles() <= before + 16, "the streams of closed pages are closed")

        var open: [Socket] = []
        for _ in 0..<100 {
            let socket = Socket(port: UInt16(address.port!))
            socket.send("GET /__cashdash/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            open.append(socket)
        }
        defer { open.forEach { $0.close() } }
        // The oldest streams beyond 64 end, and their connections close once idle (5 s).
        for _ in 0..<60 where openFiles() > before + 64 + 16 { try await Task.sleep(for: .milliseconds(200)) }
        #expect(openFiles() <= before + 64 + 16, "at most 64 pages listen at once")

        kill(pid, SIGTERM)
        for _ in 0..<100 where server.process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
        #expect(!server.process.isRunning, "SIGTERM stops the server while pages are still open")
    }
}

/// A plain TCP connection to 127.0.0.1, for reading a stream URLSession would wait on forever.
private final class Socket {
    private let descriptor: Int32

    init(port: UInt16) {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }

    func send(_ text: String) {
        _ = text.withCString { Glibc.send(descriptor, $0, strlen($0), 0) }
    }

    /// The next bytes that arrive, or nil when the connection ends or nothing comes for 10 s.
    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
    }

    func close() {
        Glibc.close(descriptor)
    }
}
