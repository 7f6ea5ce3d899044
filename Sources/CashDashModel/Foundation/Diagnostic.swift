/// A problem found in a site's files, with the place to fix it.
///
/// Its description is `path:line:column: error: message`, the form compilers print and editors jump to. Its path and
/// message are kept with their control characters written out (``visibleText(_:)``), so that a terminal showing a
/// message never runs an escape sequence taken from a file.
public struct Diagnostic: Sendable, Equatable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Equatable, Hashable {
        case error, warning
    }

    /// The file, as the user named it (relative to the working directory when the site path was relative).
    public private(set) var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public private(set) var message: String

    public init(path: String, line: Int, column: Int, severity: Severity, message: String) {
        self.path = visibleText(path)
        self.line = max(line, 1)
        self.column = max(column, 1)
        self.severity = severity
        self.message = visibleText(message)
    }

    public var description: String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message)"
    }
}
