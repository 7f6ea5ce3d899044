@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Category patterns are words and `|` between choices, found in linear time: no regular expression can stall a build.
@Suite struct NotePatternTests {
    @Test func aBacktrackingPatternOverManyNotesIsQuick() throws {
        // `(a|aa)+$` as a regular expression took past 40 s over 2,000 such notes.
        let note = String(repeating: "a", count: 40) + "!"
        let fixture = try LedgerFixture([
            "budgets.yml":
                "ledgers:\n  bank.csv:\n    duplicates: allow\n    categories:\n      \"(a|aa)+$\": Odd\n      AMZN.COM|\\|pipe: Shop\n",
            "bank.csv": "date,amount,note\n" + String(repeating: "2026-11-01,-1.00,\(note)\n", count: 2_000)
                + "2026-11-02,-2.00,amzn.com order\n2026-11-03,-3.00,a |pipe here\n2026-11-04,-4.00,AMZNxCOM\n",
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        let categories = ledger.budgets[0].transactions.map(\.category)
        #expect(categories.prefix(2_000).allSatisfy { $0 == "Uncategorized" }, "the choices `(a` and `aa)+$` are words")
        #expect(Array(categories.suffix(3)) == ["Shop", "Shop", "Uncategorized"], "a dot is a dot; `\\|` is a pipe")
    }

    @Test func choicesAreFoundIgnoringCase() throws {
        let pattern = try #require(NotePattern("Starbucks|PEET'S"))
        #expect(pattern.isFound(inLowercased: "peet's coffee #4"))
        #expect(pattern.isFound(inLowercased: "starbucks store"))
        #expect(!pattern.isFound(inLowercased: "corner cafe"))
        #expect(NotePattern("A||B") == nil && NotePattern("|A") == nil && NotePattern("") == nil)
    }
}
