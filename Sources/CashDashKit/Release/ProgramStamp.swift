import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which Cash Dash is running, for what one build keeps for the next.
enum ProgramStamp {
    /// This Cash Dash: its version and the very executable, so a rebuilt binary counts as new. What it records for
    /// the next build (``PageRecord``, ``ChapterRecord``, ``SnapshotMemo``) is trusted only by the same program.
    static let current = BuildInfo.versionLine + " " + executableIdentity()

    /// The running executable's identity, or a value never seen again when it cannot be looked at.
    private static func executableIdentity() -> String {
        var status = stat()
        #if os(Linux)
        let path = "/proc/self/exe"
        #else
        let path = CommandLine.arguments.first ?? ""
        #endif
        guard stat(path, &status) == 0 else { return UUID().uuidString }
        return FileIdentity(status).text
    }
}
