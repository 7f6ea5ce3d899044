/// The forms a word takes with a count, as CLDR names them: English needs `one` (1 day) and `other` (2 days),
/// Arabic all six.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How a language chooses the plural form for a whole number, from CLDR's plural rules
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), for counts of things
/// (whole numbers, so CLDR's operands `v`, `f` and `t` are 0 and `n` is `i`).
public struct PluralRule: Sendable {
    /// The language whose rule this is, such as `es` or `pt`.
    public let language: String
    private let rule: @Sendable (Int) -> PluralCategory

    /// The rule of `language` (`pt-BR` and `pt_BR` read as `pt`); a language without its own rule here uses
    /// CLDR's most common one, `one` for 1 and `other` for the rest.
    public init(language: String) {
        let base = String(language.lowercased().prefix { $0.isLetter })
        self.language = base
        rule = PluralRule.rules[base] ?? PluralRule.oneOrOther
    }

    /// The form for `count`.
    public func category(_ count: Int) -> PluralCategory {
        rule(abs(count))
    }

    /// The forms the language has; a catalogue entry gives a text for each (`other` always).
    public var categories: Set<PluralCategory> {
        Set(PluralRule.samples.map(category))
    }

    /// Counts that between them reach every form of every rule here.
    private static let samples = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 102, 111, 1_000_000]

    private static let oneOrOther: @Sendable (Int) -> PluralCategory = { $0 == 1 ? .one : .other }
    /// French, Spanish, Italian and Portuguese use `many` for whole millions (`1 000 000 de dollars`).
    private static func isWholeMillion(_ n: Int) -> Bool { n != 0 && n % 1_000_000 == 0 }
    /// The few/many rule Russian, Ukrainian and Polish share for counts that do not end in 1.
    private static func endsInTwoToFour(_ n: Int) -> Bool { (2...4).contains(n % 10) && !(12...14).contains(n % 100) }

    private static let rules: [String: @Sendable (Int) -> PluralCategory] = [
        "en": oneOrOther, "de": oneOrOther, "nl": oneOrOther, "sv": oneOrOther, "da": oneOrOther, "nb": oneOrOther,
        "fi": oneOrOther, "el": oneOrOther, "tr": oneOrOther, "sw": oneOrOther,
        "es": { $0 == 1 ? .one : isWholeMillion($0) ? .many : .other },
        "it": { $0 == 1 ? .one : isWholeMillion($0) ? .many : .other },
        "fr": { $0 <= 1 ? .one : isWholeMillion($0) ? .many : .other },
        "pt": { $0 <= 1 ? .one : isWholeMillion($0) ? .many : .other },
        "hi": { $0 <= 1 ? .one : .other },
        "bn": { $0 <= 1 ? .one : .other },
        "ar": { n in
            switch n {
            case 0: .zero
            case 1: .one
            case 2: .two
            default: (3...10).contains(n % 100) ? .few : (11...99).contains(n % 100) ? .many : .other
            }
        },
        "he": { $0 == 1 ? .one : $0 == 2 ? .two : .other },
        "ru": { n in n % 10 == 1 && n % 100 != 11 ? .one : endsInTwoToFour(n) ? .few : .many },
        "uk": { n in n % 10 == 1 && n % 100 != 11 ? .one : endsInTwoToFour(n) ? .few : .many },
        "pl": { n in n == 1 ? .one : endsInTwoToFour(n) ? .few : .many },
        "ja": { _ in .other }, "zh": { _ in .other }, "ko": { _ in .other }, "vi": { _ in .other },
        "th": { _ in .other }, "id": { _ in .other }, "ms": { _ in .other },
    ]
}
