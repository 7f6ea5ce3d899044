import Foundation

/// The built-in table of words that point a bank row's note to a category (`PayeeWords.yml`): shop and brand names
/// and everyday words in several languages, which `cashdash import` uses to propose category rules; and the words of
/// how a payment was made (`POS`, `Kartenzahlung`), which are no part of a payee's name.
public struct PayeeWords: Sendable {
    /// One table word: the note's words it matches, one after another, and the category it points to.
    struct Entry: Sendable {
        var words: [String]
        /// `sainsbury*`: the last word matches the start of a note's word.
        var prefix: Bool
        var category: String
    }

    /// Folded words (``words(of:)``) that only say how a payment was made.
    public var ignored: Set<String> = []
    var entries: [Entry] = []
    /// The categories in the table's order.
    public var categories: [String] = []

    /// The table the binary embeds.
    public static let builtIn: PayeeWords = {
        var diagnostics = Diagnostics()
        let table = read(String(decoding: PackageResources.PayeeWords_yml, as: UTF8.self), diagnostics: &diagnostics)
        assert(!diagnostics.hasErrors, "PayeeWords.yml: \(diagnostics.sorted.map(\.message))")
        return table
    }()

    /// The table in `text`: `ignore:` and one list of words a category, each problem reported at its place.
    static func read(_ text: String, path: String = "PayeeWords.yml", diagnostics: inout Diagnostics) -> PayeeWords {
        var table = PayeeWords()
        guard let mapping = YAMLMapping.parse(text, path: path, diagnostics: &diagnostics) else { return table }
        for entry in mapping.entries {
            let words = mapping.stringList(entry.key, diagnostics: &diagnostics) ?? []
            if entry.key == "ignore" {
                table.ignored.formUnion(words.flatMap(Self.words(of:)))
                continue
            }
            table.categories.append(entry.key)
            for word in words {
                let folded = Self.words(of: word)
                guard !folded.isEmpty else { continue }
                table.entries.append(Entry(words: folded, prefix: word.hasSuffix("*"), category: entry.key))
            }
        }
        return table
    }

    /// The category of the first table word found in `note`, in the table's order; nil when none is.
    public func category(for note: String) -> String? {
        let words = Self.words(of: note)
        return entries.first { $0.isFound(in: words) }?.category
    }

    /// `text` as the table compares it: lowercased, accents dropped, split at every character that is not a letter, a
    /// digit, `&` or `'` (`NETFLIX.COM/BILL` is `netflix`, `com`, `bill`).
    public static func words(of text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber || $0 == "&" || $0 == "'") }
            .map(String.init)
    }
}

extension PayeeWords.Entry {
    /// Whether these words are among `note`'s, one after another.
    func isFound(in note: [String]) -> Bool {
        guard note.count >= words.count else { return false }
        return (0...(note.count - words.count)).contains { start in
            words.indices.allSatisfy { index in
                let word = note[start + index]
                return prefix && index == words.count - 1 ? word.hasPrefix(words[index]) : word == words[index]
            }
        }
    }
}
