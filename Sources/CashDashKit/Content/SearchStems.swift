import CashDashModel

/// The little pieces search leaves off a folded word, so that one word written with or without them is found as one:
/// Arabic's article (`الادخار`, `بالادخار` and `للادخار` are `ادخار`) and Hindi's common endings (`खाता`, `खाते`
/// and `खातों` are `खात`).
///
/// The lists are defined here only: the index's first file carries them (``json``) and `cashdash.js` strips a query's
/// words with them (`stemmed`), the same way: the first of ``prefixes`` a word starts with, then the first of
/// ``suffixes`` it ends with, each only when ``shortestStem`` letters are left.
enum SearchStems {
    /// Arabic's article ال, alone and after the one-letter words written joined to it (و and, ب with, ك like,
    /// ف so), and لل (ل to + ال); longest first.
    static let prefixes = ["وال", "بال", "كال", "فال", "لل", "ال"]

    /// Hindi's common endings of nouns and adjectives, those of the light stemmer of Ramanathan and Rao ("A
    /// Lightweight Stemmer for Hindi", 2003, as Lucene's HindiStemmer has it) that start with a vowel sign: the
    /// plural and oblique endings (`ों`, `ें`, `ियाँ`) and the final vowel signs. Those that start with a letter (`ता`,
    /// `ने`) are left, as they are also the last letters of many stems. Longest first.
    static let suffixes = [
        "ियों", "ियां", "ियाँ", "ाओं", "ाएं", "ुओं", "ुएं", "ुआं", "ों", "ें", "ीं", "ां", "ाँ", "ा", "ी", "े", "ि", "ु",
        "ू", "ो",
    ]

    /// A piece is left off only when at least this many characters (Unicode scalars) are left: `الف` stays.
    static let shortestStem = 2

    /// `word` (folded) without the first of ``prefixes`` it starts with and the first of ``suffixes`` it ends with.
    static func stemmed(_ word: String) -> String {
        var scalars = Substring(word).unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return word }
        // Only a word in Arabic letters can start with a prefix, and only one in Devanagari end with an ending.
        if (0x600...0x6FF).contains(first.value), let prefix = piece(prefixes, of: scalars, reversed: false) {
            scalars = scalars.dropFirst(prefix)
        }
        if (0x900...0x97F).contains(last.value), let suffix = piece(suffixes, of: scalars, reversed: true) {
            scalars = scalars.dropLast(suffix)
        }
        return scalars.count == word.unicodeScalars.count ? word : String(scalars)
    }

    /// The length of the first of `pieces` that `scalars` start with (or end with, `reversed`) with at least
    /// ``shortestStem`` left.
    private static func piece(
        _ pieces: [String], of scalars: Substring.UnicodeScalarView, reversed: Bool
    ) -> Int? {
        let count = scalars.count
        for piece in pieces {
            let length = piece.unicodeScalars.count
            guard count - length >= shortestStem else { continue }
            let fits =
                reversed
                ? scalars.reversed().starts(with: piece.unicodeScalars.reversed())
                : scalars.starts(with: piece.unicodeScalars)
            if fits { return length }
        }
        return nil
    }

    /// The lists for the index's first file: `{"prefixes":[…],"suffixes":[…],"rest":2}`.
    static var json: String {
        func list(_ pieces: [String]) -> String { "[" + pieces.map(jsonString).joined(separator: ",") + "]" }
        return "{\"prefixes\":\(list(prefixes)),\"suffixes\":\(list(suffixes)),\"rest\":\(shortestStem)}"
    }
}
