import Foundation
import Testing

/// The class commands that add rows (`pay`, `buy`, `fine`, `transfer`, `xp`, `award`, `payroll`), spreadsheet re-saves
/// and dates, run through the real binary on copies of the default site.
@Suite struct ClassEntryCommandTests {
    static let today = ["CASHDASH_TODAY": "2026-11-24"]

    /// A copy of the default site's Content folder.
    func defaultSite() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Content"),
            to: site.url.appendingPathComponent("Content"))
        return site
    }

    func run(_ arguments: [String], _ site: TemporaryFolder) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, in: site.url, environment: Self.today)
    }

    /// The memos `rules.yml` writes: each job's weekly pay and November's desk rent.
    static let ruleMemos: Set<String> = Set(
        [
            "Class banker", "Librarian", "Plant keeper", "Tech helper", "Messenger", "Recycling lead", "Board cleaner",
            "Attendance keeper", "Supply manager", "Line leader",
        ].map { "Weekly pay: \($0)" } + ["\"Desk rent, November\""])

    /// A row of the default transactions.csv without its id (the memos of rule rows have no commas but rent's, which is quoted).
    static func valuesWithoutID(_ line: Substring) -> String { String(line.drop { $0 != "," }) }

    static func isRuleRow(_ line: Substring) -> Bool {
        let fields = line.split(separator: ",", maxSplits: 5)
        return fields.count == 6 && ruleMemos.contains(where: { fields[5].hasPrefix($0 + ",") })
    }

    @Test func aBrokenRulesFileIsCheckedByCheckAndLeavesAPaymentAlone() throws {
        // A job given to no student of the class: `class pay` wrote its row, then said "nothing was written" and
        // exited 0, and a teacher paid twice; `check` said no problems.
        let site = try defaultSite()
        let rules = try site.read("Content/class/rules.yml")
        let broken = try #require(rules.range(of: "Librarian: ")).upperBound
        let line = rules[broken...].prefix { $0 != "\n" }
        try site.write(
            rules.replacingOccurrences(of: "Librarian: " + line, with: "Librarian: Nobody Here"),
            to: "Content/class/rules.yml")
        let pay = try run(["class", "pay", "Finn", "5", "Bonus: helped"], site)
        #expect(pay.status == 0 && pay.standardError.isEmpty && pay.standardOutput.hasPrefix("Paid Finn"), "\(pay)")
        let check = try run(["check"], site)
        #expect(check.status != 0 && check.standardError.contains("rules.yml:"), "\(check)")
    }

    /// A row payroll would write and cannot is told at the rule that makes it: it had been told at
    /// `transactions.csv:2:26`, a line the file does not have.
    @Test func aPayrollRowThatCannotBeWrittenIsAnErrorAtItsRule() throws {
        let site = try TemporaryFolder()
        try site.write("title: T\n", to: "Content/site.yml")
        try site.write("id,name\ns1,Maya Lopez\n", to: "Content/class/students.csv")
        try site.write("id,date,from,to,amount,memo,created_by\n", to: "Content/class/transactions.csv")
        try site.write(
            "created_by: Ms. R\nrules:\n  - name: Desk rent\n    rent: 5.00\n    every: month\n    on: 12\n    start: 2026-11-01\n",
            to: "Content/class/rules.yml")
        let payroll = try run(["class", "payroll"], site)
        #expect(payroll.status != 0)
        #expect(
            payroll.standardError.hasPrefix(
                "Content/class/rules.yml:3:1: error: the rule `Desk rent` would add the row 2026-11-12, s1 to bank, "
                    + "$5.00, Desk rent, November, but this payment takes Maya Lopez below zero"),
            "\(payroll.standardError)")
        #expect(try site.read("Content/class/transactions.csv") == "id,date,from,to,amount,memo,created_by\n")
    }

    @Test func payrollForFourWeeksEqualsTheHandWrittenWeeklyPayAndTwiceInARowAddsNothing() throws {
        let site = try defaultSite()
        let original = try site.read("Content/class/transactions.csv").split(separator: "\n")
        let kept = original.filter {
            $0 == original[0] || (!Self.isRuleRow($0) && $0.split(separator: ",")[1] <= "2026-10-08")
        }
        try site.write(kept.joined(separator: "\n") + "\n", to: "Content/class/transactions.csv")
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/class/ledger.lock"))

        let before = try site.read("Content/class/transactions.csv")
        let payroll = try run(["class", "payroll", "--through", "2026-10-08"], site)
        #expect(payroll.status == 0, "\(payroll.standardError)")
        #expect(
            payroll.standardOutput == """
                Weekly pay: added 40 rows on 4 days from 2026-09-11 to 2026-10-02, $384.00 in all
                Desk rent: nothing due
                Savings interest: nothing due

                """)
        let after = try site.read("Content/class/transactions.csv")
        #expect(after.hasPrefix(before), "only added to")
        let added = after.dropFirst(before.count).split(separator: "\n")
        let handWritten = original.filter { Self.isRuleRow($0) && $0.split(separator: ",")[1] <= "2026-10-08" }
        #expect(added.map(Self.valuesWithoutID).sorted() == handWritten.map(Self.valuesWithoutID).sorted())
        #expect(
            added.first?.hasPrefix("t052,2026-09-11,bank,s01,12.00,") == true,
            "the next free id after t051, in the file's style")

        let again = try run(["class", "payroll", "--through", "2026-10-08"], site)
        #expect(again.status == 0)
        #expect(
            again.standardOutput == "Weekly pay: nothing due\nDesk rent: nothing due\nSavings interest: nothing due\n")
        #expect(try site.read("Content/class/transactions.csv") == after)
    }

    @Test func rulesYMLPlusTheOneOffRowsIsTheDefaultSitesWholeHistory() throws {
        let site = try defaultSite()
        let original = try site.read("Content/class/transactions.csv").split(separator: "\n")
        try site.write(
            original.filter { !Self.isRuleRow($0) }.joined(separator: "\n") + "\n", to: "Content/class/transactions.csv"
        )
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/class/ledger.lock"))
        let payroll = try run(["class", "payroll", "--through", "2026-11-20"], site)
        #expect(payroll.status == 0, "\(payroll.standardError)")
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n")
        #expect(rows.map(Self.valuesWithoutID).sorted() == original.map(Self.valuesWithoutID).sorted())
        #expect(
            try run(["class", "payroll"], site).standardOutput
                == "Weekly pay: nothing due\nDesk rent: nothing due\nSavings interest: nothing due\n")
    }

    /// Dates `M/D/YYYY`, amounts without trailing zeros, CRLF and a byte-order mark, as Excel (US) saves a CSV.
    static func excelResave(_ text: String) -> String {
        var text = text
        text = text.replacingOccurrences(
            of: #"(\d{4})-0?(\d{1,2})-0?(\d{1,2})"#, with: "$2/$3/$1", options: .regularExpression)
        text = text.replacingOccurrences(of: #",(\d+)\.00,"#, with: ",$1,", options: .regularExpression)
        text = text.replacingOccurrences(of: #",(\d+)\.(\d)0,"#, with: ",$1.$2,", options: .regularExpression)
        return "\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")
    }

    @Test func anExcelResaveOfTheClassFilesBuildsWithEveryLockIntact() throws {
        let site = try defaultSite()
        for file in ["transactions.csv", "xp.csv", "awards.csv", "students.csv", "badges.csv"] {
            try site.write(Self.excelResave(try site.read("Content/class/\(file)")), to: "Content/class/\(file)")
        }
        #expect(
            try site.read("Content/class/transactions.csv").contains(
                "t001,9/11/2026,bank,s01,12,Weekly pay: Class banker"))
        let settings = try site.read("Content/site.yml")
        let unset = try run(["check", "-q"], site)
        #expect(
            unset.status == 1 && unset.standardError.contains("`9/11/2026` is not a date; write dates as YYYY-MM-DD"))
        #expect(
            !unset.standardError.contains("no longer in transactions.csv"),
            "a row that does not read is not a removed one")
        try site.write(settings + "\nclass:\n  date_format: M/D/YYYY\n", to: "Content/site.yml")
        let build = try run(["build", "-q"], site)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(!build.standardError.contains("not locked"), "every lock intact")
        #expect(
            try run(["class", "lock"], site).standardOutput == "Nothing new to lock: all 156 transactions are locked.\n"
        )

        // A new row goes in the file's own layout: its date format, CRLF, after the BOM and the old bytes.
        let before = try Data(contentsOf: site.url.appendingPathComponent("Content/class/transactions.csv"))
        #expect(try run(["class", "buy", "Grace", "2", "Sticker pack", "--date", "2026-11-23"], site).status == 0)
        let after = try Data(contentsOf: site.url.appendingPathComponent("Content/class/transactions.csv"))
        #expect(after == before + Data("t157,11/23/2026,s07,bank,2.00,Class store: Sticker pack,Ms. Rivera\r\n".utf8))
    }

    @Test func aRealChangeOfALockedAmountNamesTheOldAndNewValues() throws {
        let site = try defaultSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "t005,2026-09-11,bank,s05,8.00,", with: "t005,2026-09-11,bank,s05,9.00,"),
            to: "Content/class/transactions.csv")
        let check = try run(["check", "-q"], site)
        #expect(check.status == 1)
        #expect(
            check.standardError.hasPrefix(
                "Content/class/transactions.csv:6:1: error: the published transaction `t005` was changed: amount 8.00 → 9.00; put the "
                    + "row back as it was"))
    }

    func appends(_ file: String, _ site: TemporaryFolder, _ arguments: [String], _ line: String) throws {
        let url = site.url.appendingPathComponent("Content/class/\(file)")
        let before = try Data(contentsOf: url)
        let result = try run(["class"] + arguments, site)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        #expect(try Data(contentsOf: url) == before + Data(line.utf8), "\(arguments)")
    }

    @Test func eachClassCommandAppendsOneByteExactLine() throws {
        let site = try defaultSite()
        try appends(
            "transactions.csv", site, ["pay", "Dev", "2.5", "Bonus: tidy desk", "--date", "2026-11-23"],
            "t157,2026-11-23,bank,s04,2.50,Bonus: tidy desk,Ms. Rivera\n")
        try appends(
            "transactions.csv", site, ["buy", "ava bright", "4", "Pencil set"],
            "t158,2026-11-24,s01,bank,4.00,Class store: Pencil set,Ms. Rivera\n")
        try appends(
            "transactions.csv", site, ["fine", "chloe", "1", "Late book, 2 days"],
            "t159,2026-11-24,s03,bank,1.00,\"Fine: Late book, 2 days\",Ms. Rivera\n")
        try appends(
            "transactions.csv", site, ["transfer", "Iris", "s08", "1.50"],
            "t160,2026-11-24,s09,s08,1.50,Transfer,Ms. Rivera\n")
        try appends(
            "xp.csv", site, ["xp", "Élena", "25", "Quest: compare prices"],
            "x056,2026-11-24,s05,25,Quest: compare prices\n")
        // A correction's negative points, as the help says, not taken for an option.
        try appends("xp.csv", site, ["xp", "Élena", "-5", "Correction"], "x057,2026-11-24,s05,-5,Correction\n")
        try appends("awards.csv", site, ["award", "Finn", "smart shopper"], "2026-11-24,s06,b4,\n")
        let check = try run(["check", "-q"], site)
        #expect(
            check.status == 0 && check.standardError.contains("4 transactions are not locked yet"),
            "the commands never lock")
    }

    @Test func aCommaIsNeverADecimalPointThatDisappears() throws {
        let site = try defaultSite()
        let before = try site.read("Content/class/transactions.csv")
        // `12,50` paid Ava $1,250.00, and `1,2,3` $123.00.
        for typed in ["12,50", "1,2,3"] {
            let paid = try run(["class", "pay", "Ava", typed, "Bonus"], site)
            #expect(
                paid.status != 0
                    && paid.standardError.contains(
                        "Content/class/transactions.csv:1:1: error: `\(typed)` is not an amount; write it like 12.50"),
                "\(typed): \(paid.standardError)")
        }
        #expect(try site.read("Content/class/transactions.csv") == before)
        let converted = try run(["rates", "convert", "12,50", "EUR", "USD", "--rates", "Content/rates"], site)
        #expect(converted.status != 0 && converted.standardOutput.isEmpty, "\(converted.standardOutput)")
        #expect(try run(["class", "pay", "Ava", "1,250.50", "Bonus"], site).status == 0, "thousands are grouped")
        #expect(try site.read("Content/class/transactions.csv").hasSuffix(",bank,s01,1250.50,Bonus,Ms. Rivera\n"))
    }

    @Test func aGermanSiteTakesClassAmountsAsAddDoes() throws {
        let site = try defaultSite()
        let settings = try site.read("Content/site.yml")
        try site.write(
            settings.replacingOccurrences(of: "locale: en_US", with: "locale: de_DE"), to: "Content/site.yml")
        let before = try site.read("Content/class/transactions.csv")
        // Each command took `12.50` and refused `12,50`; `1,234` (one and 234 thousandths here) paid 1,234.00.
        let commands: [(arguments: [String], row: String)] = [
            (["pay", "Ava", "12,50", "Bonus"], ",bank,s01,12.50,Bonus,"),
            (["pay", "Ben", "1.234,56", "Prize"], ",bank,s02,1234.56,Prize,"),
            (["buy", "Ben", "4,50", "Pen"], ",s02,bank,4.50,Class store: Pen,"),
            (["fine", "Chloe", "2,5", "Late"], ",s03,bank,2.50,Fine: Late,"),
            (["transfer", "Ava", "Ben", "3.50"], ",s01,s02,3.50,Transfer,"),
        ]
        var expected = before
        for command in commands {
            let added = try run(["class"] + command.arguments, site)
            #expect(added.status == 0, "\(command.arguments): \(added.standardError)")
            let rows = try site.read("Content/class/transactions.csv")
            #expect(rows.hasPrefix(expected) && rows.contains(command.row), "\(command.arguments): \(rows)")
            expected = rows
        }
        #expect(try run(["class", "pay", "Ava", "1,250.50", "Bonus"], site).status == 0, "the manual's examples work")
        expected = try site.read("Content/class/transactions.csv")
        let ambiguous =
            "`1,234` has more decimals than USD has (2); round it to 2 decimals, or, for a thousand or more, write "
            + "1234 or 1.234 (on this site a comma is the decimal mark, as in 12,50)"
        for command in [
            ["class", "pay", "Ava", "1,234", "Bonus"], ["add", "1,234", "Groceries", "--budget", "Household"],
        ] {
            let refused = try run(command, site)
            #expect(refused.status != 0 && refused.standardError.contains(ambiguous), "\(refused.standardError)")
        }
        #expect(try site.read("Content/class/transactions.csv") == expected, "nothing was added for `1,234`")
        let both = try run(["class", "transfer", "Ava", "Zed", "1,234"], site)
        #expect(
            both.standardError.contains(ambiguous) && both.standardError.contains("Zed")
                && both.standardError.contains("2 errors"), "every problem at once: \(both.standardError)")
        let negative = try run(["class", "fine", "Ava", "--", "-2", "Late"], site)
        #expect(negative.standardError.contains("the amount should be above zero, like 12,50"), "\(negative)")
    }

    @Test func anAmountWithMoreDecimalsThanTheCurrencyIsRefusedNotRounded() throws {
        let site = try defaultSite()
        let before = try site.read("Content/class/transactions.csv")
        // It once said "Paid Ava Brightwater $1.01" and wrote 1.00.
        let paid = try run(["class", "pay", "Ava", "1.005", "Bonus"], site)
        #expect(paid.status == 1)
        #expect(
            paid.standardError.contains(
                "Content/class/transactions.csv:1:1: error: `1.005` has more decimals than USD has (2); round it to 2 decimals"
            ), "\(paid.standardError)")
        #expect(try site.read("Content/class/transactions.csv") == before)
    }

    @Test func aSemicolonCRLFFileWithCommaDecimalsGetsALineInItsOwnLayout() throws {
        let site = try TemporaryFolder()
        try site.write(
            "title: Club\nclass:\n  date_format: DD.MM.YYYY\n  decimal_separator: \",\"\n", to: "Content/site.yml")
        try site.write("id,name\nk1,Kai Moana\nk2,Lea Park\n", to: "Content/class/students.csv")
        try site.write(
            "\u{FEFF}sep=;\r\n\"id\";\"date\";\"from\";\"to\";\"amount\";\"memo\";\"created_by\"\r\n\"T-0009\";\"02.11.2026\";\"bank\";\"k1\";\"10,5\";\"Pay\";\"T\"\r\n",
            to: "Content/class/transactions.csv")
        try appends(
            "transactions.csv", site,
            ["transfer", "kai", "lea", "3,25".replacingOccurrences(of: ",", with: "."), "Snack; shared"],
            "\"T-0010\";\"24.11.2026\";\"k1\";\"k2\";\"3,25\";\"Snack; shared\";\"cashdash\"\r\n")
    }

    @Test func namesThatFitNoneOrSeveralStudentsListTheCandidatesAndAddNothing() throws {
        let site = try defaultSite()
        let before = try site.read("Content/class/transactions.csv")
        let ambiguous = try run(["class", "pay", "o", "1", "x"], site)
        #expect(ambiguous.status == 1)
        #expect(
            ambiguous.standardError.contains(
                "error: `o` could be `Ben Okafor` or `Finn O'Connor`; write more of the name, or the student's id"),
            "a part of a name starts one of its words")
        let unknown = try run(["class", "xp", "Zed", "5", "x"], site)
        #expect(
            unknown.status == 1
                && unknown.standardError.contains(
                    "there is no student called `Zed`; the students are `Ava Brightwater`")
        )
        let broke = try run(["class", "buy", "Grace", "900", "A television"], site)
        #expect(broke.status == 1)
        #expect(
            broke.standardError.contains(
                "Content/class/transactions.csv:158:26: error: this payment takes Grace Kim below zero: they have $62.00 on 2026-11-24 "
                    + "and it takes $900.00; pay less, or record the money coming in first"))
        #expect(try site.read("Content/class/transactions.csv") == before)
    }

    @Test func aStatementOfThisMonthStopsAtTodayAndAFutureMonthIsRefused() throws {
        let site = try defaultSite()
        let now = try run(["class", "statements", "--month", "2026-11"], site)
        #expect(now.status == 0, "\(now.standardError)")
        let index = try site.read("Statements/2026-11/index.html")
        #expect(index.contains("from November\u{A0}1,\u{A0}2026 so far, to November\u{A0}24,\u{A0}2026"))
        let ava = try site.read("Statements/2026-11/ava-brightwater.html")
        #expect(
            ava.contains("From November\u{A0}1,\u{A0}2026 so far, to November\u{A0}24,\u{A0}2026")
                && ava.contains("so far, on November\u{A0}24,\u{A0}2026"))
        let past = try CommandRunner.run(
            ["class", "statements", "--month", "2026-11"], in: site.url, environment: ["CASHDASH_TODAY": "2026-12-02"])
        #expect(
            try site.read("Statements/2026-11/index.html").contains(
                "from November\u{A0}1,\u{A0}2026 to November\u{A0}30,\u{A0}2026") && past.status == 0)
        let future = try run(["class", "statements", "--month", "2026-12"], site)
        #expect(future.status == 1)
        #expect(future.standardError.contains("error: 2026-12 has not begun yet (today is 2026-11-24)"))
        #expect(!site.exists("Statements/2026-12"))
    }

    @Test func aRowDatedAfterTodayIsAWarningAtItsLineAndAnErrorWithStrict() throws {
        let site = try defaultSite()
        let text = try site.read("Content/class/xp.csv")
        try site.write(text + "x056,2026-12-01,s01,5,Quest: later\n", to: "Content/class/xp.csv")
        let check = try run(["check", "-q"], site)
        #expect(check.status == 0)
        #expect(
            check.standardError.contains(
                "Content/class/xp.csv:57:6: warning: this row is dated 2026-12-01, after today (2026-11-24); write the day it happened"
            ))
        let strict = try run(["check", "-q", "--strict"], site)
        #expect(
            strict.status == 1
                && strict.standardError.contains("Content/class/xp.csv:57:6: error: this row is dated 2026-12-01"))
    }
}
