import Foundation

/// The scripted rates provider of the library's tests (`fake_provider.py`), on 127.0.0.1 only, started for one test
/// and killed after it.
final class TestProvider {
    static let script = CommandRunner.packageRoot.appendingPathComponent(
        "Tests/CashDashKitTests/Commands/Rates/fake_provider.py")
    static let available = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    let process = Process()
    let port: Int

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [Self.script.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            kill(process.processIdentifier, SIGKILL)
            throw CocoaError(.fileReadUnknown)
        }
        self.port = port
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The body of `path`, as text.
    func get(_ path: String) throws -> String {
        try String(contentsOf: URL(string: url(path))!, encoding: .utf8)
    }
}

/// Every file below `folder` (links as links, `.git`'s objects and refs left out) with its bytes, to show that a
/// command left a folder exactly as it was.
func folderContents(_ folder: URL, skipping: Set<String> = []) -> [String: Data] {
    var contents: [String: Data] = [:]
    let root = folder.resolvingSymlinksInPath().path
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
    while let path = walker.nextObject() as? String {
        if skipping.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
        let full = root + "/" + path
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
            contents[path] = Data(("link:" + link).utf8)
        } else if let data = FileManager.default.contents(atPath: full) {
            contents[path] = data
        } else {
            contents[path] = Data("folder".utf8)
        }
    }
    return contents
}
