@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// An mdBook book and a Hugo page, copied into `Content/curriculum/`, built as a site: links between folders,
/// root-absolute links, raw HTML addresses and positions inside included text.
@Suite struct BookBuildTests {
    private func book(_ extra: [String: String] = [:], unsafeHTML: Bool = false) throws -> TemporarySite {
        var files = [
            "Content/site.yml": "title: Money book\n" + (unsafeHTML ? "unsafe_html: true\n" : ""),
            "Content/glossary/glossary.txt": "Budget: a plan for your money.\n",
            "Content/curriculum/SUMMARY.md": """
            # Summary

            [Welcome](README.md)

            # The basics

            - [Budgets](basics/budgets.md)
                - [Your first budget](basics/first.md)

            # Reference

            - [Interest](reference/interest.md)

            """,
            "Content/curriculum/README.md":
                "# Welcome\n\nStart with [budgets](basics/budgets.md) or the [glossary](/glossary/).\n",
            "Content/curriculum/basics/budgets.md": """
            # Budgets

            ![A jar](images/jar.svg) Next: [your first](first.md), then [interest](../reference/interest.md#rates).
            See [the intro](/) and [interest again](/reference/interest/).
            """,
            "Content/curriculum/basics/first.md": "# Your first budget\n\n{{#include ../../../listings/plan.md}}\n",
            "Content/curriculum/basics/images/jar.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "Content/curriculum/reference/interest.md": """
            +++
            title = "Interest"
            weight = 3
            description = "What borrowing costs."
            +++
            ## Rates

            <img src="../basics/images/jar.svg" alt="jar"> <a href="/basics/budgets/">budgets</a>
            """,
            "listings/plan.md": "1. Write down your pay.\n2. List what you spend.\n",
        ]
        files.merge(extra) { $1 }
        return try TemporarySite(files)
    }

    @Test func buildsABookWithPartsFoldersAndIncludes() throws {
        let site = try book(unsafeHTML: true)
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.map(\.description) == [])
        let index = try site.read("Output/curriculum/index.html")
        #expect(index.contains("<h2 class=\"chapter-section\">The basics</h2>"))
        #expect(index.contains("<h2 class=\"chapter-section\">Reference</h2>"))
        #expect(index.contains("<li class=\"card depth-1\">"), "the nested chapter is indented")
        let budgets = try site.read("Output/curriculum/budgets/index.html")
        #expect(
            budgets.contains("<img src=\"../basics/images/jar.svg\" alt=\"A jar\" />"),
            "an image beside the chapter in its folder")
        #expect(budgets.contains("<a href=\"../your-first-budget/index.html\">your first</a>"))
        #expect(budgets.contains("<a href=\"../interest/index.html#rates\">interest</a>"))
        #expect(budgets.contains("<a href=\"../../index.html\">the intro</a>"), "/ is the site's home page")
        #expect(
            budgets.contains("<a href=\"../interest/index.html\">interest again</a>"),
            "Hugo's /section/page/ is the chapter")
        #expect(
            budgets.contains("Chapter 1 · The basics"), "numbered as mdBook numbers it: Welcome is a prefix chapter")
        let welcome = try site.read("Output/curriculum/welcome/index.html")
        #expect(welcome.contains("<a href=\"../../glossary/index.html\">glossary</a>"))
        #expect(!welcome.contains("<h1>Welcome</h1>\n<h1"), "the title heading is not repeated")
        #expect(
            try site.read("Output/curriculum/your-first-budget/index.html").contains("<li>List what you spend.</li>"))
        let interest = try site.read("Output/curriculum/interest/index.html")
        #expect(
            interest.contains("<img src=\"../basics/images/jar.svg\" alt=\"jar\">"),
            "raw HTML addresses are rewritten too")
        #expect(
            interest.contains("<a href=\"../budgets/index.html\">budgets</a>"),
            "no glossary link inside a raw HTML link")
        #expect(interest.contains("What borrowing costs."))
        #expect(site.exists("Output/curriculum/basics/images/jar.svg"))
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("<h3 class=\"box-title\">The basics</h3>"))
    }

    @Test("one script lists every chapter, with its section, depth and mdBook number, for the list beside each chapter")
    func writesTheChapterListOnce() throws {
        let site = try book(["Content/curriculum/reference/interest.md": "# Interest \"rates\" & <fees>\n\n## Rates\n"])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.map(\.description) == [])
        #expect(
            try site.read("Output/chapter-list.js") == """
                window.CASHDASH_CHAPTERS = [
                {"d":0,"n":1,"l":null,"s":"","t":"Welcome","u":"curriculum/welcome/index.html"},
                {"d":0,"n":2,"l":"1","s":"The basics","t":"Budgets","u":"curriculum/budgets/index.html"},
                {"d":1,"n":3,"l":"1.1","s":"The basics","t":"Your first budget","u":"curriculum/your-first-budget/index.html"},
                {"d":0,"n":4,"l":"2","s":"Reference","t":"Interest \\"rates\\" \\u0026 \\u003cfees\\u003e","u":"curriculum/interest-rates-fees/index.html"}
                ];

                """)
        let first = try site.read("Output/curriculum/your-first-budget/index.html")
        #expect(
            first.contains(
                "<nav class=\"chapter-sidebar\" aria-label=\"All chapters\" data-current=\"3\" "
                    + "data-list=\"../../chapter-list.js\" hidden></nav>"))
        #expect(!first.contains("Welcome"), "a chapter's page does not carry the other chapters' titles")
    }

    @Test func brokenLinksAreErrorsAtTheirPlaceEvenAfterAnInclude() throws {
        let site = try book(
            [
                "Content/curriculum/basics/first.md": """
                # Your first budget

                {{#include ../../../listings/plan.md}}

                See [the
                plan](/docs/plan/) and [gone](gone.md).
                <a href="/nowhere/">x</a>
                """
            ], unsafeHTML: true)
        let result = SiteBuilder(sitePath: site.path).check()
        let folder = "\(site.path)/Content/curriculum"
        #expect(
            result.diagnostics.errors.map(\.description) == [
                "\(folder)/basics/first.md:5:5: error: links to `/docs/plan/`, which is no page of this site and no file in "
                    + "\(folder)/; a link that starts with `/` is read from the site's root (`/glossary/`) or the curriculum "
                    + "folder (`/guide/intro/` for guide/intro.md)",
                "\(folder)/basics/first.md:6:24: error: links to the chapter `basics/gone.md`, but there is no such file in \(folder)/",
                "\(folder)/basics/first.md:7:1: error: links to `/nowhere/`, which is no page of this site and no file in "
                    + "\(folder)/; a link that starts with `/` is read from the site's root (`/glossary/`) or the curriculum "
                    + "folder (`/guide/intro/` for guide/intro.md)",
            ])
    }

    /// Hugo's `content/docs/` copied in as the curriculum keeps its links' `/docs/`: the error says the link to write.
    @Test func aLinkWithTheFolderOfAHugoSectionSaysHowToWriteIt() throws {
        let site = try book([
            "Content/curriculum/basics/first.md": "# Your first budget\n\nSee [budgets](/docs/basics/budgets/#top).\n"
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        let folder = "\(site.path)/Content/curriculum"
        #expect(
            result.diagnostics.errors.map(\.description) == [
                "\(folder)/basics/first.md:3:5: error: links to `/docs/basics/budgets/#top`, which is no page of this site "
                    + "and no file in \(folder)/; a link that starts with `/` is read from the site's root (`/glossary/`) "
                    + "or the curriculum folder (`/guide/intro/` for guide/intro.md); the curriculum folder is the site's "
                    + "`/`, so write it without `/docs`: `/basics/budgets/#top`"
            ])
    }

    /// mdBook leaves prefix and suffix chapters unnumbered, does not count part titles, numbers a draft chapter
    /// (`[Title]()`) that has no page, and counts on through every part: 1., 1.1., 2., 3.
    @Test func numbersABookAsMdBookDoes() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Money book\n",
            "Content/curriculum/SUMMARY.md": """
            # Summary

            [Foreword](foreword.md)

            # Getting started

            - [Budgets](budgets.md)
                - [A first budget](first.md)

            # Going further

            - [Not written yet]()
            - [Saving](saving.md)

            [Thanks](thanks.md)

            """,
            "Content/curriculum/foreword.md": "# Foreword\n",
            "Content/curriculum/budgets.md": "# Budgets\n",
            "Content/curriculum/first.md": "# A first budget\n",
            "Content/curriculum/saving.md":
                "# Saving\n\n```quiz\nquestions:\n  - question: How much is 2 + 2?\n    answer: 4\n```\n",
            "Content/curriculum/thanks.md": "# Thanks\n",
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.map(\.description) == [])
        let index = try site.read("Output/curriculum/index.html")
        let eyebrows = index.components(separatedBy: "<p class=\"eyebrow\">").dropFirst().map {
            $0.prefix { $0 != "<" }
        }
        #expect(
            eyebrows == [
                "1 min read", "Chapter 1 · 1 min read", "Chapter 1.1 · 1 min read", "Chapter 3 · 1 min read",
                "1 min read",
            ])
        let foreword = try site.read("Output/curriculum/foreword/index.html")
        #expect(foreword.contains("<span aria-hidden=\"true\">›</span> Foreword</nav>"), "no number in the breadcrumbs")
        #expect(foreword.contains("<p class=\"eyebrow\">1 min read</p>"))
        #expect(foreword.contains("data-current=\"1\""), "the list beside it marks it by its place")
        #expect(
            foreword.contains(
                "<span class=\"quiet\">Chapter 1 <span class=\"arrow\" aria-hidden=\"true\">→</span></span> Budgets</a>"
            ))
        let first = try site.read("Output/curriculum/a-first-budget/index.html")
        #expect(first.contains("<span aria-hidden=\"true\">›</span> Chapter 1.1</nav>"))
        #expect(first.contains("<p class=\"eyebrow\">Chapter 1.1 · Getting started · 1 min read</p>"))
        #expect(
            first.contains(
                "<span class=\"quiet\">Chapter 3 <span class=\"arrow\" aria-hidden=\"true\">→</span></span> Saving</a>"),
            "the draft chapter took number 2")
        let saving = try site.read("Output/curriculum/saving/index.html")
        #expect(
            saving.contains(
                "<span class=\"quiet\"><span class=\"arrow\" aria-hidden=\"true\">←</span> Chapter 1.1</span> A first budget</a>"
            ))
        #expect(
            saving.contains(
                "<span class=\"quiet\"><span class=\"arrow\" aria-hidden=\"true\">→</span></span> Thanks</a>"),
            "a suffix chapter has no number")
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("<p class=\"eyebrow\">Chapter 3 · Going further</p>"))
        #expect(
            print.contains(
                "<a href=\"#a-first-budget\"><span class=\"book-number\">1.1.</span> <bdi>A first budget</bdi></a>"))
        #expect(print.contains("<li class=\"depth-0\"><a href=\"#foreword\"><bdi>Foreword</bdi></a></li>"))
        let answers = try site.read("Output/curriculum/answers/index.html")
        #expect(answers.contains("<h2 id=\"answers-4\">Chapter 3: <a"))
        #expect(
            try site.read("Output/chapter-list.js").contains("{\"d\":0,\"n\":5,\"l\":null,\"s\":\"\",\"t\":\"Thanks\""))
    }
}
