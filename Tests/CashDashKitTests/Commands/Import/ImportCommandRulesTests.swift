@testable import CashDashKit
@testable import CashDashModel
import Charts
import Foundation
import TestSupport
import Testing

/// The rules and methods `cashdash import` takes, in the order it writes them.
@Suite struct ImportCommandRulesTests {
    typealias Rule = BankImport.ChosenRule

    @Test func aRuleWhosePatternHoldsAnothersIsWrittenFirst() {
        let rules = [
            Rule(pattern: "DIRECT", category: "Bills"), Rule(pattern: "TESCO", category: "Groceries"),
            Rule(pattern: "WAITROSE DIRECT SVS", category: "Groceries"),
        ]
        #expect(BankImport.specificFirst(rules).map(\.pattern) == ["WAITROSE DIRECT SVS", "DIRECT", "TESCO"])
    }

    @Test func atATerminalEachMethodIsAskedAbout() throws {
        func row(_ method: String, _ amount: Decimal) -> Transaction {
            Transaction(
                date: Day(year: 2026, month: 11, day: 1), kind: .expense, amount: amount, category: "Uncategorized",
                budget: "Bank", note: "Someone", method: method, path: "bank.csv", line: 2, column: 1)
        }
        let rows = [row("Overboeking", 500), row("Overboeking", 20), row("Geldautomaat", 40), row("Incasso", 12)]
        var answers = ["", "n", "Subscriptions"]
        var asked: [String] = []
        var importer = BankImport(files: [])
        importer.ask = { question in
            asked.append(question)
            return answers.removeFirst()
        }
        importer.say = { _ in }
        let site = try TemporarySite()
        let format = MoneyFormat(style: NumberStyle(locale: "en", currency: "EUR"), minorUnits: 2, currency: "EUR")
        let chosen = importer.chooseMethods(
            for: rows, besides: [], format: format, names: CategoryNames(site: SiteFolder(site.path), language: "en"))
        #expect(
            chosen == [
                Rule(pattern: "Overboeking", category: "Transfers", isMethod: true),
                Rule(pattern: "Incasso", category: "Subscriptions", isMethod: true),
            ])
        #expect(asked.first?.contains("paid by \"Overboeking\" → Transfers: 2 rows, 520.00 spent") == true, "\(asked)")
    }
}
