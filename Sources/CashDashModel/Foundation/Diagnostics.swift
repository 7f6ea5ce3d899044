import Foundation

/// The diagnostics of one run, collected so that every problem is reported, not only the first.
public struct Diagnostics: Sendable, Equatable {
    public private(set) var all: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        all = diagnostics
    }

    /// The errors, sorted like ``sorted``.
    public var errors: [Diagnostic] { sorted.filter { $0.severity == .error } }
    /// The warnings, sorted like ``sorted``.
    public var warnings: [Diagnostic] { sorted.filter { $0.severity == .warning } }
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public mutating func error(_ message: String, in path: String, line: Int = 1, column: Int = 1) {
        all.append(Diagnostic(path: path, line: line, column: column, severity: .error, message: message))
    }

    public mutating func warning(_ message: String, in path: String, line: Int = 1, column: Int = 1) {
        all.append(Diagnostic(path: path, line: line, column: column, severity: .warning, message: message))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    /// The diagnostics by file, line and column, so output does not depend on the order work finished in.
    public var sorted: [Diagnostic] {
        all.sorted { a, b in
            (a.path, a.line, a.column, a.message) < (b.path, b.line, b.column, b.message)
        }
    }

    /// Every diagnostic, the files most recently changed first (the one just edited leads), each file's in order.
    /// `modified` gives a file's time of change, or nil for a path that is not a file.
    public func newestFirst(modified: (String) -> Date?) -> [Diagnostic] {
        var times: [String: Date] = [:]
        for path in Set(all.map(\.path)) { times[path] = modified(path) }
        return sorted.enumerated().sorted { first, second in
            let (a, b) = (times[first.element.path] ?? .distantPast, times[second.element.path] ?? .distantPast)
            return a != b ? a > b : first.offset < second.offset
        }.map(\.element)
    }
}
