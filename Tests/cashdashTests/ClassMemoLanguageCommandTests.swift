import Foundation
import Testing

/// The memos the class commands write in their own words (`class buy`, `fine`, `transfer` without a memo, `save`,
/// `withdraw`, a monthly rule of `payroll`) are in the site's language, through the real binary: they had been in
/// English on every site.
@Suite struct ClassMemoLanguageCommandTests {
    /// A class of two in `language`, Kai with 30.00 and Lea with 10.00 from 2 November 2026.
    func makeClass(language: String, rules: String = "created_by: T\n") throws -> TemporaryFolder {
        try ClassOfTwo.make(language: language, rules: rules)
    }

    func run(
        _ arguments: [String], _ site: TemporaryFolder, today: String = "2026-11-24"
    ) throws
        -> CommandRunner.Result
    {
        let result = try CommandRunner.run(arguments, in: site.url, environment: ["CASHDASH_TODAY": today])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result
    }

    /// The memos of the rows added after the first two.
    func memos(_ site: TemporaryFolder) throws -> [Substring] {
        try site.read("Content/class/transactions.csv").split(separator: "\n").dropFirst(3).map {
            $0.split(separator: ",", omittingEmptySubsequences: false).dropLast().last ?? ""
        }
    }

    @Test func aFrenchClassSavesBuysAndIsFinedInFrench() throws {
        let site = try makeClass(language: "fr")
        _ = try run(["class", "save", "Kai", "5", "--date", "2026-11-03"], site)
        _ = try run(["class", "withdraw", "Kai", "2", "--date", "2026-11-04"], site)
        _ = try run(["class", "buy", "Kai", "3", "Crayons", "--date", "2026-11-05"], site)
        _ = try run(["class", "fine", "Lea", "1", "Retard", "--date", "2026-11-06"], site)
        #expect(
            try memos(site) == [
                "Versement sur l’épargne", "Retrait de l’épargne", "Boutique de la classe\u{202F}: Crayons",
                "Amende\u{202F}: Retard",
            ])
        _ = try run(["check"], site)
    }

    @Test func anArabicClassWritesItsMemosInArabicWithNoHiddenMarks() throws {
        let site = try makeClass(language: "ar")
        _ = try run(["class", "save", "Kai", "5", "--date", "2026-11-03"], site)
        _ = try run(["class", "buy", "Kai", "3", "Pencils", "--date", "2026-11-05"], site)
        _ = try run(["class", "transfer", "Kai", "Lea", "1", "--date", "2026-11-06"], site)
        #expect(try memos(site) == ["إيداع في الادخار", "متجر الصف: Pencils", "تحويل"])
    }

    static let rent =
        "created_by: T\nrules:\n  - name: Loyer\n    rent: 1.00\n    every: month\n    on: 12\n    start: 2026-10-01\n"

    /// A monthly rule's memo names the month in the site's language; a month a row of it named in English before
    /// (October here) is paid already, and not charged twice.
    @Test func aMonthlyRuleNamesTheMonthInTheSitesLanguageAndKnowsTheEnglishRowsBefore() throws {
        let site = try makeClass(language: "fr", rules: Self.rent)
        try site.write(
            ClassOfTwo.header + "t1,2026-10-02,bank,k1,30.00,Pay,T\nt2,2026-10-02,bank,k2,10.00,Pay,T\n"
                + "t3,2026-10-12,k1,bank,1.00,\"Loyer, October\",T\nt4,2026-10-12,k2,bank,1.00,\"Loyer, October\",T\n",
            to: "Content/class/transactions.csv")
        _ = try run(["class", "payroll"], site)
        #expect(
            try site.read("Content/class/transactions.csv").split(separator: "\n").suffix(2) == [
                "t5,2026-11-12,k1,bank,1.00,\"Loyer, novembre\",T", "t6,2026-11-12,k2,bank,1.00,\"Loyer, novembre\",T",
            ])
        let after = try site.read("Content/class/transactions.csv")
        #expect(try run(["class", "payroll"], site).standardOutput == "Loyer: nothing due\n")
        #expect(try site.read("Content/class/transactions.csv") == after)
    }

    /// A class paid in French that turns to Spanish, then to English, finds its months paid under their French memos:
    /// payroll adds only the month after, in the language of the day.
    @Test(arguments: [("es", "Loyer, diciembre"), ("en", "Loyer, December")])
    func aMonthPaidInAnotherLanguageIsNotChargedAgain(_ language: String, _ december: String) throws {
        let site = try makeClass(language: language, rules: Self.rent)
        try site.write(
            ClassOfTwo.header + "t1,2026-10-02,bank,k1,30.00,Pay,T\nt2,2026-10-02,bank,k2,10.00,Pay,T\n"
                + "t3,2026-10-12,k1,bank,1.00,\"Loyer, octobre\",T\nt4,2026-10-12,k2,bank,1.00,\"Loyer, octobre\",T\n"
                + "t5,2026-11-12,k1,bank,1.00,\"Loyer, novembre\",T\nt6,2026-11-12,k2,bank,1.00,\"Loyer, novembre\",T\n",
            to: "Content/class/transactions.csv")
        let paid = try run(["class", "payroll"], site, today: "2026-12-20")
        #expect(paid.status == 0, "\(paid.standardError)")
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").dropFirst(7)
        #expect(
            rows == ["t7,2026-12-12,k1,bank,1.00,\"\(december)\",T", "t8,2026-12-12,k2,bank,1.00,\"\(december)\",T"])
    }
}
