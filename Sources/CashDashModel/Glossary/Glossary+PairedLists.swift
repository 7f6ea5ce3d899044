import Foundation

extension Glossary {
    /// The entries of paired lists `words` + `definitions`, matched by position.
    static func loadPaired(
        words: (URL, String), definitions: (URL, String), diagnostics: inout Diagnostics
    ) -> [GlossaryEntry] {
        guard let wordText = readText(words.0, path: words.1, diagnostics: &diagnostics),
            let definitionText = readText(definitions.0, path: definitions.1, diagnostics: &diagnostics)
        else { return [] }
        let terms = splitList(wordText), meanings = splitList(definitionText)
        if terms.count != meanings.count {
            reportCountMismatch(
                terms: terms, meanings: meanings, words: words.1, definitions: definitions.1, diagnostics: &diagnostics)
        }
        var entries: [GlossaryEntry] = []
        for (number, (term, meaning)) in zip(terms, meanings).enumerated() {
            guard let term else {
                diagnostics.error("entry \(number + 1) has an empty term (two | with nothing between)", in: words.1)
                continue
            }
            guard let meaning else {
                diagnostics.error(
                    "entry \(number + 1) (`\(term.text)`) has an empty definition", in: definitions.1, line: term.line)
                continue
            }
            entries.append(
                GlossaryEntry(
                    term: term.text, definition: meaning.text, path: words.1, line: term.line, column: term.column))
        }
        return entries
    }

    /// Says where two lists of different lengths stop matching: for one entry too many, the place where the rest of
    /// the pairs fit best when shifted by one (a definition that names its term), rather than the end of the longer
    /// list; where several places fit as well, the stretch of entries to look through.
    private static func reportCountMismatch(
        terms: [PositionedText.Piece?], meanings: [PositionedText.Piece?], words: String, definitions: String,
        diagnostics: inout Diagnostics
    ) {
        let termsLonger = terms.count > meanings.count
        let (longer, longerPath, shorterPath) =
            termsLonger ? (terms, words, definitions) : (meanings, definitions, words)
        let shorterCount = min(terms.count, meanings.count)
        let places =
            abs(terms.count - meanings.count) == 1
            ? extraEntry(terms: terms, meanings: meanings) : shorterCount...shorterCount
        let extra = longer[places.lowerBound]
        let number = places.lowerBound + 1
        let what: String
        if places.lowerBound == shorterCount {
            what =
                termsLonger
                ? "term \(number) (`\(extra?.text ?? "")`) has no definition" : "definition \(number) has no term"
        } else if places.count == 1 {
            what =
                termsLonger
                ? "the lists stop matching at entry \(number): term \(number) (`\(extra?.text ?? "")`) seems to have no "
                    + "definition, as the definitions after it fit the terms after it; add its definition or remove the term"
                : "the lists stop matching at entry \(number): definition \(number) seems to have no term, as the "
                    + "definitions after it fit the terms before them (`\(terms[places.lowerBound]?.text ?? "")` fits "
                    + "definition \(number + 1)); add the missing term there or remove the definition"
        } else {
            let missing = termsLonger ? "a definition" : "a term"
            what =
                "the lists stop matching between entries \(number) and \(places.upperBound + 1): \(missing) is missing "
                + "there, as the entries after that fit one place apart; add it, or remove its partner"
        }
        diagnostics.error(
            "\((longerPath as NSString).lastPathComponent) has \(longer.count) entries but "
                + "\((shorterPath as NSString).lastPathComponent) has \(shorterCount); \(what). "
                + "Entries are matched by position and separated by |",
            in: longerPath, line: extra?.line ?? 1, column: extra?.column ?? 1)
    }

    /// Where in the longer list the entry with no partner may be, when the lists differ by one: the places that make
    /// the most pairs fit (a definition that names its term) before them unshifted and after them shifted by one. With
    /// no sign of fit anywhere, the last entry alone.
    static func extraEntry(terms: [PositionedText.Piece?], meanings: [PositionedText.Piece?]) -> ClosedRange<Int> {
        let termsLonger = terms.count > meanings.count
        let count = min(terms.count, meanings.count)
        func fits(_ term: PositionedText.Piece?, _ meaning: PositionedText.Piece?) -> Int {
            guard let term, let meaning else { return 0 }
            let definition = meaning.text.lowercased()
            return term.text.lowercased().split { !$0.isLetter }.contains { word in
                word.count >= 4 && definition.contains(word.prefix(5))
            } ? 1 : 0
        }
        // Pair i unshifted is (terms[i], meanings[i]); shifted, the longer list's entry i + 1 pairs with the shorter's i.
        func shifted(_ i: Int) -> Int {
            termsLonger ? fits(terms[i + 1], meanings[i]) : fits(terms[i], meanings[i + 1])
        }
        var suffix = [Int](repeating: 0, count: count + 1)
        for i in stride(from: count - 1, through: 0, by: -1) { suffix[i] = suffix[i + 1] + shifted(i) }
        var scores: [Int] = [], prefix = 0
        for place in 0...count {
            scores.append(prefix + suffix[place])
            if place < count { prefix += fits(terms[place], meanings[place]) }
        }
        let best = scores.max()!
        guard best > scores[count] else { return count...count }
        return scores.firstIndex(of: best)!...scores.lastIndex(of: best)!
    }
}
