@testable import CashDashModel
import Testing

/// A category rule added to a profile in `budgets.yml` only at the file's end.
@Suite struct CategoryRuleAdditionTests {
    static let profile = """
        ledgers:
          "bank*.csv":
            budget: "Bank"
            columns:
              "Date": date
              "Amount": amount

        """

    @Test func aProfileWithoutCategoriesGetsThemAtItsEnd() {
        let addition = CategoryRuleAddition(
            pattern: "TESCO", category: "Groceries", files: "bank*.csv", to: Self.profile)
        #expect(addition.text == Self.profile + "    categories:\n      \"TESCO\": \"Groceries\"\n")
    }

    @Test func aRuleGoesUnderCategoriesWhenTheyAreTheProfilesLastKey() {
        let old = Self.profile + "    categories:\n      \"TESCO\": \"Groceries\"\n"
        let addition = CategoryRuleAddition(pattern: "UBER", category: "Transport", files: "bank*.csv", to: old)
        #expect(addition.text == old + "      \"UBER\": \"Transport\"\n")
        var diagnostics = Diagnostics()
        let rules = BudgetSettings.parse(addition.text!, path: "budgets.yml", diagnostics: &diagnostics).ledgers.first?
            .categoryRules.map(\.pattern)
        #expect(rules == ["TESCO", "UBER"])
    }

    @Test func anEarlierProfileOrCategoriesOnOneLineAreLeftToPaste() {
        let two = Self.profile + "  \"card*.csv\":\n    budget: \"Card\"\n"
        let earlier = CategoryRuleAddition(pattern: "UBER", category: "Transport", files: "bank*.csv", to: two)
        #expect(earlier.text == nil)
        #expect(earlier.snippet == "\"UBER\": \"Transport\"\n")
        let flow = Self.profile + "    categories: {TESCO: Groceries}\n"
        #expect(CategoryRuleAddition(pattern: "UBER", category: "T", files: "bank*.csv", to: flow).text == nil)
    }
}
