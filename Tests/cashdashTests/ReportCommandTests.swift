import Foundation
import Testing

@Suite struct ReportCommandTests {
    static let ledger = """
        date,amount,type,category,note
        2026-09-01,100.00,deposit,Allowance,Start of term
        2026-09-02,12.50,expense,Food,"Lunch, with <b>friends</b>"
        2026-09-03,two,expense,Food,typo
        2026-09-04,7.25,expense,Fun,Cinema

        """

    @Test func failsWithEveryProblemOrLeavesBadRowsOutWithKeepGoing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.ledger, to: "term.csv")
        let failed = try CommandRunner.run(
            ["report", "term.csv", "--format", "json", "--output", "out.json"], in: folder.url)
        #expect(failed.status == 1)
        #expect(
            failed.standardError == """
                term.csv:4:12: error: `two` is not an amount; write it like 12.50 or $1,234.56
                1 error; no report was written.

                """)
        #expect(!folder.exists("out.json"))
        let kept = try CommandRunner.run(["report", "term.csv", "--format", "csv", "--keep-going"], in: folder.url)
        #expect(kept.status == 0)
        #expect(
            kept.standardError.contains(
                "term.csv:4:12: warning: `two` is not an amount; write it like 12.50 or $1,234.56 (this row was left out)"
            ))
        #expect(
            kept.standardOutput.hasPrefix(
                "section,name,added,spent,net,balance\r\noverall,All budgets,100.00,19.75,80.25,80.25\r\n"))
    }

    static let qif =
        "!Type:Bank\nD11/02'26\nT-120.00\nPSafeway\nLGroceries\n^\nD11/15'26\nT1,500.00\nPEmployer\nLSalary\n^\n"
    static let ofx = """
        OFXHEADER:100
        DATA:OFXSGML

        <OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>42</BANKACCTFROM><BANKTRANLIST>
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261103<TRNAMT>-30.00<FITID>A1<NAME>GROCER</STMTTRN>
        </BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>

        """

    @Test func readsBankStatementsByTheirContentInReportAndBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.qif, to: "bank.qif")
        try folder.write(Self.ofx, to: "export.txt")
        let result = try CommandRunner.run(["report", "bank.qif", "export.txt", "--format", "csv"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix(
                "section,name,added,spent,net,balance\r\noverall,All budgets,1500.00,150.00,1350.00,1350.00\r\n"))

        try folder.write("title: Statements\n", to: "Content/site.yml")
        try folder.write(Self.qif, to: "Content/budgets/bank.qif")
        try folder.write(Self.ofx, to: "Content/budgets/card.ofx")
        try folder.write("<notes>not a statement</notes>\n", to: "Content/budgets/notes.xml")
        let checked = try CommandRunner.run(["check"], in: folder.url)
        #expect(checked.status == 1)
        #expect(
            checked.standardError.hasPrefix(
                "Content/budgets/notes.xml:1:1: error: this file is not a statement Cash Dash reads"),
            "\(checked.standardError)")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Content/budgets/notes.xml"))
        let built = try CommandRunner.run(["build"], in: folder.url)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(folder.exists("Output/budgets/bank/index.html"))
        #expect(folder.exists("Output/budgets/card/index.html"))
    }

    @Test func csvCellsThatStartLikeAFormulaAreWrittenAsText() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            date,amount,type,category,note
            2026-09-01,5.00,expense,=1+1,
            2026-09-02,7.00,expense,@SUM(A1),
            2026-09-03,2.00,expense,-Refund,

            """, to: "term.csv")
        let result = try CommandRunner.run(["report", "term.csv", "--format", "csv"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("category,\"'=1+1\",0.00,5.00,-5.00,\r\n"))
        #expect(result.standardOutput.contains("category,\"'@SUM(A1)\",0.00,7.00,-7.00,\r\n"))
        #expect(
            result.standardOutput.contains("category,\"'-Refund\",0.00,2.00,-2.00,\r\n"),
            "the negative net stays a number")
    }

    @Test func escapeSequencesFromALedgerAreShownWrittenOutNotSentToTheTerminal() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "date,amount,type,category\n2026-09-01,\u{1B}]0;pwned\u{07}\u{1B}[2J,expense,Food\n", to: "term.csv")
        let result = try CommandRunner.run(["report", "term.csv", "--format", "csv"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.standardError.hasPrefix("term.csv:2:12: error: `\\u{1B}]0;pwned\\u{7}\\u{1B}[2J` is not an amount"),
            "\(result.standardError)")
        #expect(
            !result.standardError.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" },
            "no control character but line ends")
    }

    @Test func writesOneSelfContainedPrintablePage() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.ledger.replacingOccurrences(of: "two", with: "2.00"), to: "term.csv")
        let result = try CommandRunner.run(
            ["report", "term.csv", "--from", "2026-09-02", "--output", "report.html"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<style>") && html.contains("<svg"))
        #expect(!html.contains("<link") && !html.contains("<script") && !html.contains("src="), "nothing external")
        #expect(html.contains("Lunch, with &lt;b&gt;friends&lt;/b&gt;"), "notes are escaped")
        #expect(
            html.contains("From 2026-09-02")
                && html.contains("Transactions from September\u{A0}2,\u{A0}2026 to September\u{A0}4,\u{A0}2026"))
        #expect(
            html.contains("−$12.50") && !html.contains("Start of term"),
            "the deposit of 1 September is outside the period")
        // But its money is still there: the period starts with it, and its funds are the real ones, $78.25 (they were
        // said to be −$21.75, the period's net alone).
        #expect(html.contains("Starting with $100.00"))
        #expect(html.contains("<span class=\"money-card-amount\">$78.25</span>"), "\(html)")
    }

    static let hledger = URL(fileURLWithPath: "/usr/bin/hledger")

    /// A generated ledger of 2,000 rows, as CSV and as the hledger journal of the same data.
    static func generated() -> (csv: String, journal: String) {
        let categories = ["Groceries", "Rent", "Eating out", "Fun, games", "Books", "Allowance"]
        var seed: UInt64 = 2026
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var csv = "date,amount,type,category,note\r\n", journal = ""
        for row in 0..<2_000 {
            let date = "2026-\(String(format: "%02d", row % 12 + 1))-\(String(format: "%02d", row % 28 + 1))"
            let category = categories[next(categories.count)]
            let deposit = category == "Allowance"
            let cents = next(deposit ? 90_000 : 25_000) + 1
            let amount = "\(cents / 100).\(String(format: "%02d", cents % 100))"
            csv +=
                "\(date),\(amount),\(deposit ? "deposit" : "expense"),\"\(category)\",\"Row \(row), \"\"quoted\"\"\"\r\n"
            let account = (deposit ? "income:" : "expenses:") + category
            journal += "\(date) row \(row)\n    \(account)  \(deposit ? "-" : "")\(amount) USD\n    assets:cash\n\n"
        }
        return (csv, journal)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: hledger.path), "needs hledger (Debian package)"))
    func categoryTotalsEqualHledgers() throws {
        let folder = try TemporaryFolder()
        let (csv, journal) = Self.generated()
        try folder.write(csv, to: "big.csv")
        try folder.write(journal, to: "big.journal")
        let ours = try CommandRunner.run(["report", "big.csv", "--format", "json"], in: folder.url)
        #expect(ours.status == 0, "\(ours.standardError)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ours.standardOutput.utf8)) as? [String: Any])
        let categories = try #require(json["categories"] as? [String: [String: Any]])
        let theirs = try CommandRunner.run(
            ["-f", "big.journal", "bal", "expenses", "income", "--flat", "-O", "csv"], in: folder.url,
            tool: Self.hledger)
        #expect(theirs.status == 0, "\(theirs.standardError)")
        var compared = 0
        for line in theirs.standardOutput.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\"").filter { $0 != "," }
            guard fields.count == 2, fields[0].contains(":") else { continue }
            let category = String(fields[0].split(separator: ":", maxSplits: 1)[1])
            let amount = fields[1].replacingOccurrences(of: " USD", with: "").replacingOccurrences(of: ",", with: "")
            let key = fields[0].hasPrefix("income:") ? "added" : "spent"
            let value = try #require(categories[category]?[key] as? NSNumber, "\(category)")
            let expected = amount.hasPrefix("-") ? String(amount.dropFirst()) : amount
            #expect(String(format: "%.2f", value.doubleValue) == expected, "\(category)")
            compared += 1
        }
        #expect(compared == 6)
    }

    /// A report of a few months ends with the balance the whole ledger has then, as hledger's `bal -e` says.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: hledger.path), "needs hledger (Debian package)"))
    func aPeriodsBalanceIsTheLedgersBalanceAtItsEndAsHledgerSays() throws {
        let folder = try TemporaryFolder()
        let (csv, journal) = Self.generated()
        try folder.write(csv, to: "big.csv")
        try folder.write(journal, to: "big.journal")
        let theirs = try CommandRunner.run(
            ["-f", "big.journal", "bal", "assets:cash", "-e", "2026-10-01", "-N", "-O", "csv"], in: folder.url,
            tool: Self.hledger)
        let expected = try #require(theirs.standardOutput.split(separator: "\n").last)
            .split(separator: "\"").filter { $0 != "," }.last.map {
                $0.replacingOccurrences(of: " USD", with: "").replacingOccurrences(of: ",", with: "")
            }
        for format in ["json", "csv"] {
            let ours = try CommandRunner.run(
                ["report", "big.csv", "--from", "2026-07-01", "--to", "2026-09-30", "--format", format], in: folder.url)
            #expect(ours.status == 0, "\(ours.standardError)")
            // It once started the period at the starting balance, as if nothing came before July.
            if format == "json" {
                #expect(ours.standardOutput.contains("\"balance\": \(expected ?? "?"),"), "\(ours.standardOutput)")
            } else {
                #expect(
                    ours.standardOutput.split(separator: "\r\n")[1].hasSuffix(",\(expected ?? "?")"),
                    "\(ours.standardOutput)")
            }
        }
    }
}

@Suite struct ReportOutputTests {
    @Test(arguments: ["html", "json", "csv"])
    func replacesItsOwnReportButNoOtherFile(_ format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(ReportCommandTests.ledger.replacingOccurrences(of: "two", with: "2.00"), to: "term.csv")
        let report = ["report", "term.csv", "--format", format, "--output", "out.\(format)"]
        #expect(try CommandRunner.run(report, in: folder.url).status == 0)
        let first = try Data(contentsOf: folder.url.appendingPathComponent("out.\(format)"))
        #expect(link(folder.url.path + "/out.\(format)", folder.url.path + "/backup.\(format)") == 0)
        try folder.write(ReportCommandTests.ledger.replacingOccurrences(of: "two", with: "3.00"), to: "term.csv")
        #expect(try CommandRunner.run(report, in: folder.url).status == 0, "an earlier report is replaced")
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("out.\(format)")) != first)
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("backup.\(format)")) == first,
            "never rewritten in place")

        try folder.write("my own spreadsheet", to: "out.\(format)")
        let refused = try CommandRunner.run(report, in: folder.url)
        #expect(refused.status == 1)
        #expect(
            refused.standardError
                == "out.\(format): error: out.\(format) already exists and is not a report Cash Dash wrote; choose another name, or move that file away first; no report was written\n"
        )
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("out.\(format)"), encoding: .utf8)
                == "my own spreadsheet")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (util-linux)"))
    func atATerminalTheReportGoesIntoAFileAndSaysWhere() throws {
        let folder = try TemporaryFolder()
        try folder.write(ReportCommandTests.ledger.replacingOccurrences(of: "two", with: "2.00"), to: "term.csv")
        // `script` gives the command a pseudo-terminal, as a person's shell would.
        let command = "'\(CommandRunner.executable.path)' report term.csv"
        let atTerminal = try CommandRunner.run(
            ["-qec", command, "/dev/null"], in: folder.url, tool: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(atTerminal.status == 0)
        #expect(atTerminal.standardOutput == "Wrote report.html: open it in a browser to read or print it\r\n")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8).hasPrefix(
                "<!doctype html>"))

        try folder.write("my notes", to: "report.html")
        let refused = try CommandRunner.run(
            ["-qec", command, "/dev/null"], in: folder.url, tool: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(refused.status == 1)
        #expect(refused.standardOutput.contains("(name another file with --output FILE); no report was written"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8) == "my notes")

        let piped = try CommandRunner.run(["report", "term.csv"], in: folder.url)
        #expect(
            piped.status == 0 && piped.standardOutput.hasPrefix("<!doctype html>"),
            "piped, the page is printed as before")
    }

    @Test func refusesToWriteThroughALink() throws {
        let folder = try TemporaryFolder()
        try folder.write(ReportCommandTests.ledger.replacingOccurrences(of: "two", with: "2.00"), to: "term.csv")
        try folder.write("keep", to: "target.txt")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.path + "/out.csv", withDestinationPath: "target.txt")
        let result = try CommandRunner.run(
            ["report", "term.csv", "--format", "csv", "--output", "out.csv"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("out.csv is a link; Cash Dash does not write through links"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("target.txt"), encoding: .utf8) == "keep")
    }
}
