@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct ClassPayrollTests {
    @Test func interestIsTheRateOfTheBalanceTheDayBeforeRoundedToTheCentAHalfCentUp() throws {
        let site = try classSite()
        try site.write(
            """
            rules:
              - name: Interest
                interest: 1.5%
                every: month
                on: 1
                start: 2026-11-01

            """, to: "Content/class/rules.yml")
        let day = Day(year: 2026, month: 11, day: 24)
        let result = ClassPayroll(sitePath: site.path, through: Day(year: 2026, month: 11, day: 1), today: day).run()
        #expect(result.succeeded, "\(result.diagnostics.all)")
        #expect(result.lines == ["Interest: added 2 rows on 2026-11-01, $0.53 in all"])
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").suffix(2)
        // 14.50 × 1.5% = 0.2175 and 20.50 × 1.5% = 0.3075; Zoe's balance is 0, so no row.
        #expect(
            Array(rows) == [
                "tx-06,2026-11-01,bank,stu-a1,0.22,\"Interest, November\",cashdash",
                "tx-07,2026-11-01,bank,stu-b2,0.31,\"Interest, November\",cashdash",
            ])
        #expect(
            ClassPayroll(sitePath: site.path, through: Day(year: 2026, month: 11, day: 1), today: day).run().lines == [
                "Interest: nothing due"
            ])
        #expect(ClassPayroll.rounded(Decimal(string: "0.125")!, decimals: 2) == Decimal(string: "0.13")!)
        #expect(ClassPayroll.rounded(Decimal(string: "0.1249")!, decimals: 2) == Decimal(string: "0.12")!)
    }

    @Test func aTaxTakesAShareOfEachPayAndAFeeAShareOfEachBalanceRoundedToTheCent() throws {
        let site = try classSite()
        // The tax is listed before the pay it takes a share of: a day's taxes come after its pay all the same.
        try site.write(
            """
            jobs:
              Banker: Maya
              Librarian: Noah
            rules:
              - name: Income tax
                tax: 10%
                of: Weekly pay
                every: week
                on: friday
                start: 2026-11-20
              - name: Weekly pay
                pay: {Banker: 12.35, Librarian: 10.00}
                every: week
                on: friday
                start: 2026-11-20
              - name: Account fee
                fee: 2%
                every: month
                on: 1
                start: 2026-12-01

            """, to: "Content/class/rules.yml")
        let day = Day(year: 2026, month: 12, day: 1)
        let result = ClassPayroll(sitePath: site.path, through: day, today: day).run()
        #expect(result.succeeded, "\(result.diagnostics.all)")
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").suffix(11)
        // 12.35 × 10% = 1.235, a half cent up to 1.24. On 1 December, 2% of each balance the day before: Maya
        // 14.50 + 2 × (12.35 − 1.24) = 36.72 → 0.7344 → 0.73; Noah 17.25 + 2 × 9.00 = 35.25 → 0.705 → 0.71;
        // Zoe 7.00 → 0.14.
        #expect(
            Array(rows) == [
                "tx-06,2026-11-20,bank,stu-a1,12.35,Weekly pay: Banker,cashdash",
                "tx-07,2026-11-20,bank,stu-b2,10.00,Weekly pay: Librarian,cashdash",
                "tx-08,2026-11-20,stu-a1,bank,1.24,Income tax: Banker,cashdash",
                "tx-09,2026-11-20,stu-b2,bank,1.00,Income tax: Librarian,cashdash",
                "tx-10,2026-11-27,bank,stu-a1,12.35,Weekly pay: Banker,cashdash",
                "tx-11,2026-11-27,bank,stu-b2,10.00,Weekly pay: Librarian,cashdash",
                "tx-12,2026-11-27,stu-a1,bank,1.24,Income tax: Banker,cashdash",
                "tx-13,2026-11-27,stu-b2,bank,1.00,Income tax: Librarian,cashdash",
                "tx-14,2026-12-01,stu-a1,bank,0.73,\"Account fee, December\",cashdash",
                "tx-15,2026-12-01,stu-b2,bank,0.71,\"Account fee, December\",cashdash",
                "tx-16,2026-12-01,stu-c3,bank,0.14,\"Account fee, December\",cashdash",
            ])
        #expect(
            ClassPayroll(sitePath: site.path, through: day, today: day).run().lines.allSatisfy {
                $0.hasSuffix("nothing due")
            })
    }

    @Test func aTaxOfNoPayRuleIsAnErrorAtItsRule() throws {
        let site = try classSite()
        try site.write(
            """
            rules:
              - name: Income tax
                tax: 10%
                of: Weekly pey
                every: week
                on: friday
                start: 2026-11-20

            """, to: "Content/class/rules.yml")
        let day = Day(year: 2026, month: 12, day: 1)
        let result = ClassPayroll(sitePath: site.path, through: day, today: day).run()
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.all.map(\.description).map { $0.components(separatedBy: "/Content/").last } == [
                "class/rules.yml:2:1: error: `of: Weekly pey` should name a pay rule of this file, whose pay "
                    + "this tax takes a share of; there is none yet"
            ])
    }

    @Test func catchingUpSeveralMonthsInOneRunPaysInterestOnTheInterestAndPayOfTheMonthsBefore() throws {
        let site = try classSite()
        // Interest is listed before the pay it earns on: the order of the rules does not change a balance.
        try site.write(
            """
            jobs:
              Banker: Zoe
            rules:
              - name: Interest
                interest: 10%
                every: month
                on: 1
                start: 2026-11-01
              - name: Weekly pay
                pay: {Banker: 1.00}
                every: week
                on: friday
                start: 2026-11-20

            """, to: "Content/class/rules.yml")
        let day = Day(year: 2026, month: 12, day: 1)
        let result = ClassPayroll(sitePath: site.path, through: day, today: day).run()
        #expect(result.succeeded, "\(result.diagnostics.all)")
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").suffix(7)
        // November: 10% of Maya's 14.50 and Noah's 20.50. December: of 14.50 + 1.45 = 15.95 (1.595, a half cent up),
        // of Noah's 17.25 + 2.05 = 19.30, and of Zoe's 7.00 + the pay of two Fridays = 9.00.
        #expect(
            Array(rows) == [
                "tx-06,2026-11-01,bank,stu-a1,1.45,\"Interest, November\",cashdash",
                "tx-07,2026-11-01,bank,stu-b2,2.05,\"Interest, November\",cashdash",
                "tx-08,2026-11-20,bank,stu-c3,1.00,Weekly pay: Banker,cashdash",
                "tx-09,2026-11-27,bank,stu-c3,1.00,Weekly pay: Banker,cashdash",
                "tx-10,2026-12-01,bank,stu-a1,1.60,\"Interest, December\",cashdash",
                "tx-11,2026-12-01,bank,stu-b2,1.93,\"Interest, December\",cashdash",
                "tx-12,2026-12-01,bank,stu-c3,0.90,\"Interest, December\",cashdash",
            ])
        #expect(
            result.lines == [
                "Interest: added 5 rows on 2 days from 2026-11-01 to 2026-12-01, $7.93 in all",
                "Weekly pay: added 2 rows on 2 days from 2026-11-20 to 2026-11-27, $2.00 in all",
            ])
    }

    @Test func aJobHandedToAnotherStudentPaysThemFromThenOnNotForTheWeeksBefore() throws {
        let site = try classSite()
        let rules = """
            jobs:
              Banker: Maya
            rules:
              - name: Weekly pay
                pay: {Banker: 2.00}
                every: week
                on: friday
                start: 2026-11-06

            """
        try site.write(rules, to: "Content/class/rules.yml")
        let day = Day(year: 2026, month: 11, day: 24)
        let first = ClassPayroll(sitePath: site.path, through: Day(year: 2026, month: 11, day: 13), today: day).run()
        #expect(first.lines == ["Weekly pay: added 2 rows on 2 days from 2026-11-06 to 2026-11-13, $4.00 in all"])

        // Noah takes over the Banker's job: Maya was paid for the first two Fridays, and he is paid from the third.
        try site.write(
            rules.replacingOccurrences(of: "Banker: Maya", with: "Banker: Noah"), to: "Content/class/rules.yml")
        let second = ClassPayroll(sitePath: site.path, through: Day(year: 2026, month: 11, day: 20), today: day).run()
        #expect(second.succeeded, "\(second.diagnostics.all)")
        #expect(second.lines == ["Weekly pay: added 1 row on 2026-11-20, $2.00 in all"])
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").suffix(3)
        #expect(
            Array(rows) == [
                "tx-06,2026-11-06,bank,stu-a1,2.00,Weekly pay: Banker,cashdash",
                "tx-07,2026-11-13,bank,stu-a1,2.00,Weekly pay: Banker,cashdash",
                "tx-08,2026-11-20,bank,stu-b2,2.00,Weekly pay: Banker,cashdash",
            ])
    }

    @Test func aMistakeInRulesYMLIsAnErrorAtItsLineAndNothingIsAdded() throws {
        let site = try classSite()
        try site.write(
            "jobs:\n  Banker: Maya\nrules:\n  - name: Pay\n    pay: {Bankr: 2}\n    every: week\n    on: friday\n    start: 2026-10-01\n",
            to: "Content/class/rules.yml")
        let before = try site.read("Content/class/transactions.csv")
        let result = ClassPayroll(sitePath: site.path, today: Day(year: 2026, month: 11, day: 24)).run()
        #expect(
            result.diagnostics.errors.map(\.description).first?.hasSuffix(
                "rules.yml:5:11: error: there is no job `Bankr` under `jobs`; did you mean `Banker`? Otherwise add it there with the student who holds it"
            ) == true,
            "\(result.diagnostics.all.map(\.description))")
        #expect(try site.read("Content/class/transactions.csv") == before)
    }
}
