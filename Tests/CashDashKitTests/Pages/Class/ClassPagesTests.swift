@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct ClassPagesTests {
    @Test func theDashboardStudentPagesAndGalleryShowNamesAndNeverIDs() throws {
        let site = try classSite()
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted)")
        let dashboard = try site.read("Output/class/index.html")
        #expect(
            dashboard.contains(
                "<span class=\"money-card-title\">Money in circulation</span><span class=\"money-card-amount\">$38.75</span>"
            ))
        #expect(
            dashboard.contains(
                "<tr><td class=\"number\">1</td><th scope=\"row\"><a href=\"students/maya-lopez/index.html\">Maya Lopez</a></th>"
                    + "<td class=\"number\">35</td><td class=\"number\">1</td><td class=\"number\">$14.50</td></tr>"))
        #expect(
            dashboard.contains(
                "<a href=\"students/maya-lopez/index.html\"><bdi>Maya Lopez</bdi></a> earned <strong><bdi>Saver</bdi></strong>"
            ))
        #expect(dashboard.contains("<figure class=\"chart\">"))
        let noah = try site.read("Output/class/students/noah-chen/index.html")
        #expect(
            noah.contains(
                "<bdi>Lunch, shared</bdi><span class=\"narrow-only\"> · <bdi>From Maya Lopez</bdi></span></td><td class=\"wide-only\"><bdi>From Maya Lopez</bdi></td><td class=\"number amount added\"><span class=\"visually-hidden\">Received </span>+$5.50</td><td class=\"number\">$20.50</td>"
            ))
        #expect(
            noah.contains(
                "<td class=\"number amount spent\"><span class=\"visually-hidden\">Paid </span>−$3.25</td><td class=\"number\">$17.25</td>"
            ))
        #expect(noah.contains("<td><bdi>Correction of quest two</bdi></td><td class=\"number\">−5</td>"))
        let zoe = try site.read("Output/class/students/zoe-adams/index.html")
        #expect(
            zoe.contains("<h1>Zoe &lt;Adams&gt;</h1>")
                && zoe.contains("</span><bdi>Bonus &lt;b&gt;for&lt;/b&gt; helping</bdi><span"))
        #expect(zoe.contains("No XP yet.") && zoe.contains("No badges yet."))
        let gallery = try site.read("Output/class/badges/index.html")
        #expect(gallery.contains("Earned by 1 student:") && gallery.contains("Earned by 0 students"))
        #expect(try site.read("Output/index.html").contains("href=\"class/index.html\""))
        for (path, data) in try site.snapshot(of: "Output") {
            let text = String(decoding: data, as: UTF8.self)
            for id in classIDs { #expect(!text.contains(id), "\(path) shows the id \(id)") }
        }
    }

    /// Equal XP shares a rank, big totals are written with a thousands separator, and the leaderboard's chart is a
    /// bar per student with the student's name beside it.
    @Test func tiedStudentsShareARankAndBigTotalsAreGrouped() throws {
        let site = try classSite([
            "xp.csv": "id,date,student,points,quest\nxp-1,2026-10-02,stu-a1,1230,Term project\n"
                + "xp-2,2026-10-02,stu-b2,35,Quest one\nxp-3,2026-10-02,stu-c3,35,Quest one\n"
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let dashboard = try site.read("Output/class/index.html")
        let ranks = dashboard.components(separatedBy: "<tr><td class=\"number\">").dropFirst().map {
            $0.prefix { $0 != "<" }
        }
        #expect(ranks == ["1", "2", "2"], "Noah and Zoe tie for second")
        #expect(dashboard.contains("<td class=\"number\">1,230</td>"))
        #expect(dashboard.contains("<span class=\"money-card-amount\">1,300</span>"), "the class's XP")
        #expect(dashboard.contains(">Maya Lopez</text><rect"), "a horizontal bar, named")
        #expect(dashboard.contains(">Zoe &lt;Adams&gt;</text>"))
    }

    @Test func withoutALeaderboardStudentsAreListedByNameWithNoRankOrXPChart() throws {
        let site = try classSite(
            [
                "xp.csv": "id,date,student,points,quest\nxp-1,2026-10-02,stu-b2,1230,Term project\n"
                    + "xp-2,2026-10-02,stu-a1,35,Quest one\n"
            ], siteYML: "title: Money club\nclass:\n  leaderboard: false\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let dashboard = try site.read("Output/class/index.html")
        let names = dashboard.components(separatedBy: "<tr><th scope=\"row\"><a href=\"students/").dropFirst().map {
            $0.prefix { $0 != "/" }
        }
        #expect(names == ["maya-lopez", "noah-chen", "zoe-adams"], "by name, though Noah has the most XP")
        #expect(!dashboard.contains("leaderboard-heading") && !dashboard.contains("<figure class=\"chart\">"))
        #expect(!dashboard.contains("1,230"), "no one's XP is compared")
        #expect(dashboard.contains("<caption>Every student, by name</caption>"))
    }

    @Test func initialsPrivacyShowsOnlyInitials() throws {
        let site = try classSite(siteYML: "title: Money club\nclass:\n  privacy: initials\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        var pages = ""
        for (path, data) in try site.snapshot(of: "Output") where path.hasPrefix("class/") {
            pages += String(decoding: data, as: UTF8.self)
        }
        for name in ["Maya", "Lopez", "Noah", "Chen", "Zoe", "Adams"] {
            #expect(!pages.contains(name), "\(name) appears")
        }
        #expect(pages.contains("<a href=\"students/m-l/index.html\">M. L.</a>") && pages.contains("From M. L."))
        #expect(site.exists("Output/class/students/z-a/index.html"))
    }

    /// A site with a `base_url` is published: its class pages show codes, kept in codes.csv, and are not indexed.
    @Test func aPublishedSiteShowsCodesNeverNamesAndKeepsTheCodesPrivate() throws {
        let site = try classSite(siteYML: "title: Money club\nbase_url: https://class.example.org\n")
        let checked = SiteBuilder(sitePath: site.path).check()
        // the fixture's, beside the point here; the files' warnings come in the order of their paths
        let unlocked = { (message: String) in message.contains("not locked yet") }
        #expect(
            checked.diagnostics.warnings.map(\.message).filter { !unlocked($0) } == [
                "3 students have no checkbook code yet; `cashdash build` gives them checkbook codes and keeps the list in this "
                    + "file, which is never published",
                "3 students have no code yet; `cashdash build` gives them codes and keeps the list in this file, which is never published",
            ])
        #expect(!site.exists("Content/class/codes.csv"), "check writes nothing")
        #expect(!site.exists("Content/class/checkbook.csv") && !site.exists("Content/class/checkbook-salt.txt"))

        let built = SiteBuilder(sitePath: site.path).build()
        #expect(
            built.succeeded
                && built.diagnostics.warnings.map(\.message).filter { !unlocked($0) } == [
                    "gave 3 students checkbook codes, which open each student's own transactions on their class page; the list "
                        + "is in this file, which is never published: give each student theirs on paper, as the manual's class "
                        + "chapter says",
                    "gave 3 students codes, which the class pages show instead of names; the list is in this file, which is never "
                        + "published: tell each student theirs",
                ])
        let codes = try site.read("Content/class/codes.csv").split(separator: "\n").map(String.init)
        #expect(
            codes.count == 4 && codes[0] == "student,code"
                && codes.dropFirst().map { $0.prefix(7) } == ["stu-a1,", "stu-b2,", "stu-c3,"])
        var everything = ""
        for (_, data) in try site.snapshot(of: "Output") { everything += String(decoding: data, as: UTF8.self) }
        for name in ["Maya", "Lopez", "Noah", "Chen", "Zoe", "Adams", "M. L."] {
            #expect(!everything.contains(name), "\(name) is published")
        }
        let maya = String(codes[1].dropFirst(7))
        #expect(site.exists("Output/class/students/\(maya.lowercased())/index.html"))
        let dashboard = try site.read("Output/class/index.html")
        #expect(
            dashboard.contains(">Student \(maya)</a>")
                && dashboard.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(
            try !site.read("Output/sitemap.xml").contains("/class/"), "class pages are not listed for search engines")

        // The records of what the build read note the files' stamps: they are never the same twice.
        let first = try site.snapshot(of: "Output").filter { !notesStamps($0.key) }
        let again = SiteBuilder(sitePath: site.path).build()
        let second = try site.snapshot(of: "Output").filter { !notesStamps($0.key) }
        #expect(
            again.diagnostics.all.map(\.message).filter { !unlocked($0) }.isEmpty && second == first,
            "the same codes, the same bytes")
        #expect(try site.read("Content/class/codes.csv").split(separator: "\n").count == 4)

        // A fourth student gets a code of their own; the others keep theirs, and the file keeps its bytes.
        let before = try site.read("Content/class/codes.csv")
        try site.write(
            "id,name\nstu-a1,Maya Lopez\nstu-b2,Noah Chen\nstu-c3,Zoe <Adams>\nstu-d4,Ivy Park\n",
            to: "Content/class/students.csv")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let after = try site.read("Content/class/codes.csv")
        #expect(after.hasPrefix(before) && after.dropFirst(before.count).hasPrefix("stu-d4,"))
    }

    @Test func namesOnAPublishedSiteAreAWarningAtThePrivacySetting() throws {
        let site = try classSite(
            siteYML: "title: Money club\nbase_url: https://class.example.org\nclass:\n  privacy: names\n")
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(
            result.diagnostics.warnings.map { "\($0.line): \($0.message)" }.filter { !$0.contains("not locked yet") }
                == [
                    "4: the class pages will show students' names at https://class.example.org, where anyone can read them; school "
                        + "privacy rules (FERPA in the US) count both as naming a student, so write `privacy: codes` unless every "
                        + "family has agreed"
                ])
    }

    @Test func anUnknownPrivacyModeIsAnError() throws {
        let site = try classSite(siteYML: "class:\n  privacy: nicknames\n")
        #expect(
            SiteBuilder(sitePath: site.path).check().diagnostics.errors.map(\.message) == [
                "unknown `privacy` value `nicknames`; use one of `names`, `initials`, `codes`"
            ])
    }

    @Test func aMonthlyStatementHasOpeningTransactionsClosingAndXP() throws {
        let site = try classSite()
        let result = ClassStatements(
            sitePath: site.path, month: Month(iso: "2026-11")!,
            outputPath: site.root.appendingPathComponent("out").path,
            today: Day(year: 2026, month: 12, day: 1)
        ).run()
        #expect(result.written == 3 && !result.diagnostics.hasErrors, "\(result.diagnostics.sorted)")
        let noah = try site.read("out/noah-chen.html")
        #expect(noah.contains("<p class=\"lead\">From November\u{A0}1,\u{A0}2026 to November\u{A0}30,\u{A0}2026</p>"))
        #expect(
            noah.contains(
                "<tr><td><time datetime=\"2026-11-01\">Nov\u{A0}1,\u{A0}2026</time></td><td colspan=\"3\">Opening balance</td><td class=\"number\">$20.50</td></tr>"
            ))
        #expect(noah.contains("<td><bdi>Class store: pencil</bdi></td><td><bdi>To the bank</bdi></td>"))
        #expect(noah.contains("<td class=\"number\"><strong>$17.25</strong></td>"))
        #expect(noah.contains("<h2>Experience points this month: 25</h2>"))
        #expect(!noah.contains("Weekly pay"), "October's rows are in the opening balance")
        #expect(noah.contains("<style>") && !noah.contains("<link") && !noah.contains("<script"))
        let index = try site.read("out/index.html")
        #expect(
            index.contains(
                "<a href=\"maya-lopez.html\">Maya Lopez</a></th><td class=\"number\">$14.50</td><td class=\"number\">$14.50</td><td class=\"number\">15</td>"
            ))
        let zoe = try site.read("out/zoe-adams.html")
        #expect(
            zoe.contains("Opening balance</td><td class=\"number\">$0.00</td>")
                && zoe.contains("<strong>$7.00</strong>"))
        for id in classIDs { #expect(!(noah + index + zoe).contains(id)) }
    }

    /// What the class wrote (a memo, a quest, a badge, a party) keeps its own direction inside an Arabic page: a memo
    /// such as `Shared the cost of the class plant, "Sprout"` had shown as `"plant, "Sprout`.
    @Test func anArabicSiteIsolatesWhatTheClassWrote() throws {
        let plant = "tx-06,2026-11-12,stu-a1,stu-b2,1,\"Shared the cost of the class plant, \"\"Sprout\"\"\",Ms. R\n"
        let site = try classSite(siteYML: "title: Money club\nlanguage: ar\n")
        try site.write(try site.read("Content/class/transactions.csv") + plant, to: "Content/class/transactions.csv")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted)")
        let maya = try site.read("Output/class/students/maya-lopez/index.html")
        #expect(
            maya.contains(
                "<bdi>Shared the cost of the class plant, &quot;Sprout&quot;</bdi><span class=\"narrow-only\">"))
        #expect(maya.contains("<td><bdi>Quest one</bdi></td>") && maya.contains("<strong><bdi>Saver</bdi></strong>"))
        let statements = ClassStatements(
            sitePath: site.path, month: Month(iso: "2026-11")!,
            outputPath: site.root.appendingPathComponent("out").path, today: Day(year: 2026, month: 12, day: 1)
        ).run()
        #expect(!statements.diagnostics.hasErrors, "\(statements.diagnostics.sorted)")
        #expect(
            try site.read("out/maya-lopez.html").contains(
                "<td><bdi>Shared the cost of the class plant, &quot;Sprout&quot;</bdi></td>"))
    }

}
