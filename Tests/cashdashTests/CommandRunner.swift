import Foundation
import Testing

/// Runs the `cashdash` binary that `swift build` put beside this test bundle.
struct CommandRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Every file below `folder` but Cash Dash's control folder, by relative path: a built site to compare with another.
    static func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let path as String in walker where !path.hasPrefix(".cashdash") {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    /// Runs the system's git in `directory` as a teacher set up (a name, an address, `main` for new repositories),
    /// expecting it to succeed; returns what it printed, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> String {
        let result = try run(
            ["-c", "user.name=Teacher", "-c", "user.email=teacher@example.org", "-c", "init.defaultBranch=main"]
                + arguments,
            in: directory, tool: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.standardError)")
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The package's root folder: the default site lives there.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `cashdash` executable, found next to the running test bundle.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("cashdash")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/cashdash")
    }

    /// Runs `cashdash` (or another `tool`) with `arguments`, in `directory`, with `environment` added to this
    /// process's and `input` as its standard input (none by default).
    static func run(
        _ arguments: [String], in directory: URL? = nil, tool: URL? = nil, environment: [String: String] = [:],
        input: Data? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = tool ?? executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let feed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        if let input {
            feed.fileHandleForWriting.write(input)
            try? feed.fileHandleForWriting.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}

/// A temporary folder that is deleted when the value is no longer used.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A folder already made (say by `cashdash init`), deleted in the same way.
    init(existing url: URL) {
        self.url = url
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ text: String, to relativePath: String) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }
}
