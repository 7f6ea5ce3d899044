import Foundation

extension ClassLedger {
    /// A text of the class files that is published as written under `privacy: codes` and names a student: a memo
    /// ("a bookmark Iris made"), a quest, an award's reason, a badge's name or description.
    public struct NamingText: Sendable, Equatable {
        /// `transactions.csv`, `xp.csv`, `awards.csv` or `badges.csv`.
        public var file: String
        public var line: Int
        /// What the text is, for the message: `memo`, `quest`, `reason`, `badge`.
        public var what: String
        /// The name found, as the teacher wrote it.
        public var name: String
    }

    /// The published texts that name a student, which would tell everyone whose code is whose.
    ///
    /// A name is found as a whole word whatever its case and accents, and with `'s` after it: each word of a
    /// student's name of three letters or more.
    public func textsNamingStudents() -> [NamingText] {
        var words: [String: String] = [:]  // a word of a name, folded → the word as the teacher wrote it
        for student in students {
            for word in Self.words(of: student.name) where word.count >= 3 {
                words[Self.folded(word)] = words[Self.folded(word)] ?? String(word)
            }
        }
        guard !words.isEmpty else { return [] }
        func naming(_ text: String) -> String? {
            Self.words(of: text).lazy.compactMap { word in
                words[Self.folded(word)]
                    ?? (word.lowercased().hasSuffix("'s") ? words[Self.folded(word.dropLast(2))] : nil)
            }.first
        }
        // Every published text, with where it is written and what it is.
        let texts: [(file: String, line: Int, what: String, text: String)] =
            transactions.map { ("transactions.csv", $0.line, "memo", $0.memo) }
            + xp.map { ("xp.csv", $0.line, "quest", $0.quest) }
            + awards.map { ("awards.csv", $0.line, "reason", $0.reason) }
            + badges.map { ("badges.csv", $0.line, "badge", $0.name + " " + $0.description) }
        return texts.compactMap { text in
            naming(text.text).map { NamingText(file: text.file, line: text.line, what: text.what, name: $0) }
        }
    }

    /// The words of `text`: letters and apostrophes (`O'Connor`, `Iris's`), the curly one as the straight one.
    private static func words(of text: String) -> [Substring] {
        text.replacingOccurrences(of: "\u{2019}", with: "'").split(whereSeparator: { !$0.isLetter && $0 != "'" })
            .map { $0.drop(while: { $0 == "'" }) }
    }

    private static func folded(_ word: Substring) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
