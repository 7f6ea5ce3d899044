import Foundation
import Testing

/// Every real export of `Tests/Fixtures/BankExports` (82 files from 18 public projects' test data, their licences in
/// SOURCES.md), imported with `import --yes` and reported by the binary, against the reading `reference.py` worked
/// out by hand from each bank's layout: none may be read with other totals without a word. A file is read exactly,
/// or refused with the reason; `Scripts/bank-corpus.py` does the reading and prints the table.
@Suite struct BankCorpusCommandTests {
    static let script = CommandRunner.packageRoot.appendingPathComponent("Scripts/bank-corpus.py")
    static let python = URL(fileURLWithPath: "/usr/bin/python3")
    static let available = FileManager.default.isExecutableFile(atPath: python.path)

    @Test(.enabled(if: available, "needs python3")) func noRealExportIsReadWithOtherTotalsWithoutAWord() throws {
        let folder = try TemporaryFolder()
        let summary = folder.url.appendingPathComponent("corpus.json")
        let run = try CommandRunner.run(
            [Self.script.path, "--bin", CommandRunner.executable.path, "--json", summary.path], tool: Self.python)
        #expect(run.status == 0, "\(run.standardError)")
        print(run.standardOutput)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: summary)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let counts = try #require((json["summary"] as? [String: Any])?["counts"] as? [String: Int])
        let silent = files.filter { ["wrong", "error"].contains($0["status"] as? String) }.map { $0["file"] as? String }
        #expect(silent == [], "read with other totals than the bank's, or refused by report after import accepted it")
        #expect(files.count == 82)
        // Today's reading: a change that reads fewer files exactly shows here. (Nordea's headerless file, read right
        // by a guess of its amount column that nothing could check, is asked about since, so 42, not 43; the banks'
        // known layouts read 18 more; Windows-1250, a currency word after the amount, rows wider than the header and
        // headerless money-out and money-in columns 6 more; issue 47's CR CR LF line ends with Rabobank's row numbers,
        // lines that are no rows, balances before each row (ASN, Erste), OCBC's continued lines and OFX dates in
        // Chase's CSV 6 more, and Swedbank's CSV named .xls 1.)
        #expect((counts["exact"] ?? 0) >= 73, "\(counts)")
        // Spending in a category after `import --yes` takes its proposed rules and methods, 0.198 without them. On
        // the 66 files read before issue 47's last fixes: 0.709 (the goal is 0.70). A bank's column of how the money
        // went (`methods:`) places Knab's transfers, Venmo's and Revolut's; what is left is mostly card payments to
        // made-up or blanked-out names (N26's sample, the Czech files) and money sent to people by name (ASN's and
        // Erste's, read since), which no word says the kind of.
        let totals = try #require(json["summary"] as? [String: Any])
        let categorized = try #require((totals["categorized_share_of_spending"] as? String).flatMap(Double.init))
        #expect(categorized >= 0.68, "\(totals)")
        let named = files.filter { $0["status"] as? String == "refused" && $0["names_setting"] as? String == "none" }
        #expect(named.map { $0["file"] as? String } == [], "every refusal names the setting that fixes it")
    }
}
