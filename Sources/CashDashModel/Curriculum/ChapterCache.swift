import Synchronization

/// Chapters as the last load read them, by file, with the text each came from: a rebuild (`serve`'s) reads every
/// file again but parses again only those whose text changed. A chapter that includes other files is always read
/// again, since they may have changed.
public final class ChapterCache: Sendable {
    struct Entry: Sendable {
        var text: String
        var fallbackTitle: String?
        var chapter: Chapter?
        var diagnostics: Diagnostics
    }

    private let entries = Mutex<[String: Entry]>([:])

    public init() {}

    /// The chapter loaded last time from exactly `text` with the same `fallbackTitle`, with its diagnostics.
    func loaded(_ fileName: String, text: String, fallbackTitle: String?) -> (Chapter?, Diagnostics)? {
        guard let entry = entries.withLock({ $0[fileName] }), entry.fallbackTitle == fallbackTitle, entry.text == text,
            entry.chapter?.includedFiles.isEmpty ?? true
        else { return nil }
        return (entry.chapter, entry.diagnostics)
    }

    /// Keeps what this load read, replacing what the last one did.
    func store(_ loaded: [String: Entry]) {
        entries.withLock { $0 = loaded }
    }
}
