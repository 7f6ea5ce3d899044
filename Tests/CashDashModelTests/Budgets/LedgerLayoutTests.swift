import CashDashModel
import Foundation
import Testing
import TestSupport

/// A big ledger's layout is learnt from its start and its end, its lines counted as it streams past: it writes the
/// same new row, on the same line, as the layout of the whole file does.
struct LedgerLayoutTests {
    static let ledgers: [String] = [
        "date,amount,type,category,note\n"
            + (1...40).map { "2026-11-1\($0 % 9),\($0).50,expense,Food,Row \($0)\n" }
            .joined(),
        "date,amount,type,category,note\r\n" + (1...40).map { _ in "2026-11-02,1.00,spend,Food,\"a, b\"\r\n" }.joined()
            + "2026-11-03,2.00,spend,Food,no line end",
        "sep=;\n\"date\";\"amount\";\"category\";\"note\"\n"
            + (1...40).map { "\"2026-11-02\";\"-1,00\";\"Food\";\"Row \($0)\"\n" }.joined(),
        "date,amount,category,note\n" + (1...40).map { _ in "2026-11-02,-1.00,Food,\"one\rtwo\"\n" }.joined(),
        "date,amount,category,note,\n" + (1...40).map { _ in "2026-11-02,-1.00,Food,\"one\ntwo\",\n" }.joined(),
    ]

    @Test(arguments: ledgers.indices)
    func aLedgerReadFromItsEndsWritesWhatTheWholeFileWould(index: Int) throws {
        let text = Self.ledgers[index]
        let site = try TemporarySite(["ledger.csv": text])
        let url = site.root.appendingPathComponent("ledger.csv")
        var settings = BudgetSettings()
        if text.contains(";") { settings.amounts = AmountText(decimalSeparator: ",") }
        let whole = try LedgerLayout(data: Data(text.utf8), profile: nil, settings: settings)
        let streamed = try LedgerLayout(file: url, profile: nil, settings: settings, headBytes: 100)
        let row = LedgerLayout.Row(
            date: Day(year: 2026, month: 11, day: 30), kind: .expense, minorUnits: 4_50, category: "Food",
            note: "Tea \"green\"")
        let added = try whole.bytes(for: row, minorUnits: 2)
        #expect(
            String(decoding: try streamed.bytes(for: row, minorUnits: 2), as: UTF8.self)
                == String(decoding: added, as: UTF8.self))
        #expect(streamed.nextLine == whole.nextLine && streamed.byteCount == text.utf8.count)
        // The copy a new row is checked in is the header and the row, at the line it has there.
        let copy = streamed.copy(adding: added)
        #expect(copy.bytes.count < text.utf8.count / 2)
        var reader = LedgerReader(settings: settings, homeCurrency: "USD", rates: nil)
        var problems = Diagnostics(), rows = Diagnostics()
        var notes: [(String, Int)] = []
        _ = reader.read(copy.bytes, as: url, path: "ledger.csv", diagnostics: &problems, rowProblems: &rows) {
            _, detail in
            notes.append((detail().note, detail().amountPosition.line))
        }
        #expect(rows.all.isEmpty && problems.all.isEmpty, "\(rows.all) \(problems.all)")
        #expect(notes.last?.0 == "Tea \"green\"" && notes.last?.1 == copy.line)
    }

    @Test func theLineAfterACarriageReturnInANoteIsTheReadersLine() throws {
        let text = "date,amount,category,note\n2026-11-02,-1.00,Food,\"one\rtwo\"\n"
        let layout = try LedgerLayout(data: Data(text.utf8), profile: nil, settings: BudgetSettings())
        #expect(layout.nextLine == 4, "the CSV reader counts a lone CR as a line end")
    }
}
