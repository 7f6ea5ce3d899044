@testable import CashDashModel
import Foundation
import Testing
import TestSupport

/// The line (from 1) of the first line of `text` that holds `needle`.
private func line(of needle: String, in text: String) -> Int {
    (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
}

private func cents(_ text: String) -> Decimal { Decimal(string: text)! }

@Suite struct StatementFormatTests {
    @Test func recognisesEachFormatByItsContentNotItsName() throws {
        #expect(StatementFormat.detect(Array(StatementFixtures.checkingOFX.utf8)) == .ofx)
        #expect(StatementFormat.detect(Array(StatementFixtures.cardOFX.utf8)) == .ofx)
        #expect(StatementFormat.detect(Array(StatementFixtures.savingsQFX.utf8)) == .ofx)
        #expect(StatementFormat.detect(Array("\u{FEFF}<OFX>\n<SIGNONMSGSRSV1>".utf8)) == .ofx)
        #expect(StatementFormat.detect(Array(StatementFixtures.splitsQIF.utf8)) == .qif)
        #expect(StatementFormat.detect(Array("!Option:AutoSwitch\n!Account\n".utf8)) == .qif)
        #expect(StatementFormat.detect(Array(StatementFixtures.camt053.utf8)) == .camt053)
        #expect(StatementFormat.detect(Array("date,amount,category\n2026-11-01,5,Food\n".utf8)) == nil)
        #expect(StatementFormat.detect(Array("!not a type\n".utf8)) == nil)

        // A statement's name mistyped is a file that cannot be read, not one of an unknown kind.
        let none = try LedgerFixture([:])
        var diagnostics = Diagnostics(), rows = Diagnostics()
        _ = Ledger.load(
            files: [(none.site.root.appendingPathComponent("gone.ofx"), "gone.ofx")], settings: BudgetSettings(),
            currency: "USD", rates: nil, diagnostics: &diagnostics, rowProblems: &rows)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "gone.ofx:1:1: error: this file cannot be read; check that it exists and is readable"
            ])

        // An OFX saved as .csv is still read as OFX.
        let fixture = try LedgerFixture(["export.csv": StatementFixtures.checkingOFX])
        let (totals, problems) = fixture.totals()
        #expect(problems.isEmpty)
        #expect(totals.rows == 4)
    }
}

@Suite struct OFXLedgerTests {
    @Test func readsAnOFX1SGMLBankStatementToItsTotalsKeepingTheLocalDate() throws {
        let fixture = try LedgerFixture(["checking.ofx": StatementFixtures.checkingOFX])
        let (totals, problems) = fixture.totals()
        #expect(problems.isEmpty)
        #expect(totals.rows == 4)
        #expect(totals.overall.added == 2500_00)
        #expect(totals.overall.spent == 54_32 + 1200_00 + 4_75)
        let (ledger, _) = fixture.ledger()
        let transactions = ledger.budgets[0].transactions
        #expect(ledger.budgets.map(\.name) == ["checking"])
        #expect(
            transactions.map(\.date.description) == ["2026-11-01", "2026-11-03", "2026-11-15", "2026-11-30"],
            "23:59:59 [-8:PST] on the 30th stays the 30th, as the statement shows it")
        #expect(
            transactions.map(\.note) == [
                "ACME PAYROLL · Salary November", "WHOLE FOODS #123", "Check 1042 · November rent",
                "STARBUCKS & CO · Coffee",
            ])
        #expect(transactions.map(\.kind) == [.deposit, .expense, .expense, .expense])
        #expect(transactions[1].amount == cents("54.32"))
        #expect(transactions[1].line == line(of: "<TRNAMT>-54.32", in: StatementFixtures.checkingOFX))
        #expect(LedgerSummary(ledger).budgets[0].balance == cents("1240.93"), "the statement's LEDGERBAL")
    }

    @Test func readsAnOFX2XMLCardStatementWithTheProfilesBudgetAndCategories() throws {
        let fixture = try LedgerFixture([
            "card.ofx": StatementFixtures.cardOFX,
            "budgets.yml": """
            ledgers:
              "card.ofx":
                budget: Visa
                categories: {AMAZON: Shopping, SHELL: Fuel, PAYMENT: Card payments}

            """,
        ])
        let (totals, problems) = fixture.totals(settings: fixture.settings().0)
        #expect(problems.isEmpty)
        #expect(totals.overall.added == 15_00 + 200_00)
        #expect(totals.overall.spent == 89_99 + 42_10)
        let (ledger, _) = fixture.ledger()
        #expect(ledger.budgets.map(\.name) == ["Visa"])
        #expect(LedgerSummary(ledger).budgets[0].spendingByCategory.map(\.category) == ["Shopping", "Fuel"])
        #expect(ledger.budgets[0].transactions.map(\.category) == ["Shopping", "Fuel", "Shopping", "Card payments"])
        #expect(ledger.budgets[0].transactions[1].note == "SHELL OIL · Fuel")
        #expect(ledger.budgets[0].transactions[1].line == line(of: "<TRNAMT>-42.10", in: StatementFixtures.cardOFX))
    }

    @Test func readsAStatementOnOneLongLineInOnePass() throws {
        let transaction =
            "<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261105</DTPOSTED><TRNAMT>-1.25</TRNAMT><FITID>F%d</FITID><NAME>BUS</NAME></STMTTRN>"
        let body = (1...5_000).map { String(format: transaction, $0) }.joined()
        let xml =
            "<?xml version=\"1.0\"?><?OFX OFXHEADER=\"200\" VERSION=\"211\"?><OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>"
            + "<CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>1</ACCTID></CCACCTFROM><BANKTRANLIST>\(body)<STMTTRN><TRNAMT>x</TRNAMT>"
            + "</STMTTRN></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>"
        let sgml =
            "OFXHEADER:100\n\n"
            + xml.replacingOccurrences(of: "<?xml version=\"1.0\"?><?OFX OFXHEADER=\"200\" VERSION=\"211\"?>", with: "")
            .replacingOccurrences(of: "<ACCTID>1<", with: "<ACCTID>2<")  // another account, whose FITIDs are its own
        let fixture = try LedgerFixture(["long.ofx": xml, "long-sgml.ofx": sgml])
        let (totals, problems) = fixture.totals()  // its time: `Benchmarks/odd-inputs.sh`
        #expect(totals.overall.spent == 2 * 5_000 * 125)
        #expect(problems.count == 2)
        #expect(problems.allSatisfy { $0.contains(":1:") || $0.contains(":3:") }, "\(problems)")
    }

    @Test func readsAQFXWithIntuitsTags() throws {
        let fixture = try LedgerFixture(["savings.qfx": StatementFixtures.savingsQFX])
        let (totals, problems) = fixture.totals()
        #expect(problems.isEmpty)
        #expect(totals.rows == 3)
        #expect(totals.overall.added == 1000_00 + 42)
        #expect(totals.overall.spent == 35_50)
    }

    @Test func readsOpenTagsUnderAnXMLDeclarationAsOFX1() throws {
        let body = StatementFixtures.checkingOFX[StatementFixtures.checkingOFX.range(of: "<OFX>")!.lowerBound...]
        let fixture = try LedgerFixture([
            "anz.ofx": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?OFX OFXHEADER=\"200\" VERSION=\"203\"?>\n" + body
        ])
        let (totals, problems) = fixture.totals()
        #expect(problems.isEmpty)
        #expect(totals.overall.added == 2500_00)
        #expect(totals.overall.spent == 125_907)
    }

    @Test func countsEachFITIDOnceAcrossTheSameExportTwiceAndOverlappingOnes() throws {
        let twice = try LedgerFixture([
            "checking.ofx": StatementFixtures.checkingOFX, "checking (1).ofx": StatementFixtures.checkingOFX,
        ])
        let (totals, problems) = twice.totals()
        #expect(problems.isEmpty, "no warning about rows counted twice: they are not")
        #expect(totals.rows == 4)
        #expect(totals.overall.spent == 125_907)

        let overlapping = try LedgerFixture([
            "checking-nov.ofx": StatementFixtures.checkingOFX,
            "checking-dec.ofx": StatementFixtures.checkingDecemberOFX,
            "budgets.yml": "ledgers:\n  \"checking-*.ofx\": {budget: Checking}\n",
        ])
        let (ledger, ledgerProblems) = overlapping.ledger()
        #expect(ledgerProblems.isEmpty)
        #expect(ledger.budgets.map(\.name) == ["Checking"])
        #expect(ledger.budgets[0].transactions.count == 5)
        #expect(LedgerSummary(ledger).budgets[0].spent == cents("1279.07"))
        #expect(LedgerSummary(ledger).budgets[0].balance == cents("1220.93"), "December's LEDGERBAL")
    }

    @Test func aFITIDTheBankGaveTwoTransactionsCountsBothAndSaysSo() throws {
        // Some banks make a FITID of the day alone: two purchases on one day then share it, and are still two.
        let reused = StatementFixtures.checkingOFX.replacingOccurrences(
            of: "<FITID>2026111501", with: "<FITID>2026110301")
        let fixture = try LedgerFixture(["checking.ofx": reused, "later.ofx": reused])
        let (totals, problems) = fixture.totals()
        #expect(totals.rows == 4, "the same export read twice still counts each transaction once")
        #expect(totals.overall.spent == 54_32 + 1200_00 + 4_75, "the rent is not taken for the groceries again")
        let rent = line(of: "<TRNAMT>-1200.00", in: reused), groceries = line(of: "<TRNAMT>-54.32", in: reused)
        #expect(
            problems == [
                "checking.ofx:\(rent):1: the bank gave this transaction the id (FITID) `2026110301` of another one, at "
                    + "checking.ofx:\(groceries) (2026-11-03, -54.32), so both are counted; if it is the same "
                    + "transaction written again, check it with the bank"
            ], "\(problems)")
    }

    @Test func readsYenWrittenWithTwoZeroDecimalsAsWholeYenAndRefusesRealFractions() throws {
        // A bank's software writing every amount with two decimals: `-54.00` yen is 54 yen, `-4.75` yen is no amount.
        let yen = StatementFixtures.checkingOFX.replacingOccurrences(of: "<CURDEF>USD", with: "<CURDEF>JPY")
            .replacingOccurrences(of: "<TRNAMT>-54.32", with: "<TRNAMT>-54.00")
            .replacingOccurrences(of: "<TRNAMT>-1200.00", with: "<TRNAMT>-1200.0")
        let fixture = try LedgerFixture(["yen.ofx": yen])
        let (ledger, problems) = fixture.ledger(currency: "JPY")
        #expect(
            problems == [
                "yen.ofx:\(line(of: "<TRNAMT>-4.75", in: yen)):1: `-4.75` has more decimals than JPY has (0); the bank's file is odd, so check this amount with the bank"
            ])
        #expect(ledger.budgets[0].transactions.map(\.amount) == [2500, 54, 1200])
    }

    @Test func reportsProblemsAtTheirLines() throws {
        let badAmount = StatementFixtures.checkingOFX.replacingOccurrences(of: "<TRNAMT>-54.32", with: "<TRNAMT>-54.3x")
        let badDate = StatementFixtures.cardOFX.replacingOccurrences(
            of: "<DTPOSTED>20261112", with: "<DTPOSTED>20261312")
        let cutShort = String(
            StatementFixtures.checkingOFX[..<StatementFixtures.checkingOFX.range(of: "<LEDGERBAL>")!.lowerBound])
        let fixture = try LedgerFixture(["a.ofx": badAmount, "b.ofx": badDate, "c.qfx": cutShort])
        let (totals, problems) = fixture.totals()
        let amountLine = line(of: "<TRNAMT>-54.3x", in: badAmount)
        let dateLine = line(of: "<DTPOSTED>20261312", in: badDate)
        #expect(
            problems == [
                "a.ofx:\(amountLine):1: `-54.3x` is not an amount; OFX writes amounts like -12.50",
                "b.ofx:\(dateLine):13: `20261312` is not an OFX date; OFX writes dates as YYYYMMDD, with a time after them if any (20261124120000[-5:EST])",
                "c.qfx:\(line(of: "<LEDGERBAL>", in: StatementFixtures.checkingOFX)):1: the file stops before `</OFX>`, opened at line 11; it may be cut short, so export it again",
            ])
        #expect(totals.rows == 3 + 3, "the other rows of a.ofx and b.ofx are read")
    }

    @Test func refusesHostileXML() throws {
        let doctype = """
            <?xml version="1.0"?>
            <!DOCTYPE OFX [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
            <OFX><x>&b;</x></OFX>
            """
        let notUTF8 = Array("<?xml version=\"1.0\"?>\n<OFX><NAME>".utf8) + [0xC3, 0x28] + Array("</NAME></OFX>\n".utf8)
        let deep =
            "<?xml version=\"1.0\"?>\n<OFX>" + String(repeating: "<a>", count: 100)
            + String(repeating: "</a>", count: 100) + "</OFX>\n"
        let instruction = "<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\"?>\n<?x?>\n<OFX></OFX>\n"
        let fixture = try LedgerFixture(["a.ofx": doctype, "c.ofx": deep, "d.ofx": instruction])
        try fixture.write(notUTF8, to: "b.ofx")
        let (_, problems) = fixture.totals()
        #expect(
            problems == [
                "a.ofx:2:1: this XML holds `<!DOCTYPE`, which bank statements never have, so it is not read; export the statement again",
                "b.ofx:1:1: this XML file is not UTF-8 text; export it again, or save it as UTF-8",
                "c.ofx:2:\(6 + 3 * 63): this XML nests more than 64 levels deep, which no bank statement does",
                "d.ofx:3:1: this XML holds `<?`, which bank statements never have, so it is not read; export the statement again",
            ])
    }
}

@Suite struct QIFLedgerTests {
    @Test func readsSplitsAsRowsOfTheirOwnCategories() throws {
        let fixture = try LedgerFixture(["bank.qif": StatementFixtures.splitsQIF])
        let (totals, problems) = fixture.totals()
        #expect(problems.isEmpty)
        #expect(totals.rows == 5)
        #expect(totals.overall.added == 1500_00)
        #expect(totals.overall.spent == 120_00 + 150_00 + 50_00 + 300_00)
        #expect(totals.byCategory["Groceries"]?.spent == 270_00)
        #expect(totals.byCategory["Household"]?.spent == 50_00)
        #expect(totals.byCategory["Transfer: Savings"]?.spent == 300_00)
        #expect(totals.byCategory["Salary"]?.added == 1500_00)
        let (ledger, _) = fixture.ledger()
        let transactions = ledger.budgets[0].transactions
        #expect(
            transactions.map(\.date.description) == [
                "2026-11-02", "2026-11-05", "2026-11-05", "2026-11-15", "2026-11-24",
            ])
        #expect(transactions[1].note == "Costco · Food")
        #expect(transactions[2].note == "Costco · Weekly shop")
        #expect(transactions[2].line == line(of: "$-50.00", in: StatementFixtures.splitsQIF))
    }

    @Test func aRecordWithoutItsCaretBeforeTheNextSectionIsRead() throws {
        // The last record of an account's section without `^` is kept, as the last record of the file is.
        let text =
            "!Type:Bank\nD11/24/2026\nT-10.00\nPCoffee\n^\nD11/25/2026\nT-20.00\nPBooks\n!Type:CCard\nD11/26/2026\n"
            + "T-5.00\nPTea\n^\nD11/27/2026\nT-1.00\nPBus\n!Account\nNSavings\n^\n"
        let fixture = try LedgerFixture(["bank.qif": text])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty, "\(problems)")
        #expect(ledger.budgets.flatMap(\.transactions).map(\.note) == ["Coffee", "Books", "Tea", "Bus"])
        #expect(LedgerSummary(ledger).budgets.first?.spent == 36)
    }

    @Test func readsRegionalDatesAndAsksWhenDayAndMonthCannotBeTold() throws {
        let dayFirst = "!Type:CCard\nD24/11/2026\nT-5.00\nPCafe\n^\nD01/12/2026\nT-7.00\n^\n"
        let ambiguous = "!Type:Cash\nD11/10/26\nT-5.00\n^\nD01/12/26\nT-7.00\n^\n"
        let both = "!Type:Bank\nD11/24/2026\nT-5.00\n^\nD24/11/2026\nT-7.00\n^\n"
        let fixture = try LedgerFixture(["a.qif": dayFirst, "b.qif": ambiguous, "c.qif": both])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "b.qif:2:2: `11/10/26` could be day/month or month/day, and no date in this file has a day above 12 to tell; write `date_format: MM/DD/YYYY` (or DD/MM/YYYY) for this file under `ledgers:` in budgets.yml",
                "c.qif:5:1: this date has its day first, but line 2's has its month first; write `date_format: MM/DD/YYYY` (or DD/MM/YYYY) for this file under `ledgers:` in budgets.yml",
            ])
        #expect(ledger.budgets.flatMap(\.transactions).map(\.date.description) == ["2026-11-24", "2026-12-01"])

        let told = try LedgerFixture([
            "b.qif": ambiguous, "budgets.yml": "ledgers:\n  b.qif: {date_format: DD/MM/YY}\n",
        ])
        let (toldLedger, toldProblems) = told.ledger()
        #expect(toldProblems.isEmpty)
        #expect(toldLedger.budgets[0].transactions.map(\.date.description) == ["2026-10-11", "2026-12-01"])
    }

    @Test func reportsProblemsAtTheirLines() throws {
        let text =
            "!Type:Bank\nD11/02/2026\nT-12.x0\n^\nD11/31/2026\nT-1.00\n^\nD11/03/2026\nT-10.00\nSFood\n$-4.00\nSFun\n$-5.00\n^\nD11/04/2026\nT-3.00\n^\n!Type:Invst\nD11/05/2026\nT-1\n^\n"
        let fixture = try LedgerFixture(["bank.qif": text])
        let (totals, problems) = fixture.totals()
        #expect(
            problems == [
                "bank.qif:3:2: `-12.x0` is not an amount; QIF writes amounts like -1,234.56",
                "bank.qif:5:2: `11/31/2026` is not a day of the calendar (read as month/day); check it",
                "bank.qif:9:2: the splits of this record add up to -9, but its total is `-10.00`; correct a split or the total",
                "bank.qif:18:1: `!Type:Invst` records are not read: Cash Dash reads Bank, CCard and Cash accounts (`!Type:Bank`, `!Type:CCard`, `!Type:Cash`)",
            ])
        #expect(totals.rows == 1)
        #expect(totals.overall.spent == 3_00)
    }

    @Test func anAmountWrittenWithTheOtherDecimalMarkNamesTheSettingThatReadsIt() throws {
        /// The totals of `qif` read with `budgets` as budgets.yml.
        func read(_ qif: String, budgets: String) throws -> (LedgerSummary, [String]) {
            let fixture = try LedgerFixture(["bank.qif": qif, "budgets.yml": budgets])
            return fixture.totals(settings: fixture.settings().0)
        }
        let german = "!Type:Bank\nD24.11.2026\nT-1.234,56\nPMiete\n^\n"
        let (_, unset) = try read(german, budgets: "date_format: DD.MM.YYYY\n")
        #expect(unset.count == 1)
        #expect(
            unset.first?.hasPrefix("bank.qif:3:2: `-1.234,56` is not an amount; QIF writes amounts like -1,234.56")
                == true)
        #expect(
            unset.first?.hasSuffix("add `decimal_separator: \",\"` to budgets.yml, or to this file's profile there")
                == true)
        let (set, none) = try read(german, budgets: "date_format: DD.MM.YYYY\ndecimal_separator: \",\"\n")
        #expect(none.isEmpty && set.overall.spent == 1_234_56, "\(none)")
        let (_, pointed) = try read("!Type:Bank\nD11/24/2026\nT-12.50\n^\n", budgets: "decimal_separator: \",\"\n")
        #expect(
            pointed.first?.contains("QIF writes amounts like -1.234,56; this one has a decimal point") == true,
            "\(pointed)")
    }
}

@Suite struct CAMTLedgerTests {
    @Test func readsBookedEntriesAndBatchesAsSeparateRows() throws {
        let fixture = try LedgerFixture(["konto.xml": StatementFixtures.camt053])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty)
        let transactions = ledger.budgets[0].transactions
        #expect(transactions.count == 5, "the pending entry of 999.00 is not read")
        #expect(LedgerSummary(ledger).budgets[0].added == cents("2450.00"))
        #expect(LedgerSummary(ledger).budgets[0].spent == cents("250.39"))
        #expect(
            transactions.map(\.date.description) == [
                "2026-11-01", "2026-11-03", "2026-11-03", "2026-11-03", "2026-11-20",
            ],
            "the booking date, as written (its time dropped), or the value date when there is none")
        #expect(
            transactions.map(\.note) == [
                "Muster GmbH · Gehalt November", "Stadtwerke · Strom November", "Telekom · Rechnung 11/2026",
                "Sportverein · Beitrag",
                "KARTENZAHLUNG REWE",
            ])
        #expect(
            transactions.map(\.amount) == [cents("2450"), cents("100"), cents("55.40"), cents("30"), cents("64.99")])
        #expect(transactions[2].line == line(of: "<Amt Ccy=\"EUR\">55.40", in: StatementFixtures.camt053))
    }

    @Test func convertsAStatementInAnotherCurrency() throws {
        let fixture = try LedgerFixture(["konto.xml": StatementFixtures.camt053])
        let rates = RateHistory(snapshots: [
            Snapshot(date: "2026-10-30", base: "EUR", provider: "test", rates: ["USD": Decimal(string: "1.10")!])
        ])
        let (ledger, problems) = fixture.ledger(currency: "USD", rates: rates)
        #expect(problems.isEmpty)
        #expect(LedgerSummary(ledger).budgets[0].added == cents("2695.00"), "2,450.00 EUR × 1.10")
        #expect(ledger.budgets[0].transactions[0].original == Money(2450, "EUR"))
        let (_, noRates) = fixture.ledger(currency: "USD")
        #expect(
            noRates.first
                == "konto.xml:\(line(of: "2450.00", in: StatementFixtures.camt053)):9: this row is in EUR, but there are no exchange rates to convert it to USD; import some with `cashdash rates import` or `cashdash rates fetch`"
        )
    }

    @Test func reportsProblemsAtTheirLines() throws {
        let badIndicator = StatementFixtures.camt053.replacingOccurrences(
            of: "<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>", with: "<CdtDbtInd>CRDIT</CdtDbtInd>\n        <Sts>")
        // stops in an entry
        let cut = String(StatementFixtures.camt053[..<StatementFixtures.camt053.range(of: "PDNG")!.lowerBound])
        let other =
            "<?xml version=\"1.0\"?>\n<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.02\"><BkToCstmrDbtCdtNtfctn/></Document>\n"
        let fixture = try LedgerFixture([
            "a.xml": badIndicator, "b.xml": cut, "c.xml": other, "d.xml": "<notes>hi</notes>\n",
        ])
        let (_, problems) = fixture.ledger(currency: "EUR")
        let indicatorLine = line(of: "<CdtDbtInd>CRDIT", in: badIndicator)
        #expect(problems.count == 4)
        #expect(
            problems[0]
                == "a.xml:\(indicatorLine):9: this Ntry says neither CRDT (money in) nor DBIT (money out) in CdtDbtInd; export the statement again"
        )
        #expect(
            problems[1].hasPrefix("b.xml:\(line(of: "<Sts>PDNG", in: StatementFixtures.camt053)):"), "\(problems[1])")
        #expect(problems[1].hasSuffix("this XML file stops before its end; export it again"), "\(problems[1])")
        #expect(
            problems[2]
                == "c.xml:1:1: this is an ISO 20022 `camt.054.001.02` file, which Cash Dash does not read; export the account statement as CAMT.053 (or as CSV), or move this file out of the ledgers"
        )
        #expect(problems[3].hasPrefix("d.xml:1:1: this file is not a statement Cash Dash reads"))
    }
}
