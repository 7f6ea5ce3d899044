import Foundation
import Testing

/// Savings beside checking (`class save`, `class withdraw`, interest on savings through `class payroll`), the class
/// store (`class buy NAME ITEM`, its page) and statements of both accounts, through the real binary.
@Suite struct ClassSavingsCommandTests {
    /// Kai Moana has 30.00 and Lea Park 10.00 in checking from 2 November 2026.
    func makeClass(rules: String = "created_by: T\n") throws -> TemporaryFolder {
        try ClassOfTwo.make(rules: rules)
    }

    func run(
        _ arguments: [String], _ site: TemporaryFolder, today: String = "2026-11-24"
    ) throws
        -> CommandRunner.Result
    {
        try CommandRunner.run(arguments, in: site.url, environment: ["CASHDASH_TODAY": today])
    }

    func rows(_ site: TemporaryFolder) throws -> [Substring] {
        try site.read("Content/class/transactions.csv").split(separator: "\n").dropFirst(3).map { $0 }
    }

    @Test func saveAndWithdrawAreRowsBetweenAStudentAndTheirSavings() throws {
        let site = try makeClass()
        let save = try run(["class", "save", "Kai", "20", "--date", "2026-11-03"], site)
        #expect(save.status == 0, "\(save.standardError)")
        #expect(save.standardOutput == "Kai Moana saved $20.00 on 2026-11-03 (t3)\n")
        let withdraw = try run(["class", "withdraw", "kai", "5.00", "--date", "2026-11-04"], site)
        #expect(withdraw.standardOutput == "Kai Moana took $5.00 out of savings on 2026-11-04 (t4)\n")
        #expect(
            try rows(site) == [
                "t3,2026-11-03,k1,savings:k1,20.00,Savings deposit,T",
                "t4,2026-11-04,savings:k1,k1,5.00,Savings withdrawal,T",
            ])
        #expect(try run(["check"], site).status == 0)
    }

    @Test func savingMoreThanCheckingOrWithdrawingMoreThanSavingsIsRefusedAndWritesNothing() throws {
        let site = try makeClass()
        _ = try run(["class", "save", "Kai", "20", "--date", "2026-11-03"], site)
        let before = try site.read("Content/class/transactions.csv")
        let save = try run(["class", "save", "Kai", "10.01"], site)
        #expect(save.status != 0)
        #expect(
            save.standardError.hasPrefix(
                "Content/class/transactions.csv:1:1: error: Kai Moana has $10.00 in checking on 2026-11-24, less than "
                    + "$10.01; save at most $10.00"), "\(save.standardError)")
        let withdraw = try run(["class", "withdraw", "Kai", "20.01"], site)
        #expect(withdraw.status != 0)
        #expect(
            withdraw.standardError.contains(
                "error: Kai Moana has $20.00 in savings on 2026-11-24, less than $20.01; take out at most $20.00"))
        // Before the save, there was nothing in savings to take out.
        let early = try run(["class", "withdraw", "Kai", "1", "--date", "2026-11-02"], site)
        #expect(early.status != 0 && early.standardError.contains("has $0.00 in savings on 2026-11-02"))
        #expect(try site.read("Content/class/transactions.csv") == before)
    }

    @Test func savingsPayOnlyTheirOwnersCheckingAndNeverGoBelowZero() throws {
        let site = try makeClass()
        try site.write(
            ClassOfTwo.header
                + "t1,2026-11-02,bank,k1,30.00,Pay,T\nt2,2026-11-03,k1,savings:k1,5.00,Savings deposit,T\n"
                + "t3,2026-11-04,savings:k1,k2,2.00,A gift,T\nt4,2026-11-05,savings:k1,k1,6.00,Savings withdrawal,T\n",
            to: "Content/class/transactions.csv")
        let check = try run(["check"], site)
        #expect(check.status != 0)
        #expect(
            check.standardError.contains(
                "Content/class/transactions.csv:4:26: error: money moves between `savings:k1` and `k2`; savings take "
                    + "money from their owner's checking or the bank"), "\(check.standardError)")
        #expect(
            check.standardError.contains(
                "transactions.csv:5:29: error: this takes Kai Moana's savings below zero: they have $5.00 in savings "
                    + "on 2026-11-05 and it takes $6.00"), "\(check.standardError)")
    }

    static let interestRules = """
        created_by: T
        rules:
          - name: Savings interest
            interest: 6% a year
            account: savings
            every: month
            on: 1
            start: 2026-12-01

        """

    /// 6% a year paid monthly is 0.5% a month of the savings at the end of 30 November: Kai's 13.00 earns 0.065,
    /// paid as 0.07 (a half cent up); Lea's 2.50 earns 0.0125, paid as 0.01. Kai's 5.00 saved on 1 December itself
    /// is not counted, and Lea's checking earns nothing.
    @Test func payrollPaysInterestOnSavingsAtTheEndOfTheDayBeforeRoundedHalfUpOnce() throws {
        let site = try makeClass(rules: Self.interestRules)
        for (name, amount, date) in [
            ("Kai", "13", "2026-11-10"), ("Lea", "2.50", "2026-11-30"), ("Kai", "5", "2026-12-01"),
        ] {
            let save = try run(["class", "save", name, amount, "--date", date], site, today: "2026-12-02")
            #expect(save.status == 0, "\(save.standardError)")
        }
        let payroll = try run(["class", "payroll"], site, today: "2026-12-02")
        #expect(payroll.status == 0, "\(payroll.standardError)")
        #expect(payroll.standardOutput == "Savings interest: added 2 rows on 2026-12-01, $0.08 in all\n")
        #expect(
            try rows(site).suffix(2) == [
                "t6,2026-12-01,bank,savings:k1,0.07,\"Savings interest, December\",T",
                "t7,2026-12-01,bank,savings:k2,0.01,\"Savings interest, December\",T",
            ])
        let after = try site.read("Content/class/transactions.csv")
        let again = try run(["class", "payroll"], site, today: "2026-12-02")
        #expect(again.standardOutput == "Savings interest: nothing due\n")
        #expect(try site.read("Content/class/transactions.csv") == after)
    }

    /// A year's rate on a weekly rule is a fifty-second of it each week, on checking when no account is named: Kai's
    /// 30.00 at 5.2% a year earns 30.00 × 5.2 / 5,200 = 0.03 each Friday, and Lea's 10.00 earns 0.01.
    @Test func aYearsRateOnAWeeklyRuleIsAFiftySecondOfItEachWeek() throws {
        let rules = """
            created_by: T
            rules:
              - name: Interest
                interest: 5.2% a year
                every: week
                on: friday
                start: 2026-11-06

            """
        let site = try makeClass(rules: rules)
        let payroll = try run(["class", "payroll", "--through", "2026-11-06"], site)
        #expect(payroll.standardOutput == "Interest: added 2 rows on 2026-11-06, $0.04 in all\n", "\(payroll)")
        #expect(
            try rows(site) == [
                "t3,2026-11-06,bank,k1,0.03,Interest,T",
                "t4,2026-11-06,bank,k2,0.01,Interest,T",
            ])
    }

    @Test func aRateOfAnotherPeriodThanTheRulesIsAnErrorAtIt() throws {
        let rules = Self.interestRules.replacingOccurrences(of: "6% a year", with: "1% a week")
        let site = try makeClass(rules: rules)
        let check = try run(["check"], site)
        #expect(check.status != 0)
        #expect(
            check.standardError.contains(
                "Content/class/rules.yml:4:5: error: this rule is paid every month, so give the rate of a month or of "
                    + "a year, like `interest: 1% a month` or `interest: 5% a year`"), "\(check.standardError)")
    }

    static let storeRules = "created_by: T\nstore:\n  Pencil set: 4.00\n  Pen: 1.50\n  Homework pass: 15.00\n"

    @Test func buyTakesAnItemOfTheStoreByNameAndAnExplicitPriceStillWorks() throws {
        let site = try makeClass(rules: Self.storeRules)
        let buy = try run(["class", "buy", "Kai", "pencil SET"], site)
        #expect(buy.status == 0, "\(buy.standardError)")
        #expect(buy.standardOutput == "Kai Moana bought Pencil set for $4.00 on 2026-11-24 (t3)\n")
        let priced = try run(["class", "buy", "Lea", "2.50", "Birthday card"], site)
        #expect(priced.standardOutput == "Lea Park bought Birthday card for $2.50 on 2026-11-24 (t4)\n")
        #expect(
            try rows(site) == [
                "t3,2026-11-24,k1,bank,4.00,Class store: Pencil set,T",
                "t4,2026-11-24,k2,bank,2.50,Class store: Birthday card,T",
            ])
        let before = try site.read("Content/class/transactions.csv")
        let unknown = try run(["class", "buy", "Kai", "pensil"], site)
        #expect(unknown.status != 0)
        #expect(
            unknown.standardError.hasPrefix(
                "Content/class/rules.yml:1:1: error: the class store has no `pensil`; did you mean `Pencil set` or `Pen`? "
                    + "Its other items are `Homework pass` (rules.yml, under `store:`)"), "\(unknown.standardError)")
        let price = try run(["class", "buy", "Kai", "4.00"], site)
        #expect(
            price.status != 0 && price.standardError.contains("error: `4.00` reads as a price; give the item after it"))
        #expect(try site.read("Content/class/transactions.csv") == before)
    }

    @Test func theStoreIsAPageLinkedFromTheClassInEveryLanguage() throws {
        let site = try makeClass(rules: Self.storeRules)
        #expect(try run(["build"], site).status == 0)
        let store = try site.read("Output/class/store/index.html")
        #expect(store.contains("<h1>Class store</h1>"))
        #expect(store.contains("<tr><th scope=\"row\"><bdi>Pencil set</bdi></th><td class=\"number\">$4.00</td></tr>"))
        #expect(try site.read("Output/class/index.html").contains("href=\"store/index.html\">See the class store</a>"))
        try site.write("title: Club\nlanguage: fr\nlocale: fr_FR\n", to: "Content/site.yml")
        #expect(try run(["build"], site).status == 0)
        let french = try site.read("Output/class/store/index.html")
        #expect(french.contains("<h1>Boutique de la classe</h1>") && french.contains("4,00"))
    }

    @Test func statementsAndStudentPagesShowCheckingAndSavings() throws {
        let site = try makeClass()
        _ = try run(["class", "save", "Kai", "20", "--date", "2026-11-03"], site)
        _ = try run(["class", "withdraw", "Kai", "5", "--date", "2026-11-04"], site)
        let statements = try run(["class", "statements", "--month", "2026-11"], site)
        #expect(statements.status == 0, "\(statements.standardError)")
        let kai = try site.read("Statements/2026-11/kai-moana.html")
        #expect(kai.contains("<td><bdi>Savings deposit</bdi></td><td><bdi>To savings</bdi></td>"))
        #expect(kai.contains("<h2>Savings account</h2>"))
        #expect(kai.contains("<td><bdi>Savings withdrawal</bdi></td><td><bdi>To checking</bdi></td>"))
        #expect(kai.contains("<strong>Savings at the end</strong></td><td class=\"number\"><strong>$15.00</strong>"))
        #expect(kai.contains("<span class=\"money-card-amount\">$15.00</span>"), "checking at the end of the month")
        #expect(try run(["build"], site).status == 0)
        let page = try site.read("Output/class/students/kai-moana/index.html")
        #expect(
            page.contains("<span class=\"money-card-title\">Checking</span><span class=\"money-card-amount\">$15.00"))
        #expect(
            page.contains("<span class=\"money-card-title\">Savings</span><span class=\"money-card-amount\">$15.00"))
        let home = try site.read("Output/class/index.html")
        #expect(home.contains("<td class=\"number\">$15.00</td><td class=\"number\">$15.00</td></tr>"))
        #expect(home.contains(">$40.00</span>"), "money in circulation counts savings")
    }
}
