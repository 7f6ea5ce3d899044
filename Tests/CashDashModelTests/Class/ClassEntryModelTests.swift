@testable import CashDashModel
import Foundation
import Testing

/// The pieces the class commands are made of: finding students, next ids, a file's own layout, due days and dates.
@Suite struct ClassEntryModelTests {
    let students = [
        Student(id: "s01", name: "Ava Brightwater", line: 2), Student(id: "s02", name: "Chloé Martin", line: 3),
        Student(id: "s03", name: "Ava Lee", line: 4),
    ]

    @Test func aStudentIsFoundByIdWholeNameOrAnyPartOnlyTheyHave() throws {
        let finder = StudentFinder(students)
        #expect(try finder.find("s02").get() == 1)
        #expect(try finder.find("chloe").get() == 1, "case and accents ignored")
        #expect(try finder.find("ava bright").get() == 0)
        #expect(finder.find("Ava") == .failure(.ambiguous("Ava", candidates: ["Ava Brightwater", "Ava Lee"])))
        #expect(
            finder.find("Zed") == .failure(.unknown("Zed", candidates: ["Ava Brightwater", "Chloé Martin", "Ava Lee"])))
        // A part of a name is the start of one of its words: `Ali` once paid Natalie, as `tin` would pay Chloé Martin.
        let natalie = StudentFinder([Student(id: "s01", name: "Natalie Okoro", line: 2)])
        #expect(natalie.find("Ali") == .failure(.unknown("Ali", candidates: ["Natalie Okoro"])))
        #expect(try natalie.find("nat").get() == 0 && natalie.find("oko") == .success(0))
        #expect(try finder.find("martin").get() == 1 && finder.find("tin") != .success(1))
    }

    @Test func theNextIdFollowsTheFilesStyle() {
        #expect(nextID(after: ["t001", "t148"], fallback: "t") == "t149")
        #expect(nextID(after: ["T-0009"], fallback: "t") == "T-0010")
        #expect(nextID(after: ["x99"], fallback: "x") == "x100")
        #expect(nextID(after: [], fallback: "x") == "x001")
        #expect(nextID(after: ["t1", "t3", "t2"], fallback: "t") == "t4")
    }

    @Test func aRowIsWrittenInTheFilesLayout() throws {
        let comma = try #require(CSVRowAppender(bytes: Array("id,Date,memo\nt1,2026-01-01,x\n".utf8)))
        #expect(comma.line(["id": "t2", "date": "2026-01-02", "memo": "a, b"]) == "t2,2026-01-02,\"a, b\"\n")
        let excel = try #require(CSVRowAppender(bytes: Array("\u{FEFF}sep=;\r\n\"id\";\"memo\"\r\n\"t1\";\"x\"".utf8)))
        #expect(excel.delimiter == UInt8(ascii: ";") && excel.lineEnding == "\r\n" && excel.quotesEveryField)
        let line = excel.line(["id": "t2", "memo": "say \"hi\""])
        #expect(line == "\"t2\";\"say \"\"hi\"\"\"\r\n")
        #expect(
            excel.appending([line]) == excel.bytes + Array("\r\n".utf8) + Array(line.utf8),
            "a line ending first when the last line has none")
    }

    @Test func datesAreWrittenInTheirPattern() throws {
        let day = Day(year: 2026, month: 9, day: 4)
        #expect(try #require(DateFormat("M/D/YYYY")).format(day) == "9/4/2026")
        #expect(try #require(DateFormat("DD.MM.YYYY")).format(day) == "04.09.2026")
        #expect(try #require(DateFormat("DD Mon YY")).format(day) == "04 Sep 26")
        #expect(ClassFileFormat(dateFormat: try #require(DateFormat("M/D/YYYY"))).day("9/4/2026") == day)
    }

    @Test func ruleDaysAreDueFromTheStartOnTheirWeekdayOrDayOfTheMonth() {
        let weekly = PayRules.Rule(
            name: "Pay", action: .rent(1), period: .week(weekday: 5), start: Day(year: 2026, month: 9, day: 9),
            students: [], line: 1)
        #expect(
            PayRules.dueDays(weekly, through: Day(year: 2026, month: 9, day: 25)).map(\.description)
                == ["2026-09-11", "2026-09-18", "2026-09-25"])
        let monthly = PayRules.Rule(
            name: "Rent", action: .rent(1), period: .month(day: 12), start: Day(year: 2026, month: 11, day: 13),
            students: [], line: 1)
        #expect(
            PayRules.dueDays(monthly, through: Day(year: 2027, month: 1, day: 12)).map(\.description) == [
                "2026-12-12", "2027-01-12",
            ])
    }

    @Test func aPayThatIsNoAmountIsAnErrorAtItsJobsLineWithAnExampleInTheCurrency() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pay-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            jobs:
              Banker: Ava Brightwater
              Librarian: Chloé
            rules:
              - name: Weekly pay
                pay:
                  Banker: 12
                  Librarian: 8.50
                every: week
                on: friday
                start: 2026-09-11

            """.utf8
        ).write(to: folder.appendingPathComponent(PayRules.fileName))
        var diagnostics = Diagnostics()
        let yen = MoneyWriter(minorUnits: 0, currency: "JPY") { "¥\($0)" }
        _ = PayRules.load(from: folder, path: "class", students: students, money: yen, diagnostics: &diagnostics)
        // It once said "with at most 0 decimals, like 12.00", at the line of `pay:` for every job.
        #expect(
            diagnostics.sorted.map(\.description) == [
                "class/rules.yml:8:7: error: `8.50` is not an amount above zero with at most 0 decimals, like 12"
            ])
    }

    @Test func changedValuesAreNamedOldBesideNew() {
        let published = TransactionValues(
            id: "t5", date: "2026-09-11", from: "bank", to: "s05", amount: "8.00", memo: "Pay", createdBy: "T")
        var now = published
        now.amount = "9.00"
        now.memo = "Pay, late"
        #expect(now.changes(from: published) == ["amount 8.00 → 9.00", "memo Pay → “Pay, late”"])
    }
}
