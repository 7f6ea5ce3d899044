/// The payee's part of a bank row's note, as a category rule is written for it: the first of the note's parts (the
/// bank's columns are joined with ` · `) that names someone, without the words of how the payment was made
/// (`POS`, `Kartenzahlung`), card and reference numbers, dates and times, and what follows them (a city, a country):
/// `Kartenzahlung REWE SAGT DANKE. 41400673//Hamburg` is `REWE SAGT DANKE`, `POS25SEP TEXACO SPAR` is `TEXACO SPAR`.
/// It is always a piece of the note as written, so a rule made of it finds the note again.
public enum PayeeName {
    /// The most words a payee's name keeps (`SAINSBURYS SACAT LADBROKE GROV` is `SAINSBURYS SACAT LADBROKE`).
    static let mostWords = 3
    /// Characters that end a payee's name: what follows them is a place, a reference or a second column.
    static let enders: Set<Character> = ["·", "|", ",", ";", "(", "[", "~", "/", "*", ":"]

    /// The payee's name in `note`, or nil when no part of it has a name of three letters or more.
    public static func of(_ note: String, ignoring ignored: Set<String> = PayeeWords.builtIn.ignored) -> String? {
        for part in note.split(separator: " · ") {
            if let name = name(in: Substring(part), ignoring: ignored) { return name }
        }
        return nil
    }

    /// The words of `part` from its first word that names someone up to the first that cannot be part of a name.
    static func name(in part: Substring, ignoring ignored: Set<String>) -> String? {
        var kept: [Substring] = []
        let words = part.split(whereSeparator: \.isWhitespace)
        var labelled = false
        for (index, word) in words.enumerated() {
            let trimmed = word.prefix { !enders.contains($0) }
            let ends = trimmed.count < word.count
            // `Auftraggeber:` or `Standing order:` before a word is a label: the name is what follows, up to the next
            // label (`A company  Kundendaten: …`). Before a number (`Charges for: TRANSFER-1755`) it is the name.
            if word.last == ":", !trimmed.isEmpty, trimmed.count == word.count - 1, index < words.count - 1 {
                if labelled { break }
                if !words[index + 1].contains(where: \.isNumber) {
                    labelled = true
                    kept = []
                    continue
                }
            }
            if isNameWord(trimmed, of: word, ignoring: ignored) {
                kept.append(trimmed)
            } else if !kept.isEmpty || (ends && !trimmed.isEmpty) {
                break
            }
            if ends && !kept.isEmpty || kept.count == mostWords { break }
        }
        while let last = kept.last, isCountryCode(last) && kept.count > 1 { kept.removeLast() }
        guard let first = kept.first, let last = kept.last else { return nil }
        let text = part[first.startIndex..<last.endIndex]
            .trimmingCharacters(in: .punctuationCharacters.union(.whitespaces).subtracting(["&", "'", "+"]))
        return text.filter(\.isLetter).count >= 3 ? text : nil
    }

    /// A word with letters and no digits that is not one of how a payment was made; `word` is cut at its first ender
    /// from `whole` (`MB` of `MB/000000010`, a reference).
    static func isNameWord(_ word: Substring, of whole: Substring, ignoring ignored: Set<String>) -> Bool {
        guard word.contains(where: \.isLetter), !word.contains(where: \.isNumber),
            word.count >= 3 || !whole.contains(where: \.isNumber)
        else { return false }
        let folded = PayeeWords.words(of: String(word))
        return !folded.isEmpty && !folded.allSatisfy(ignored.contains)
    }

    /// `GBR`, `NL`: a country's code at the end of a card payment's note.
    static func isCountryCode(_ word: Substring) -> Bool {
        (2...3).contains(word.count) && word.allSatisfy(\.isUppercase) && countryCodes.contains(String(word))
    }

    static let countryCodes: Set<String> = [
        "GB", "GBR", "UK", "US", "USA", "NL", "NLD", "DE", "DEU", "FR", "FRA", "BE", "BEL", "AT", "AUT", "CH", "CHE",
        "ES", "ESP", "PT", "PRT", "IT", "ITA", "IE", "IRL", "LU", "LUX", "DK", "DNK", "SE", "SWE", "NO", "NOR", "FI",
        "FIN", "CZ", "CZE", "HU", "HUN", "PL", "POL", "BR", "BRA", "CA", "CAN", "AU", "AUS", "NZ", "NZL", "SG", "SGP",
        "LND",
    ]
}
