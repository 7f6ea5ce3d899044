import Foundation
import Testing

@Suite struct ClassCommandTests {
    func makeClass() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write("id,name\nk1,Kai Moana\nk2,Lea Park\n", to: "Content/class/students.csv")
        try site.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-11-02,bank,k1,10,Pay,T\nt2,2026-11-03,k1,k2,4,Snack,T\n",
            to: "Content/class/transactions.csv")
        return site
    }

    @Test func lockThenEditThenBuildNamesTheTransactionAndKeepsTheSite() throws {
        let site = try makeClass()
        let lock = try CommandRunner.run(["class", "lock"], in: site.url)
        #expect(lock.status == 0)
        #expect(lock.standardOutput == "Locked 2 new transactions; 2 are now published and can no longer be changed.\n")
        #expect(try CommandRunner.run(["build"], in: site.url).status == 0)
        try site.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-11-02,bank,k1,10,Pay,T\nt2,2026-11-03,k1,k2,5,Snack,T\n",
            to: "Content/class/transactions.csv")
        let build = try CommandRunner.run(["build"], in: site.url)
        #expect(build.status == 1)
        #expect(
            build.standardError == """
                Content/class/transactions.csv:3:1: error: the published transaction `t2` was changed: amount 4.00 → 5.00; put the row back as it was, and add a correcting transaction instead (for example, money back from `to` to `from`)
                1 error; nothing was written.

                """)
        let relock = try CommandRunner.run(["class", "lock"], in: site.url)
        #expect(relock.status == 1 && relock.standardError.hasSuffix("1 error; nothing was locked.\n"))
    }

    @Test func statementsAreWrittenForTheMonth() throws {
        let site = try makeClass()
        let result = try CommandRunner.run(["class", "statements", "--month", "2026-11"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Wrote 2 statements for 2026-11 into Statements/2026-11 (open index.html)\n")
        #expect(site.exists("Statements/2026-11/index.html") && site.exists("Statements/2026-11/kai-moana.html"))
        #expect(result.standardError.contains("warning: 2 transactions are not locked yet"))
        let all = try site.read("Statements/2026-11/all.html")
        #expect(
            all.components(separatedBy: "<article class=\"statement-sheet\">").count == 3,
            "both statements, to print at once")
        #expect(
            try site.read("Statements/2026-11/index.html").contains("<a href=\"all.html\">every statement at once</a>"))
        // Lea paid nothing: her statement once said "Money paid −$0.00".
        let lea = try site.read("Statements/2026-11/lea-park.html")
        #expect(lea.contains("<span class=\"money-card-amount\">+$4.00</span>"))
        #expect(lea.contains("<span class=\"money-card-amount\">$0.00</span>") && !lea.contains("−$0.00"))
        #expect(
            try site.read("Statements/2026-11/kai-moana.html").contains(
                "<span class=\"money-card-amount\">−$4.00</span>"))
    }

    /// The statements name their month in the site's words: headed "Statements for 2026-11" in every language, a
    /// German class's read "Kontoauszüge für 2026-11".
    @Test func theStatementsNameTheirMonthInTheSitesWords() throws {
        let site = try makeClass()
        #expect(try CommandRunner.run(["class", "statements", "--month", "2026-11"], in: site.url).status == 0)
        #expect(try site.read("Statements/2026-11/index.html").contains("<h1>Statements for November\u{A0}2026</h1>"))
        try site.write("title: Club\nlanguage: de\nlocale: de_DE\n", to: "Content/site.yml")
        let german = try CommandRunner.run(
            ["class", "statements", "--month", "2026-11", "--output", "Auszüge"], in: site.url)
        #expect(german.status == 0, "\(german.standardError)")
        #expect(try site.read("Auszüge/index.html").contains("<h1>Kontoauszüge für November\u{A0}2026</h1>"))
        #expect(try site.read("Auszüge/all.html").contains("<title>Alle Kontoauszüge für November\u{A0}2026 · Club"))
        #expect(try site.read("Auszüge/kai-moana.html").contains("<title>Kontoauszug für November\u{A0}2026 · Kai"))
        // The bank in a phrase of its own: "Von {party}" had made "Von die Bank".
        #expect(try site.read("Auszüge/kai-moana.html").contains("Von der Bank"))
        #expect(try site.read("Auszüge/kai-moana.html").contains("An Lea Park"))
    }

    /// A student called "All" or "Index" gets a page of their own, never the folder's.
    @Test func aStudentNamedLikeTheFoldersPagesKeepsTheirOwn() throws {
        let site = try makeClass()
        try site.write("id,name\nk1,All\nk2,Index\n", to: "Content/class/students.csv")
        #expect(try CommandRunner.run(["class", "statements", "--month", "2026-11"], in: site.url).status == 0)
        #expect(site.exists("Statements/2026-11/all-2.html") && site.exists("Statements/2026-11/index-2.html"))
        #expect(try site.read("Statements/2026-11/all.html").contains("<h1>Index</h1>"))
    }
}
