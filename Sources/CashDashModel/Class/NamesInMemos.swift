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
        var found: [NamingText] = []
        for transaction in transactions {
            if let name = naming(transaction.memo) {
                found.append(NamingText(file: "transactions.csv", line: transaction.line, what: "memo", name: name))
            }
        }
        for award in xp {
            if let name = naming(award.quest) {
                found.append(NamingText(file: "xp.csv", line: award.line, what: "quest", name: name))
            }
        }
        for award in awards {
            if let name = naming(award.reason) {
                found.append(NamingText(file: "awards.csv", line: award.line, what: "reason", name: name))
            }
        }
        for badge in badges {
            if let name = naming(badge.name + " " + badge.description) {
                found.append(NamingText(file: "badges.csv", line: badge.line, what: "badge", name: name))
            }
        }
        return found
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
