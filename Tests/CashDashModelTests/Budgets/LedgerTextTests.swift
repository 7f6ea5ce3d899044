@testable import CashDashModel
import Foundation
import Testing
import TestSupport

/// How a ledger's text is opened as its profile says: `continued_lines: note` puts a line that goes on from the row
/// above into that row's note, keeping every line's number.
@Suite struct LedgerTextTests {
    static let ocbc =
        "Account details for:,FRANK Account 666\nTransaction History\n"
        + "Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)\n"
        + "18/04/2018,18/04/2018,DEBIT PURCHASE,6.66,\n,,15/04/18  66-6666 UBER EATS \n"
        + "17/04/2018,17/04/2018,CASH WITHDRAWAL,66.66,\n,,66-6666 \"OCBC\" BRANCH\n,,  FOR: 66.66 SGD\n"
        + "16/04/2018,16/04/2018,SALARY,,1000.00\n16/04/2018,16/04/2018,CAFE,x,\n,,CAFE NOTE\n"

    static let profile =
        "ledgers:\n  \"ocbc.csv\":\n    skip: 2\n    date_format: DD/MM/YYYY\n    continued_lines: note\n"
        + "    columns: {Transaction date: date, Value date: ignore, Description: note, "
        + "\"Withdrawals (SGD)\": debit, \"Deposits (SGD)\": credit}\n"

    @Test func continuedLinesAreMoreOfTheRowsNote() throws {
        let fixture = try LedgerFixture(["budgets.yml": Self.profile, "ocbc.csv": Self.ocbc])
        let (ledger, problems) = fixture.ledger(currency: "SGD")
        let rows = ledger.budgets.flatMap(\.transactions).sorted { $0.line < $1.line }
        #expect(
            rows.map(\.note) == [
                "DEBIT PURCHASE · 15/04/18  66-6666 UBER EATS",
                "CASH WITHDRAWAL · 66-6666 \"OCBC\" BRANCH FOR: 66.66 SGD",
                "SALARY",
            ], "\(rows.map(\.note))")
        #expect(rows.map(\.line) == [4, 6, 9], "each row keeps its line")
        #expect(
            problems == ["ocbc.csv:10:28: `x` is not an amount; write it like 12.50 or $1,234.56"],
            "a row's error is at its line and column, the continued line's text put after its last field")
    }

    @Test func withoutTheSettingAContinuedLineIsAShortRow() throws {
        let profile = Self.profile.replacingOccurrences(of: "    continued_lines: note\n", with: "")
        let fixture = try LedgerFixture(["budgets.yml": profile, "ocbc.csv": Self.ocbc])
        let (_, problems) = fixture.ledger(currency: "SGD")
        #expect(problems.contains { $0.hasPrefix("ocbc.csv:5:") }, "\(problems)")
    }
}
