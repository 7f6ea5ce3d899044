import Foundation

extension ClassLedger {
    /// The transactions whose memo names a student ("a bookmark Iris made"), with the name found: under `privacy:
    /// codes` a memo is published as written, so such a memo would tell everyone whose code is whose.
    ///
    /// A name is found as a whole word, whatever its case: each word of a student's name of three letters or more.
    public func memosNamingStudents() -> [(transaction: ClassTransaction, name: String)] {
        var words: [String: String] = [:]  // a word of a name, folded → the word as the teacher wrote it
        for student in students {
            for word in student.name.split(whereSeparator: { !$0.isLetter && $0 != "'" })
            where word.count >= 3 {
                words[Self.folded(word)] = words[Self.folded(word)] ?? String(word)
            }
        }
        guard !words.isEmpty else { return [] }
        return transactions.compactMap { transaction in
            let found = transaction.memo.split(whereSeparator: { !$0.isLetter && $0 != "'" }).lazy
                .compactMap { words[Self.folded($0)] }.first
            return found.map { (transaction, $0) }
        }
    }

    private static func folded(_ word: Substring) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
