import Foundation
import Testing

@Suite struct BuildCommandTests {
    @Test func buildsTheEmbeddedDefaultSite() throws {
        let output = try TemporaryFolder()
        let result = try CommandRunner.run(
            [
                "build", "--site", CommandRunner.packageRoot.path, "--output",
                output.url.appendingPathComponent("site").path,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "no warnings on the default site")
        #expect(result.standardOutput.hasPrefix("Built "))
        #expect(output.exists("site/index.html"))
        #expect(output.exists("site/curriculum/index.html"))
        #expect(output.exists("site/curriculum/print/index.html"))
        #expect(output.exists("site/class/index.html") && output.exists("site/class/badges/index.html"))
        let chapters = try FileManager.default.contentsOfDirectory(
            atPath: output.url.appendingPathComponent("site/curriculum").path)
        #expect(chapters.filter { !["index.html", "print"].contains($0) }.count >= 6)
        for calculator in ["compound-interest", "savings-goal", "loan", "card-payoff", "budget-split", "currency"] {
            #expect(output.exists("site/calculators/\(calculator)/index.html"), "\(calculator)")
        }
        let loan = try String(
            contentsOf: output.url.appendingPathComponent("site/calculators/loan/index.html"), encoding: .utf8)
        #expect(loan.contains("$1,199.10"), "the default loan example is the textbook mortgage")
        // "Share" links to the stock only where it means one: "shares" of a company, not "a larger share".
        for (chapter, linksShare) in [
            "making-a-budget": false, "taxes-and-pay-slips": false, "reading-money-charts": false,
            "saving-and-emergency-funds": true, "investing-and-compound-interest": true,
        ] {
            let page = try String(
                contentsOf: output.url.appendingPathComponent("site/curriculum/\(chapter)/index.html"), encoding: .utf8)
            #expect(page.contains("glossary/index.html#share\"") == linksShare, "\(chapter)")
        }
    }

    @Test func aSiteOfOneChapterIsCountedInTheSingular() throws {
        let site = try TemporaryFolder()
        try site.write("title: One\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\n\nPut a little aside.\n", to: "Content/curriculum/01-saving.md")
        // It said "(1 chapters)" and "No problems found in 1 chapters".
        let built = try CommandRunner.run(["build"], in: site.url)
        #expect(
            built.status == 0 && built.standardOutput.contains(" pages (1 chapter) into "), "\(built.standardOutput)")
        let checked = try CommandRunner.run(["check"], in: site.url)
        #expect(checked.standardOutput == "No problems found in 1 chapter\n", "\(checked.standardOutput)")
    }

    @Test func aCalculatorExampleOutOfRangeFailsTheBuildAtItsLine() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write(
            "---\ncalculator: budget-split\nexample:\n  pay: 2000000000\n---\n", to: "Content/calculators/split.md")
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                Content/calculators/split.md:4:3: error: `pay: 2000000000` — Type an amount from 0 to 1,000,000,000, like 2500 or 12.50.
                1 error; nothing was written.

                """)
    }

    @Test func reportsAllErrorsWithPositionsAndFails() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\nthem: x\n", to: "Content/site.yml")
        try site.write("---\ntitle: A\n---\nSee [b](02-b.md).\n", to: "Content/curriculum/01-a.md")
        try site.write("---\ntitel: B\n---\n", to: "Content/curriculum/02-c.md")
        // The file just edited is listed first, then the others from the most recently changed.
        for (file, seconds) in [
            "Content/site.yml": 1_000.0, "Content/curriculum/01-a.md": 2_000, "Content/curriculum/02-c.md": 3_000,
        ] {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)],
                ofItemAtPath: site.url.appendingPathComponent(file).path)
        }
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                Content/curriculum/02-c.md:1:1: error: this chapter has no title; add a line `title: Your title` to its front matter
                Content/curriculum/02-c.md:2:1: error: unknown key `titel` in the front matter; did you mean `title`?
                Content/curriculum/01-a.md:4:5: error: links to the chapter `02-b.md`, but there is no such file in Content/curriculum/; did you mean `02-c.md`?
                Content/site.yml:2:1: error: unknown key `them` in site.yml; did you mean `theme`?
                4 errors; nothing was written.

                """)
        #expect(!site.exists("Output"))
    }

    @Test func buildsAnMdBookBookCopiedInAsItIs() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write(
            "# Summary\n\n[Intro](README.md)\n\n# Basics\n\n- [Budgets](basics/budgets.md)\n",
            to: "Content/curriculum/SUMMARY.md")
        try site.write("# Intro\n\nRead [budgets](basics/budgets.html) first.\n", to: "Content/curriculum/README.md")
        try site.write(
            "# Budgets\n\n```text\n{{#include plan.txt:2}}\n```\n\n{{< hint >}}\n",
            to: "Content/curriculum/basics/budgets.md")
        try site.write("one\nincome - spending\n", to: "Content/curriculum/basics/plan.txt")
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError == """
                Content/curriculum/basics/budgets.md:7:1: warning: `hint` is a Hugo shortcode, which Cash Dash does not run, so it is shown as written; replace it with Markdown (a link, a picture or a quote)

                """)
        let budgets = try String(
            contentsOf: site.url.appendingPathComponent("Output/curriculum/budgets/index.html"), encoding: .utf8)
        #expect(
            budgets.contains("<code class=\"language-text\">income - spending\n</code>"),
            "line 2 of the file, in the code block")
        #expect(budgets.contains("Chapter 1 · Basics"), "numbered as mdBook numbers it, after the unnumbered intro")
        let intro = try String(
            contentsOf: site.url.appendingPathComponent("Output/curriculum/intro/index.html"), encoding: .utf8)
        #expect(intro.contains("<p class=\"eyebrow\">1 min read</p>"), "a prefix chapter has no number")
        #expect(intro.contains("<a href=\"../budgets/index.html\">budgets</a>"))
    }

    @Test func buildsAHugoSectionWithItsSubSectionsInWeightOrder() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Guide\n---\n", to: "Content/curriculum/guide/_index.md")
        try site.write("---\ntitle: Budgets\nweight: 2\n---\n", to: "Content/curriculum/guide/budgets.md")
        try site.write("---\ntitle: First steps\nweight: 1\n---\n", to: "Content/curriculum/guide/steps/_index.md")
        try site.write("# A savings jar\n", to: "Content/curriculum/guide/steps/jar.md")
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")
        let index = try String(
            contentsOf: site.url.appendingPathComponent("Output/curriculum/index.html"), encoding: .utf8)
        let cards = index.components(separatedBy: "<li class=\"card").dropFirst()
        let titles = cards.map { $0.components(separatedBy: "/index.html\"><bdi>")[1].prefix { $0 != "<" } }
        #expect(titles == ["Guide", "First steps", "A savings jar", "Budgets"], "the sub-folder of weight 1 first")
    }

    @Test func checkReportsWithoutWriting() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nText\n", to: "Content/curriculum/01-saving.md")
        try site.write("---\ntitle: Saving!\n---\nText\n", to: "Content/curriculum/02-saving.md")
        let result = try CommandRunner.run(["check"], in: site.url)
        #expect(result.status == 0)
        #expect(
            result.standardError.hasPrefix(
                "Content/curriculum/02-saving.md:2:1: warning: the title makes the page name `saving`"))
        #expect(result.standardOutput == "No problems found in 2 chapters (1 warning)\n")
        #expect(!site.exists("Output"))
    }

    @Test func quietBuildPrintsNothing() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nText\n", to: "Content/curriculum/01-saving.md")
        let result = try CommandRunner.run(["build", "--quiet"], in: site.url)
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
        #expect(site.exists("Output/curriculum/saving/index.html"))
    }

    @Test func helpListsTheCommands() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("build"))
        #expect(result.standardOutput.contains("check"))
    }
}
