import Foundation
import Testing

/// `cashdash add`, `undo` and `balance`, run as a family would: every row lands at the end of its ledger in the
/// ledger's own layout, and nothing already written changes.
@Suite struct EntryCommandTests {
    static let today = ["CASHDASH_TODAY": "2026-11-24"]

    /// A site with one ledger file and its settings.
    private func site(ledger name: String, _ bytes: [UInt8], budgets: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        if !budgets.isEmpty { try folder.write(budgets, to: "Content/budgets/budgets.yml") }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Content/budgets"), withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.url.appendingPathComponent("Content/budgets/\(name)"))
        return folder
    }

    private func bytes(_ folder: TemporaryFolder, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.url.appendingPathComponent("Content/budgets/\(name)")))
    }

    @Test func addsARowToACommaLedgerAsItsLastLine() throws {
        let before = Array("date,amount,type,category,note\n2026-11-02,30.00,deposit,Allowance,Weekly money\n".utf8)
        let folder = try site(ledger: "week.csv", before)
        let added = try CommandRunner.run(
            ["add", "12.50", "Food", "Milk, and \"bread\"", "--new-category"], in: folder.url, environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(
            added.standardOutput
                == "Added to Content/budgets/week.csv, line 3: 2026-11-24, Food, −$12.50, Milk, and \"bread\". week now has $17.50.\n"
        )
        #expect(
            try bytes(folder, "week.csv") == before
                + Array("2026-11-24,12.50,expense,Food,\"Milk, and \"\"bread\"\"\"\n".utf8))
    }

    /// A German bank's export read through a profile: Windows-1252, `;`, `DD.MM.YYYY`, `1.234,56`, CRLF, its own words.
    @Test func addsARowToAWindows1252SemicolonLedgerInItsOwnWords() throws {
        let before = Array(
            "Buchungstag;Betrag;Art;Kategorie;Verwendungszweck\r\n24.10.2026;1.200,00;Gutschrift;Gehalt;Lohn Oktober\r\n03.11.2026;12,40;Lastschrift;Bäckerei;Brötchen\r\n"
                .utf8
        )
        .asWindows1252
        let budgets = """
            ledgers:
              konto.csv:
                encoding: windows-1252
                date_format: DD.MM.YYYY
                decimal_separator: ","
                budget: Konto
                columns: {Buchungstag: date, Betrag: amount, Art: type, Kategorie: category, Verwendungszweck: note}
                types: {Lastschrift: expense, Gutschrift: deposit}

            """
        let folder = try site(ledger: "konto.csv", before, budgets: budgets)
        let added = try CommandRunner.run(
            ["add", "4.20", "Bäckerei", "Kuchen für Oma", "--date", "2026-11-05"], in: folder.url,
            environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        let written = try bytes(folder, "konto.csv")
        #expect(
            written == before + Array("05.11.2026;4,20;Lastschrift;Bäckerei;Kuchen für Oma\r\n".utf8).asWindows1252,
            "\(String(decoding: written, as: UTF8.self))")
        #expect(try CommandRunner.run(["check"], in: folder.url).status == 0)
    }

    @Test func aLedgerWithoutATypeColumnGetsASignAndOneWithoutALineEndGetsOneFirst() throws {
        let before = Array(
            "Date,Description,Amount,Category\r\n11/02/2026,PAYCHECK,500.00,Pay\r\n11/03/2026,CORNER CAFE,-4.75,Eating out"
                .utf8)
        let folder = try site(
            ledger: "bank.csv", before, budgets: "ledgers:\n  bank.csv:\n    date_format: MM/DD/YYYY\n")
        #expect(
            try CommandRunner.run(["add", "3", "Eating out", "Tea"], in: folder.url, environment: Self.today).status
                == 0)
        #expect(try bytes(folder, "bank.csv") == before + Array("\r\n11/24/2026,Tea,-3.00,Eating out\r\n".utf8))
    }

    @Test func anUnknownCategoryIsRefusedWithTheNearestAndNothingIsWritten() throws {
        let before = Array("date,amount,type,category,note\n2026-11-02,8.00,expense,Groceries,Bread\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        let refused = try CommandRunner.run(["add", "3", "Grocries"], in: folder.url, environment: Self.today)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "`Grocries` is not a category of home yet; did you mean `Groceries`? If it is a new one, add it with --new-category"
            ))
        #expect(try bytes(folder, "home.csv") == before)
        let notAmount = try CommandRunner.run(["add", "-3", "Groceries"], in: folder.url, environment: Self.today)
        let unchanged = try bytes(folder, "home.csv")
        #expect(notAmount.status != 0 && unchanged == before)
    }

    @Test func aRowInYenSaysYenAndWhatItIsInDollarsNotTheYenAsDollars() throws {
        let before = Array(
            "date,amount,type,category,currency,note\n2026-11-02,100.00,deposit,Pay,USD,Start\n".utf8)
        let folder = try site(ledger: "trip.csv", before)
        try folder.write(
            #"{"base":"USD","date":"2026-11-02","fetched_at":"2026-11-02T16:00:00Z","provider":"ecb","rates":{"JPY":150}}"#,
            to: "Content/rates/2026-11-02.json")
        let added = try CommandRunner.run(
            ["add", "1500", "Pay", "Ramen", "--currency", "JPY", "--date", "2026-11-02"], in: folder.url,
            environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        // 1,500 yen at 150 yen a dollar is $10.00; the row was once announced as −$15.00.
        #expect(
            added.standardOutput
                == "Added to Content/budgets/trip.csv, line 3: 2026-11-02, Pay, −1,500\u{A0}JPY ($10.00), Ramen. trip now has $90.00.\n"
        )
    }

    @Test func aCategoryALedgerCannotHoldIsRefusedNotDropped() throws {
        // A bank's export read through its profile: no category column, so every row is `Uncategorized`.
        let before = Array("date,amount,note\n2026-11-02,100.00,Start\n".utf8)
        let folder = try site(
            ledger: "bank.csv", before,
            budgets: "ledgers:\n  bank.csv:\n    columns:\n      date: date\n      amount: amount\n      note: note\n")
        let refused = try CommandRunner.run(
            ["add", "3", "Rent", "Flat", "--new-category"], in: folder.url, environment: Self.today)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "this ledger has no `category` column, so budgets.yml gives the row one from its note: it would be read "
                    + "as `Uncategorized`, not `Rent`"),
            "\(refused.standardError)")
        #expect(try bytes(folder, "bank.csv") == before)
        let unknown = try CommandRunner.run(["add", "3", "Rent"], in: folder.url, environment: Self.today)
        #expect(
            unknown.standardError.contains(
                "`Rent` is not a category of bank yet; if it is a new one, add it with --new-category"),
            "\(unknown.standardError)")
    }

    @Test func aGermanSiteTakesAmountsAsGermanyWritesThem() throws {
        let before = Array("date,amount,type,category,note\n2026-11-02,100.00,deposit,Pay,Start\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        try folder.write("title: Zuhause\nlocale: de_DE\ncurrency: EUR\n", to: "Content/site.yml")
        // `12,50` was "not an amount to add; write it like 12.50".
        for (typed, written) in [("12,50", "12.50"), ("1.234,56", "1234.56"), ("3.50", "3.50")] {
            let added = try CommandRunner.run(
                ["add", typed, "Pay", "--deposit"], in: folder.url, environment: Self.today)
            #expect(added.status == 0, "\(typed): \(added.standardError)")
            #expect(
                try String(decoding: bytes(folder, "home.csv"), as: UTF8.self).hasSuffix(",\(written),deposit,Pay,\n"))
        }
        let refused = try CommandRunner.run(["add", "12,5,0", "Pay"], in: folder.url, environment: Self.today)
        #expect(refused.standardError.contains("write it like 12,50, without a sign"), "\(refused.standardError)")
    }

    @Test func undoIsRefusedInALedgerWithoutANoteToSayWhichLineItReverses() throws {
        let before = Array(
            "date,amount,type,category\n2026-11-01,100.00,deposit,Pay\n2026-11-02,8.00,expense,Food\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        // Its "Undo of line 3" was written nowhere, so a second undo reversed the first instead of line 2.
        let refused = try CommandRunner.run(["undo"], in: folder.url, environment: Self.today)
        #expect(refused.status == 1)
        #expect(
            refused.standardError.contains(
                "this ledger has no `note` column, where an undo writes which line it reverses"),
            "\(refused.standardError)")
        #expect(try bytes(folder, "home.csv") == before)
    }

    @Test func undoTwiceReversesTheLastTwoRowsAndBalanceMatchesTheSite() throws {
        let before = Array(
            "date,amount,type,category,note\n2026-11-01,100.00,deposit,Pay,Start\n2026-11-02,8.00,expense,Food,Bread\n2026-11-03,5.00,expense,Fun,Film\n"
                .utf8)
        let folder = try site(
            ledger: "home.csv", before, budgets: "budgets:\n  home:\n    limits:\n      Food: 50/month\n")
        #expect(
            try CommandRunner.run(["undo"], in: folder.url, environment: Self.today).standardOutput
                == "Added to Content/budgets/home.csv, line 5: 2026-11-24, Fun, +$5.00, Undo of line 4: Film. home now has $92.00.\n"
        )
        #expect(try CommandRunner.run(["undo"], in: folder.url, environment: Self.today).status == 0)
        #expect(
            try bytes(folder, "home.csv") == before
                + Array(
                    "2026-11-24,-5.00,expense,Fun,Undo of line 4: Film\n2026-11-24,-8.00,expense,Food,Undo of line 3: Bread\n"
                        .utf8))
        let balance = try CommandRunner.run(["balance"], in: folder.url, environment: Self.today)
        #expect(
            balance.standardOutput == """
                home: $100.00 available; spent $0.00 in November 2026
                  Food: $0.00 of $50.00 this month, $50.00 left

                """)
        #expect(try CommandRunner.run(["build"], in: folder.url).status == 0)
        #expect(
            try folder.read("Output/budgets/index.html").contains("<td class=\"number\">$100.00</td>"),
            "the site's balance")
    }

    /// A bank's export has no type column: an amount's sign says money out or in, so an undo is written with the
    /// other sign, and is read back as a reversal of what it undoes, not as money of the other kind.
    @Test func undoInALedgerWithoutATypeColumnLowersWhatItUndoes() throws {
        let before = Array("date,amount,category,note\n2026-11-01,100.00,Pay,Start\n2026-11-02,-8.00,Food,Bread\n".utf8)
        let folder = try site(ledger: "card.csv", before)
        for _ in 0..<2 { #expect(try CommandRunner.run(["undo"], in: folder.url, environment: Self.today).status == 0) }
        #expect(
            try bytes(folder, "card.csv") == before
                + Array(
                    "2026-11-24,8.00,Food,Undo of line 3: Bread\n2026-11-24,-100.00,Pay,Undo of line 2: Start\n".utf8))
        // It had said "spent $108.00": the undone bread, and the undone pay as if it were spent.
        #expect(
            try CommandRunner.run(["balance"], in: folder.url, environment: Self.today).standardOutput
                == "card: $0.00 available; spent $0.00 in November 2026\n")
        let report = try CommandRunner.run(
            ["report", "Content/budgets/card.csv", "--format", "json"], in: folder.url, environment: Self.today)
        #expect(
            report.standardOutput.contains(
                #""card": {"added": 0.00, "balance": 0.00, "net": 0.00, "spent": 0.00, "starting_balance": 0.00}"#),
            "\(report.standardOutput)\(report.standardError)")
    }

    @Test func undoInALedgerReadWithTypesTakesTheRowBack() throws {
        // The manual's Girokonto layout: unsigned amounts, `S` money out and `H` money in. The undo's `-20,00;S` was
        // read as a second purchase of 20,00.
        let before = Array(
            "Datum;Betrag;SH;Kategorie;Text\n01.11.2026;100,00;H;Lohn;Start\n02.11.2026;10,00;S;Essen;Brot\n".utf8)
        let budgets =
            "decimal_separator: \",\"\ndate_format: DD.MM.YYYY\nledgers:\n  giro.csv:\n    budget: Giro\n"
            + "    columns: {Datum: date, Betrag: amount, SH: type, Kategorie: category, Text: note}\n"
            + "    types: {S: expense, H: deposit}\n"
        let folder = try site(ledger: "giro.csv", before, budgets: budgets)
        try folder.write("title: Giro\ncurrency: EUR\nlocale: de_DE\n", to: "Content/site.yml")
        let add = try CommandRunner.run(["add", "20,00", "Essen", "Markt"], in: folder.url, environment: Self.today)
        #expect(add.status == 0, "\(add.standardError)")
        let undo = try CommandRunner.run(["undo"], in: folder.url, environment: Self.today)
        #expect(undo.status == 0, "\(undo.standardError)")
        let balance = try CommandRunner.run(["balance"], in: folder.url, environment: Self.today)
        #expect(
            balance.standardOutput == "Giro: 90,00\u{A0}€ available; spent 10,00\u{A0}€ in November 2026\n",
            "\(balance)")
    }

    @Test func anAmountWithAnotherCurrencysSymbolIsRefused() throws {
        // `add €5 Groceries` on a dollar site had written 5.00 and said −$5.00.
        let before = Array("date,amount,type,category,note\n2026-11-01,5.00,expense,Groceries,A\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        let euros = try CommandRunner.run(["add", "€5", "Groceries"], in: folder.url, environment: Self.today)
        #expect(euros.status != 0 && euros.standardError.contains("is in euros (€), but this would add it in USD"))
        #expect(try bytes(folder, "home.csv") == before)
        let dollars = try CommandRunner.run(["add", "$5", "Groceries"], in: folder.url, environment: Self.today)
        #expect(dollars.status == 0, "\(dollars.standardError)")
    }

    @Test func aReadOnlyOrLinkedLedgerIsNotAddedTo() throws {
        let before = Array("date,amount,type,category,note\n2026-11-01,5.00,expense,Groceries,A\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        let ledger = folder.url.appendingPathComponent("Content/budgets/home.csv")
        // Made read-only by its owner, it had been replaced by a new file all the same.
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: ledger.path)
        let readOnly = try CommandRunner.run(["add", "2", "Groceries"], in: folder.url, environment: Self.today)
        #expect(readOnly.status != 0 && readOnly.standardError.contains("this file is read-only"))
        #expect(try bytes(folder, "home.csv") == before)
        // A link to a ledger elsewhere had been refused as "the file changed while this ran".
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: ledger.path)
        try FileManager.default.moveItem(at: ledger, to: folder.url.appendingPathComponent("Content/budgets/real.csv"))
        try FileManager.default.createSymbolicLink(atPath: ledger.path, withDestinationPath: "real.csv")
        let linked = try CommandRunner.run(
            ["add", "2", "Groceries", "--budget", "home"], in: folder.url, environment: Self.today)
        #expect(linked.standardError.contains("this file is a link to another file"), "\(linked.standardError)")
    }

    @Test func balanceReadsNoLedgerThroughALinkOutOfTheSite() throws {
        // `check` and `report` refuse it; `balance` had read it and said −$10.00.
        let outside = try TemporaryFolder()
        try outside.write("date,amount,type,category,note\n2026-11-01,10.00,expense,Food,A\n", to: "elsewhere.csv")
        let folder = try site(ledger: "home.csv", Array("date,amount,type,category,note\n".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Content/budgets/away.csv").path,
            withDestinationPath: outside.url.appendingPathComponent("elsewhere.csv").path)
        let balance = try CommandRunner.run(["balance"], in: folder.url, environment: Self.today)
        #expect(balance.status != 0 && !balance.standardOutput.contains("10.00"), "\(balance)")
    }

    @Test func aRowIsAddedAfterMacExcelsLoneCarriageReturns() throws {
        // "CSV (Macintosh)": the new row had been added after a `\n` and checked at the wrong line.
        let before = Array("date,amount,type,category,note\r2026-11-01,5.00,expense,Groceries,A\r".utf8)
        let folder = try site(ledger: "home.csv", before)
        let add = try CommandRunner.run(["add", "2", "Groceries", "Tea"], in: folder.url, environment: Self.today)
        #expect(add.status == 0 && add.standardOutput.contains("line 3"), "\(add)")
        #expect(try bytes(folder, "home.csv") == before + Array("2026-11-24,2.00,expense,Groceries,Tea\r".utf8))
    }

    @Test func aDateATwoDigitYearCannotSayIsRefused() throws {
        let before = Array("date,amount,type,category,note\n01/11/26,5.00,expense,Groceries,A\n".utf8)
        let folder = try site(ledger: "home.csv", before, budgets: "date_format: DD/MM/YY\n")
        let add = try CommandRunner.run(
            ["add", "2", "Groceries", "--date", "2075-05-01"], in: folder.url, environment: Self.today)
        #expect(add.status != 0 && add.standardError.contains("2075-05-01 would be read back as 1975-05-01"), "\(add)")
        #expect(try bytes(folder, "home.csv") == before)
    }

    @Test func undoAfterARowTypedInAboveReversesTheNextRow() throws {
        let ledger =
            "date,amount,type,category,note\n2026-11-01,5.00,expense,Food,A\n2026-11-02,10.00,expense,Food,B\n"
            + "2026-11-03,20.00,expense,Food,C\n"
        let folder = try site(ledger: "home.csv", Array(ledger.utf8))
        #expect(try CommandRunner.run(["undo"], in: folder.url, environment: Self.today).status == 0)
        // A row typed in by hand above the others moves C from line 4 to 5: the undo of line 4 had been taken for
        // B's, and C reversed twice.
        var text = try folder.read("Content/budgets/home.csv")
        text = text.replacingOccurrences(of: "note\n", with: "note\n2026-10-31,1.00,expense,Food,X\n")
        try folder.write(text, to: "Content/budgets/home.csv")
        #expect(try CommandRunner.run(["undo"], in: folder.url, environment: Self.today).status == 0)
        #expect(
            try folder.read("Content/budgets/home.csv").hasSuffix("2026-11-24,-10.00,expense,Food,Undo of line 4: B\n"))
    }

    @Test func undosAtOnceReverseOneRowEach() throws {
        let ledger =
            "date,amount,type,category,note\n"
            + (1...4).map { "2026-11-0\($0),\($0).00,expense,Food,p\($0)\n" }.joined()
        let folder = try site(ledger: "home.csv", Array(ledger.utf8))
        let processes = (0..<3).map { _ in
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["undo"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(Self.today) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes { process.waitUntilExit() }
        // Each had chosen p4 before taking the lock: three undos of line 5.
        let undone = try folder.read("Content/budgets/home.csv").split(separator: "\n").filter { $0.contains("Undo") }
        #expect(Set(undone.map { $0.suffix(2) }) == ["p4", "p3", "p2"], "\(undone)")
    }

    /// Killed at any moment, `add` leaves the ledger as it was or with the whole new line, never half of it.
    @Test func aKillDuringAddLeavesTheOldFileWhole() throws {
        let before = Array(
            ("date,amount,type,category,note\n"
                + String(repeating: "2026-11-02,1.00,expense,Food,Bread\n", count: 20_000)).utf8)
        let folder = try site(ledger: "home.csv", before)
        let after = before + Array("2026-11-24,2.00,expense,Food,Tea\n".utf8)
        for delay in stride(from: 0, to: 200_000, by: 20_000) {
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["add", "2", "Food", "Tea"]
            process.currentDirectoryURL = folder.url
            process.environment = ProcessInfo.processInfo.environment.merging(Self.today) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = try bytes(folder, "home.csv")
            #expect(now == before || now == after, "killed after \(delay) µs")
            try Data(before).write(to: folder.url.appendingPathComponent("Content/budgets/home.csv"))
        }
    }

    /// At a terminal `add` asks for each field, the newest row's values offered in brackets.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script (util-linux)"))
    func atATerminalAddAsksForEachField() throws {
        let before = Array("date,amount,type,category,note\n2026-11-02,8.00,expense,Groceries,Bread\n".utf8)
        let folder = try site(ledger: "home.csv", before)
        // Date (today), amount, spent, category (the newest row's), note.
        let answers = Data("\n4.50\n\n\nApples\n".utf8)
        let asked = try CommandRunner.run(
            ["-qec", "'\(CommandRunner.executable.path)' add", "/dev/null"], in: folder.url,
            tool: URL(fileURLWithPath: "/usr/bin/script"), environment: Self.today, input: answers)
        #expect(asked.status == 0, "\(asked.standardOutput)")
        #expect(asked.standardOutput.contains("Category [Groceries]: "))
        #expect(try bytes(folder, "home.csv") == before + Array("2026-11-24,4.50,expense,Groceries,Apples\n".utf8))
        // Not at a terminal, it never waits.
        let piped = try CommandRunner.run(["add"], in: folder.url, environment: Self.today, input: Data("4\n".utf8))
        #expect(piped.status != 0 && piped.standardError.contains("give the amount and the category"))
    }
}

extension [UInt8] {
    /// The text in Windows-1252, as a European bank's export is written.
    fileprivate var asWindows1252: [UInt8] {
        [UInt8](String(decoding: self, as: UTF8.self).data(using: .windowsCP1252)!)
    }
}
