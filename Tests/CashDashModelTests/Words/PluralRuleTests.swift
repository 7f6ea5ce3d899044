import CashDashModel
import Testing

/// The plural forms each language uses, against the examples of CLDR's plural rules chart.
@Suite struct PluralRuleTests {
    private func forms(_ language: String, _ counts: [Int]) -> [String] {
        let rule = PluralRule(language: language)
        return counts.map { rule.category($0).rawValue }
    }

    @Test func englishAndGermanSayOneOnlyForOne() {
        #expect(forms("en", [0, 1, 2, 21]) == ["other", "one", "other", "other"])
        #expect(forms("de", [0, 1, 2]) == ["other", "one", "other"])
        #expect(PluralRule(language: "en").categories == [.one, .other])
    }

    @Test func frenchAndBrazilianPortugueseCountZeroAsOneAndMillionsAsMany() {
        #expect(
            forms("fr", [0, 1, 2, 1_000_000, 2_000_000, 1_000_001]) == ["one", "one", "other", "many", "many", "other"])
        #expect(forms("pt-BR", [0, 1, 2, 1_000_000]) == ["one", "one", "other", "many"])
        #expect(PluralRule(language: "pt_BR").language == "pt")
    }

    @Test func spanishSaysOneOnlyForOne() {
        #expect(forms("es", [0, 1, 2, 1_000_000]) == ["other", "one", "other", "many"])
    }

    @Test func hindiCountsZeroAsOne() {
        #expect(forms("hi", [0, 1, 2, 5]) == ["one", "one", "other", "other"])
    }

    @Test func arabicHasAllSixForms() {
        #expect(
            forms("ar", [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111]) == [
                "zero", "one", "two", "few", "few", "many", "many", "other", "other", "few", "many",
            ])
        #expect(PluralRule(language: "ar").categories == Set(PluralCategory.allCases))
    }

    @Test func russianLooksAtTheLastDigits() {
        #expect(
            forms("ru", [1, 21, 11, 2, 22, 12, 5, 0]) == ["one", "one", "many", "few", "few", "many", "many", "many"])
    }

    @Test func aLanguageWithoutItsOwnRuleUsesOneAndOther() {
        #expect(forms("xx", [1, 2]) == ["one", "other"])
        #expect(forms("ja", [1, 2]) == ["other", "other"])
    }

    @Test func directionFollowsTheLanguage() {
        #expect(TextDirection(language: "ar") == .rightToLeft)
        #expect(TextDirection(language: "he-IL") == .rightToLeft)
        #expect(TextDirection(language: "fr") == .leftToRight)
    }
}
