import CashDashModel
import Foundation

/// A program of the system's that a command runs (`git`, `rclone`), found on the PATH. Its output and errors go to
/// files in a scratch folder (a pipe fills and stalls on a large listing), its input comes from a file or nothing,
/// and its failure is told with its whole reason, any password in an address hidden.
struct ExternalTool {
    /// The program's name, as `/usr/bin/env` finds it.
    var name: String
    /// Where the output, errors and input files go while it runs.
    var scratch: URL
    /// What to tell the user to do when the program is not there.
    var install: String

    /// Runs the program with `arguments` and `environment` (added to this process's); returns its output, trimmed,
    /// or nil when it exits with one of the statuses `absentWhen` says mean "not there" (rclone's 3, a folder not
    /// found).
    @discardableResult
    func run(
        _ arguments: [String], input: String? = nil, environment added: [String: String] = [:],
        absentWhen statuses: Set<Int32> = []
    ) throws(OutputError) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [name] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(added) { $1 }
        let output = scratch.appendingPathComponent("out-\(UUID().uuidString)")
        let errors = scratch.appendingPathComponent("err-\(UUID().uuidString)")
        let inputFile = scratch.appendingPathComponent("in-\(UUID().uuidString)")
        defer {
            for file in [output, errors, inputFile] { try? FileManager.default.removeItem(at: file) }
        }
        do {
            guard FileManager.default.createFile(atPath: output.path, contents: nil),
                FileManager.default.createFile(atPath: errors.path, contents: nil)
            else { throw POSIXError(.EIO) }
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            if let input {
                try Data(input.utf8).write(to: inputFile)
                process.standardInput = try FileHandle(forReadingFrom: inputFile)
            } else {
                process.standardInput = FileHandle.nullDevice
            }
            try process.run()
        } catch {
            throw OutputError("\(name) could not be started (\(plainWords(error))); \(install)")
        }
        process.waitUntilExit()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if statuses.contains(process.terminationStatus) { return nil }
        guard process.terminationStatus == 0 else {
            // `env` says 127 when the program is not on the PATH.
            if process.terminationStatus == 127 { throw OutputError("\(name) is not installed; \(install)") }
            let message = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "")
                .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .prefix(20).map { GitRemote.hidingCredentials(String($0)) }
            throw OutputError(
                message.isEmpty
                    ? "\(name) \(arguments.first ?? "") failed" : "\(name) said: " + message.joined(separator: " / "))
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
