import Foundation

/// Node.js, for the tests that run Cash Dash's own scripts (`cashdash.js`, `calculators.js`) against Swift:
/// `.ci/run` installs it, so none of them is skipped there.
public enum Node {
    /// Where node is installed, or nil.
    public static let path: String? = ["/usr/bin/node", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `program` (`node -e`) with `arguments` as `process.argv[1...]`; returns what it printed and its exit
    /// status.
    public static func run(_ program: String, arguments: [String] = []) throws -> (output: Data, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "/usr/bin/node")
        process.arguments = ["-e", program] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, process.terminationStatus)
    }
}
