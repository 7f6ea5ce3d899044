import Foundation

/// What a write did to a folder: the files, by relative path, that it added, changed and removed.
public struct OutputChanges: Sendable, Equatable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        (self.added, self.changed, self.removed) = (added, changed, removed)
    }

    /// Whether nothing was added, changed or removed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// `3 added, 1 changed, 0 removed`.
    public var summary: String { "\(added.count) added, \(changed.count) changed, \(removed.count) removed" }
}

/// Why an output folder cannot be used or written, as a sentence for the user.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

func posixMessage(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
