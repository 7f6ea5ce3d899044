import Foundation

/// One term of the glossary and its definition.
public struct GlossaryEntry: Sendable, Equatable {
    public var term: String
    public var definition: String
    /// The entry's permanent anchor on the glossary page (`budget`, `401k`).
    public var anchor: String
    /// Where the term is written, for messages.
    public var path: String
    public var line: Int
    public var column: Int
    /// The words that link to the entry from chapters, when `links.yml` lists them; nil for the term as written and its
    /// plural, and empty for never.
    public var linkForms: [String]?

    public init(
        term: String, definition: String, anchor: String = "", path: String = "", line: Int = 1, column: Int = 1
    ) {
        self.term = term
        self.definition = definition
        self.anchor = anchor
        self.path = path
        self.line = line
        self.column = column
    }

    /// The letter the entry is filed under on an English A–Z bar: its first letter, or `#` for digits and symbols
    /// (`GlossaryAlphabet` files it in other languages).
    public var letter: String { GlossaryAlphabet(language: "en").letter(of: term) }
}
