import Foundation

/// The letters of a glossary's A–Z bar in its language, and the letter each term is filed under.
///
/// Latin initials fold to their base letter (`Épargne` under E, `Überweisung` under U, `Œuvre` under O), except where the language has
/// a letter of its own (`ñ` in Spanish, between N and O); Devanagari initials (Hindi) are letters of their own, in the
/// order of the Devanagari alphabet, after A to Z; Arabic initials likewise, in the order of the Arabic alphabet, a
/// hamza's seat filed under its letter (`أ` under `ا`) and the article `ال` passed over (`الادخار` under `ا`, `القرض`
/// under `ق`), as Arabic glossaries file words. Digits and symbols are filed under `#`, first.
public struct GlossaryAlphabet: Sendable, Equatable {
    /// The letters in order, without `#`.
    public let letters: [String]
    private let own: Set<String>
    private let skipsArticle: Bool

    public init(language: String) {
        var latin = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        var own: Set<String> = []
        switch language.prefix(2).lowercased() {
        case "es":
            latin.insert("Ñ", at: latin.firstIndex(of: "O")!)
            own.insert("Ñ")
        case "hi":
            latin += Self.devanagari
        case "ar":
            latin += Self.arabic
        default: break
        }
        letters = latin
        self.own = own
        skipsArticle = language.prefix(2).lowercased() == "ar"
    }

    /// The letter `term` is filed under: one of `letters`, or `#`.
    public func letter(of term: String) -> String {
        var term = term[...]
        if skipsArticle, term.hasPrefix("ال"), term.count > 3 { term = term.dropFirst(2) }
        guard let first = term.first(where: { $0.isLetter || $0.isNumber }), !first.isNumber else { return "#" }
        let upper = String(first).uppercased()
        if own.contains(upper) { return upper }
        // The base letter without its marks: a Devanagari consonant without its vowel sign or virama, É without ´.
        guard let base = upper.decomposedStringWithCanonicalMapping.unicodeScalars.first else { return "#" }
        let letter = Self.ligatures[String(base)] ?? String(base)
        return letters.contains(letter) ? letter : "#"
    }

    /// What `term` is ordered by among the terms of its letter: case and accents folded away and, in Arabic, the
    /// article passed over (`القسط` among the `قسط`s, after `قرض`) and a hamza's seat read as its letter (`أصل` after
    /// `ادخار`), as the letter it is filed under is found and as CLDR's Arabic order has it.
    public func sortKey(of term: String) -> String {
        var term = term[...]
        if skipsArticle, term.hasPrefix("ال"), term.count > 3 { term = term.dropFirst(2) }
        // An ASCII term has no accents, and folds as its lower case: Foundation's folding, through `NSString`, was
        // 0.6 % of a rebuild after one edit (perf).
        if term.utf8.allSatisfy({ $0 < 0x80 }) { return term.lowercased() }
        let folded = term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        return skipsArticle ? String(folded.map { Self.hamzaSeats[$0] ?? $0 }) : folded
    }

    /// Arabic letters carrying a hamza, by the letter that seats it.
    static let hamzaSeats: [Character: Character] = ["أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ؤ": "و", "ئ": "ي"]

    /// Ligatures filed under their first letter (`Œuvre` under O).
    static let ligatures = ["Œ": "O", "Æ": "A"]

    /// Devanagari's vowels, then its consonants, as a Hindi dictionary orders them.
    static let devanagari = "अ आ इ ई उ ऊ ऋ ए ऐ ओ औ क ख ग घ ङ च छ ज झ ञ ट ठ ड ढ ण त थ द ध न प फ ब भ म य र ल व श ष स ह"
        .split(separator: " ").map(String.init)

    /// The Arabic alphabet in its usual (hijāʾī) order.
    static let arabic = "ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي".split(separator: " ").map(String.init)
}
