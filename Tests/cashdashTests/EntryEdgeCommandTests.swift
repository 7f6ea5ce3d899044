import Foundation
import Synchronization
import Testing

/// `add` and `undo` at the edges an independent attack found: a budget written in two cases, adds at the same
/// moment, big ledgers whose header is not one plain line, ledgers without a header, and bank statements beside a
/// family's own ledger.
@Suite struct EntryEdgeCommandTests {
    static let today = ["CASHDASH_TODAY": "2026-03-10"]

    private func site(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        for (name, text) in files { try folder.write(text, to: "Content/budgets/\(name)") }
        return folder
    }

    private func add(_ arguments: [String], in folder: TemporaryFolder) throws -> CommandRunner.Result {
        try CommandRunner.run(["add"] + arguments, in: folder.url, environment: Self.today)
    }

    @Test func aBudgetWrittenInAnotherCaseInAnotherFileIsOneBudget() throws {
        let folder = try site([
            "a.csv": "date,amount,type,category,budget,note\n2026-03-01,50.00,deposit,Pay,Home,pay\n",
            "b.csv": "date,amount,type,category,budget,note\n2026-03-02,5.00,expense,Food,home,x\n",
        ])
        let added = try add(["1", "Food", "y"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasSuffix("home now has $44.00.\n"), "\(added.standardOutput)")
        #expect(!added.standardError.contains("below zero"), "\(added.standardError)")
    }

    @Test func addsAtTheSameMomentEachSayTheBalanceTheyLeft() throws {
        let folder = try site(["week.csv": "date,amount,type,category,note\n2026-03-01,10.00,deposit,Pay,pay\n"])
        let outputs = Mutex([String]())
        let url = folder.url
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            let result = try? CommandRunner.run(
                ["add", "1", "Food", "tea", "--new-category"], in: url, environment: Self.today)
            outputs.withLock { $0.append(result?.standardOutput ?? "") }
        }
        let balances = outputs.withLock { $0 }.compactMap { $0.components(separatedBy: "now has ").last }.sorted()
        #expect(balances == (4...9).map { "$\($0).00.\n" }, "each add read the ledger after the one before it")
    }

    @Test(arguments: ["date,amount,type,category,\"note\nand more\"\n", "\ndate,amount,type,category,note\n"])
    func aBigLedgerWhoseHeaderIsNotOnePlainLineTakesARowAtItsLine(header: String) throws {
        let rows = (0..<9_000).map { "2026-01-\(10 + $0 % 18),1.00,deposit,Pay,row \($0)\n" }.joined()
        let folder = try site(["big.csv": header + rows])
        let added = try add(["2.50", "Pay", "hello"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("line 9003:"), "\(added.standardOutput)")
        let checked = try CommandRunner.run(["check"], in: folder.url, environment: Self.today)
        #expect(checked.status == 0, "\(checked.standardError)")
    }

    @Test func aLedgerWithoutAHeaderTakesRowsThroughItsProfile() throws {
        let folder = try site([
            "budgets.yml":
                "ledgers:\n  bank.csv:\n    header: none\n    columns: {1: date, 2: amount, 3: type, 4: category, 5: note}\n",
            "bank.csv": "2026-03-01,20.00,deposit,Pay,pay\n2026-03-02,1.00,expense,Food,tea\n",
        ])
        let added = try add(["2", "Food", "cake"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try folder.read("Content/budgets/bank.csv").hasSuffix("tea\n2026-03-10,2.00,expense,Food,cake\n"))
        let undone = try CommandRunner.run(["undo"], in: folder.url, environment: Self.today)
        #expect(undone.status == 0 && undone.standardOutput.contains("line 4"), "\(undone.standardError)")
    }

    @Test func aBudgetWhoseNewestRowIsInAStatementTakesRowsInTheFamilysOwnLedger() throws {
        let folder = try site([
            "budgets.yml": "ledgers:\n  bank.qif:\n    budget: Home\n    date_format: MM/DD/YYYY\n",
            "bank.qif": "!Type:Bank\nD03/05/2026\nT-4.00\nPShop\n^\n",
            "cash.csv": "date,amount,type,category,budget,note\n2026-03-01,30.00,deposit,Pay,Home,pay\n",
        ])
        let added = try add(["1", "Pay", "coins"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasPrefix("Added to Content/budgets/cash.csv, line 3"), "\(added.standardOutput)")
    }

    @Test func aCategoryIsWrittenAsTheRowsWriteItNotAsALimitDoes() throws {
        let folder = try site([
            "budgets.yml": "budgets:\n  week:\n    limits:\n      snacks: 5/week\n",
            "week.csv":
                "date,amount,type,category,note\n2026-03-01,10.00,deposit,Pay,pay\n2026-03-02,1.00,expense,Snacks,x\n",
        ])
        let added = try add(["1", "snacks", "crisps"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try folder.read("Content/budgets/week.csv").hasSuffix("2026-03-10,1.00,expense,Snacks,crisps\n"))
    }

    @Test func anUndoThatARuleWouldReadAsAnotherCategoryIsRefused() throws {
        let folder = try site([
            "budgets.yml":
                "ledgers:\n  bank.csv:\n    columns: {Posting Date: date, Description: note, Amount: amount}\n"
                + "    categories: {PHONE LINE|LINE: Phone, SHOP: Groceries}\n",
            "bank.csv": "Posting Date,Description,Amount\n2026-03-01,PAYROLL,100.00\n2026-03-02,SHOP MART,-20.00\n",
        ])
        let before = try folder.read("Content/budgets/bank.csv")
        let undone = try CommandRunner.run(["undo"], in: folder.url, environment: Self.today)
        #expect(undone.status == 1)
        #expect(undone.standardError.contains("read as `Phone`, not `Groceries`"), "\(undone.standardError)")
        #expect(try folder.read("Content/budgets/bank.csv") == before)
    }

    @Test func excelsSeparatorLineBeforeABlankLineNamesTheDelimiter() throws {
        let folder = try site([
            "week.csv": "sep=;\n\ndate;amount;type;category;note\n2026-03-01;100.00;deposit;Pay;pay\n"
        ])
        let added = try add(["1", "Pay", "x"], in: folder)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("line 5:"), "\(added.standardOutput)")
        #expect(try folder.read("Content/budgets/week.csv").hasSuffix("pay\n2026-03-10;1.00;expense;Pay;x\n"))
    }

    @Test func aDayThatIsNoDayIsRefusedNotReplacedByTheClock() throws {
        let folder = try site(["week.csv": "date,amount,type,category,note\n2026-03-01,10.00,deposit,Pay,pay\n"])
        let result = try CommandRunner.run(
            ["add", "1", "Pay", "x"], in: folder.url, environment: ["CASHDASH_TODAY": "2026-02-30"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("CASHDASH_TODAY is `2026-02-30`, which is not a day"))
        #expect(try folder.read("Content/budgets/week.csv").hasSuffix("pay\n"))
    }
}
