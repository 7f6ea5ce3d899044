/// The plurals a glossary term is also linked as, by simple suffix rules of its language: enough for the nouns of a
/// money glossary (`budget` → `budgets`, `préstamo` → `préstamos`, `inversión` → `inversiones`, `bureau` → `bureaux`,
/// `Zins` → `Zinsen`, `cartão` → `cartões`), never a full grammar. A term whose plural the rules miss, or that should
/// not link as one, is named in `links.yml`.
enum TermPlurals {
    /// The plurals of `word` (lower case) in `language` (`en`, `es`, `fr`, `de`, `pt`; a region such as `pt-BR` counts
    /// as its language); none in other languages.
    static func plurals(of word: String, language: String) -> [String] {
        switch language.prefix(2).lowercased() {
        case "en": english(word)
        case "es": spanish(word)
        case "fr": french(word)
        case "de": german(word)
        case "pt": portuguese(word)
        default: []
        }
    }

    private static func english(_ word: String) -> [String] {
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") || word.hasSuffix("ch")
            || word.hasSuffix("sh")
        {
            return [word + "es"]
        }
        if word.hasSuffix("y"), let before = word.dropLast().last, !"aeiou".contains(before) {
            return [word.dropLast() + "ies", word + "s"]
        }
        return [word + "s"]
    }

    /// A vowel takes `-s`, a consonant `-es`, `-z` becomes `-ces`; a stressed last syllable loses its accent
    /// (`interés` → `intereses`, `inversión` → `inversiones`).
    private static func spanish(_ word: String) -> [String] {
        guard let last = word.last else { return [] }
        if "aeiouáéó".contains(last) { return [word + "s"] }
        if last == "z" { return [word.dropLast() + "ces"] }
        if "ns".contains(last), word.count > 2 {
            let stressed = word.dropLast().last!
            if let plain = unaccented[stressed] { return [word.dropLast(2) + String(plain) + String(last) + "es"] }
        }
        return [word + "es"]
    }

    /// `-s`, `-x` and `-z` stay; `-au`, `-eau`, `-eu` take `-x`; `-al` becomes `-aux`; the rest take `-s`.
    private static func french(_ word: String) -> [String] {
        if word.hasSuffix("s") || word.hasSuffix("x") || word.hasSuffix("z") { return [] }
        if word.hasSuffix("au") || word.hasSuffix("eu") { return [word + "x", word + "s"] }
        if word.hasSuffix("al") { return [word.dropLast(2) + "aux", word + "s"] }
        return [word + "s"]
    }

    /// `-e`, `-el`, `-er` take `-n`; others `-e`, `-en` or `-s` (`Kredit` → `Kredite`, `Zins` → `Zinsen`,
    /// `Konto` → `Kontos`).
    private static func german(_ word: String) -> [String] {
        if word.hasSuffix("e") || word.hasSuffix("el") || word.hasSuffix("er") { return [word + "n"] }
        if word.hasSuffix("in") { return [word + "nen"] }
        return [word + "e", word + "en", word + "s"]
    }

    /// A vowel takes `-s`; `-ão` becomes `-ões` or `-ãos`; `-m` becomes `-ns`; `-r`, `-s`, `-z` take `-es`; `-al`,
    /// `-el`, `-ol`, `-ul` become `-ais`, `-éis`, `-óis`, `-uis`; `-il` becomes `-is`.
    private static func portuguese(_ word: String) -> [String] {
        guard let last = word.last else { return [] }
        if word.hasSuffix("ão") { return [word.dropLast(2) + "ões", word + "s", word.dropLast(2) + "ães"] }
        if "aeiouáéíóúâêô".contains(last) { return [word + "s"] }
        if last == "m" { return [word.dropLast() + "ns"] }
        if "rsz".contains(last) { return [word + "es"] }
        if last == "l", let before = word.dropLast().last {
            switch before {
            case "a": return [word.dropLast() + "is"]
            case "e": return [word.dropLast(2) + "éis"]
            case "o": return [word.dropLast(2) + "óis"]
            case "u": return [word.dropLast() + "is"]
            case "i": return [word.dropLast() + "s"]
            default: break
            }
        }
        return [word + "s"]
    }

    private static let unaccented: [Character: Character] = ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"]
}
