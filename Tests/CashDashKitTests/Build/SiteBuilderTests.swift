@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct SiteBuilderTests {
    private func makeSite(_ extra: [String: String] = [:]) throws -> TemporarySite {
        var files = [
            "Content/site.yml": "title: Room 12 Money Club\ntagline: Small steps, big savings\n",
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting", extra: "summary: Plan every dollar.\n",
                body: "## Why plan\n\nThen read [saving](02-saving.md#goals).\n"),
            "Content/curriculum/02-saving.md": chapterFile(
                title: "Saving", body: "## Goals\n\n![A jar](images/jar.svg)\n"),
            "Content/curriculum/images/jar.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ]
        files.merge(extra) { $1 }
        return try TemporarySite(files)
    }

    @Test func buildsHomeCurriculumChaptersPrintAnd404() throws {
        let site = try makeSite()
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty)
        // The answer key is planned with the curriculum, quizzes or not, so a teacher always finds it at one address.
        #expect(result.pageCount == 7)
        for page in [
            "index.html", "404.html", "curriculum/index.html", "curriculum/print/index.html",
            "curriculum/budgeting/index.html", "curriculum/saving/index.html", "assets/style.css",
            "curriculum/images/jar.svg",
        ] {
            #expect(site.exists("Output/" + page), "\(page) is missing")
        }
        #expect(!site.exists("Output/sitemap.xml"))
        let budgeting = try site.read("Output/curriculum/budgeting/index.html")
        #expect(budgeting.contains("<a href=\"../saving/index.html#goals\">saving</a>"))
        #expect(budgeting.contains("href=\"../../assets/style.css\""))
        #expect(
            budgeting.contains("<h2 id=\"why-plan\"><a class=\"heading-link\" href=\"#why-plan\">Why plan</a></h2>"))
        #expect(budgeting.contains("<a href=\"#why-plan\">Why plan</a>"))
        #expect(budgeting.contains("rel=\"next\""))
        #expect(!budgeting.contains("rel=\"prev\""))
        let saving = try site.read("Output/curriculum/saving/index.html")
        #expect(saving.contains("<img src=\"../images/jar.svg\" alt=\"A jar\" />"))
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("<article class=\"chapter print-chapter\" id=\"budgeting\">"))
        #expect(print.contains("<a href=\"#saving--goals\">saving</a>"))
        let home = try site.read("Output/index.html")
        #expect(home.contains("href=\"curriculum/index.html\""))
        #expect(home.contains("Small steps, big savings"))
    }

    /// The 404 page is served at any address, and opened from disk: it carries its stylesheet inside it.
    @Test func the404PageStandsAloneWithItsStylesheetInside() throws {
        let site = try makeSite(["Templates/assets/style.css": "body { color: teal; }\n"])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let page = try site.read("Output/404.html")
        #expect(page.contains("<style>\nbody { color: teal; }\n\n</style>"), "the site's own stylesheet, inlined")
        #expect(page.contains("<a class=\"button\" href=\"/index.html\">"))
        let chapter = try site.read("Output/curriculum/budgeting/index.html")
        #expect(!chapter.contains("<style>"), "other pages link to the stylesheet")
    }

    /// The print page is rendered around its chapters; a template of a site's own that shows them in another way than
    /// `{{{chapters}}}` once still gets exactly what it asks for.
    @Test func aPrintTemplateOfTheSitesOwnShowsTheChaptersAsItWrites() throws {
        for (body, expected) in [
            ("<main>{{{chapters}}}</main>\n", 1), ("<main>{{{chapters}}}</main><aside>{{{chapters}}}</aside>\n", 2),
        ] {
            let site = try makeSite()
            try site.write(
                "{{% CONTENT_TYPE: HTML}}\n<p>{{site.title}}</p>\n" + body, to: "Templates/curriculum/print.mustache")
            let result = SiteBuilder(sitePath: site.path).build()
            #expect(result.succeeded, "\(result.diagnostics.all)")
            let print = try site.read("Output/curriculum/print/index.html")
            #expect(
                print.components(separatedBy: "<article class=\"chapter print-chapter\" id=\"budgeting\">").count - 1
                    == expected)
            #expect(
                print.hasPrefix("<p>Room 12 Money Club</p>\n<main>  <article") && print.contains("</article></main>"),
                "\(print)")
        }
        let escaped = try makeSite()
        try escaped.write(
            "{{% CONTENT_TYPE: HTML}}\n<pre>{{chapters}}</pre>\n", to: "Templates/curriculum/print.mustache")
        _ = SiteBuilder(sitePath: escaped.path).build()
        #expect(try escaped.read("Output/curriculum/print/index.html").hasPrefix("<pre>  &lt;article class="))
    }

    @Test func showsSummariesAndTaglinesAsWritten() throws {
        let site = try makeSite()
        _ = SiteBuilder(sitePath: site.path).build()
        #expect(
            try site.read("Output/curriculum/budgeting/index.html").contains(
                "<p class=\"lead\"><bdi>Plan every dollar.</bdi></p>")
        )
        #expect(try site.read("Output/curriculum/index.html").contains("<p><bdi>Plan every dollar.</bdi></p>"))
        #expect(
            try site.read("Output/curriculum/print/index.html").contains(
                "<p class=\"lead\"><bdi>Plan every dollar.</bdi></p>"))
        #expect(try site.read("Output/index.html").contains("<p>Room 12 Money Club · Small steps, big savings</p>"))
        for (path, data) in try site.snapshot(of: "Output") {
            #expect(!String(decoding: data, as: UTF8.self).contains("Optional("), "\(path) shows a Swift optional")
        }
    }

    @Test func everyLinkIsRelative() throws {
        let site = try makeSite()
        _ = SiteBuilder(sitePath: site.path).build()
        for (path, data) in try site.snapshot(of: "Output") where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("href=\"/"), "\(path) has a root-relative link")
            #expect(!html.contains("src=\"/"), "\(path) has a root-relative source")
            #expect(!html.contains("http://") && !html.contains("https://"), "\(path) names a remote address")
        }
    }

    @Test func writesASitemapWhenTheSiteHasABaseURL() throws {
        let site = try makeSite(["Content/site.yml": "title: Club\nbase_url: https://example.org/club/\n"])
        _ = SiteBuilder(sitePath: site.path).build()
        let sitemap = try site.read("Output/sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/club/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/club/curriculum/saving/</loc>"))
        #expect(!sitemap.contains("404"))
        #expect(try site.read("Output/404.html").contains("href=\"https://example.org/club/index.html\""))
    }

    @Test func escapesTextFromContent() throws {
        let site = try makeSite([
            "Content/site.yml": "title: \"<script>alert('site')</script>\"\n",
            "Content/curriculum/03-x.md": chapterFile(
                title: "\"<script>alert(1)</script>\"",
                extra: "summary: \"<img src=x onerror=alert(2)>\"\nobjectives:\n  - \"<b>bold</b>\"\n"),
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        for (path, data) in try site.snapshot(of: "Output") where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains("<script>alert"), "\(path) lets a script through")
            #expect(!html.contains("<img src=x"), "\(path) lets an image tag through")
            #expect(!html.contains("<b>bold"), "\(path) lets a tag through")
        }
        let chapter = try site.read("Output/curriculum/script-alert-1-script/index.html")
        #expect(chapter.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = try makeSite()
        _ = SiteBuilder(sitePath: site.path).build()
        let first = try site.snapshot(of: "Output")
        _ = SiteBuilder(sitePath: site.path).build()
        // But for the page record and the records of what the build read, which note when they looked at the files.
        #expect(
            try site.snapshot(of: "Output").filter { !notesStamps($0.key) } == first.filter { !notesStamps($0.key) })
        let shards = first.keys.filter { $0.hasPrefix("search/") }.count
        #expect(shards > 10)
        #expect(
            first.filter { !$0.key.hasPrefix(".cashdash/") }.count - shards == 15,
            "pages, assets (style, two scripts, the icon), the picture, the search index, the chapter list"
        )
        #expect(
            first.keys.contains { $0.hasPrefix(".cashdash/chapters-") } && first[".cashdash/pages"] != nil
                && first.keys.contains { $0.hasPrefix(".cashdash/loaded-") })
        #expect(first[".cashdash/lock"] != nil && first[".cashdash/kind"] != nil)
        #expect(first["chapter-list.js"] != nil && first["assets/favicon.svg"] != nil)
        #expect(first[".cashdash/manifest"] != nil)
    }

    @Test func aFailedBuildLeavesThePreviousOutputExactlyAsItWas() throws {
        let site = try makeSite()
        _ = SiteBuilder(sitePath: site.path).build()
        try site.write("kept", to: "Output/.git/HEAD")
        let before = try site.snapshot(of: "Output")
        try site.write(
            chapterFile(title: "Broken", body: "[missing](99-nope.md)\n"), to: "Content/curriculum/03-broken.md")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        #expect(try site.snapshot(of: "Output") == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.contains("staging") }
        #expect(leftovers.isEmpty)
    }

    /// A page that fails once pages are being written (here the print page, staged a batch at a time, which links
    /// nowhere) stops the build with nothing published: every page, changed or not, is as the last build left it.
    @Test func aPageThatFailsWhilePagesAreWrittenLeavesThePreviousSiteUntouched() throws {
        let site = try makeSite()
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let before = try site.snapshot(of: "Output")
        try site.write(
            chapterFile(title: "Budgeting", body: "## Why plan\n\nA new first chapter.\n"),
            to: "Content/curriculum/01-budgeting.md")
        try site.write(
            "{{% CONTENT_TYPE: HTML}}\n<main>{{{chapters}}}</main>\n<a href=\"../nowhere/\">more</a>\n",
            to: "Templates/curriculum/print.mustache")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        #expect(result.diagnostics.errors.contains { $0.path.hasSuffix("Templates/curriculum/print.mustache") })
        #expect(try site.snapshot(of: "Output") == before)
        let control = try FileManager.default.contentsOfDirectory(atPath: site.path + "/Output/.cashdash")
        #expect(!control.contains { $0.hasPrefix("staging-") }, "\(control)")
    }

    @Test func buildsIntoAFolderThatHoldsOnlyHiddenFilesAndKeepsThem() throws {
        let site = try makeSite()
        try site.write("ref: refs/heads/pages", to: "Output/.git/HEAD")
        try site.write("", to: "Output/.gitkeep")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try site.read("Output/.git/HEAD") == "ref: refs/heads/pages")
        #expect(site.exists("Output/.gitkeep"))
        #expect(site.exists("Output/index.html"))
    }

    @Test func reportsEveryProblemInOneRun() throws {
        let site = try makeSite([
            "Content/site.yml": "title: Club\ncolour: blue\n",
            "Content/curriculum/03-a.md": "---\nsummary: no title\n---\n",
            "Content/curriculum/04-b.md": chapterFile(title: "B", extra: "sumary: typo\n"),
            "Content/curriculum/05-c.md": chapterFile(title: "C", body: "Line one\n\nSee [x](06-missing.md).\n"),
            "Content/curriculum/06-d.md": "---\ntitle: [unclosed\n---\n",
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        let root = site.path
        #expect(
            result.diagnostics.errors.map(\.description) == [
                "\(root)/Content/curriculum/03-a.md:1:1: error: this chapter has no title; add a line `title: Your title` to its front matter",
                "\(root)/Content/curriculum/04-b.md:3:1: error: unknown key `sumary` in the front matter; did you mean `summary`?",
                "\(root)/Content/curriculum/05-c.md:6:5: error: links to the chapter `06-missing.md`, but there is no such file in \(root)/Content/curriculum/",
                "\(root)/Content/curriculum/06-d.md:3:1: error: this YAML cannot be read: did not find expected ',' or ']'",
                "\(root)/Content/site.yml:2:1: error: unknown key `colour` in site.yml; the keys it takes are `title`, `tagline`, `language`, `locale`, `currency`, `base_url`, `unsafe_html`, `rates`, `theme`, `class`, `publish`",
            ])
    }

    /// 4,000 links to a chapter that is not there, a letter from one that is: "did you mean" is asked 50 times.
    @Test func manyBrokenLinksAskDidYouMeanFiftyTimes() throws {
        let links = String(repeating: "See [it](01-savin.md).\n\n", count: 4_000)
        let site = try makeSite([
            "Content/site.yml": "title: Club\n",
            "Content/curriculum/01-saving.md": chapterFile(title: "Saving"),
            "Content/curriculum/02-links.md": chapterFile(title: "Links", body: links),
        ])
        let errors = SiteBuilder(sitePath: site.path).check().diagnostics.errors.map(\.message)
        #expect(errors.count == 4_000)
        #expect(errors.filter { $0.hasSuffix("did you mean `01-saving.md`?") }.count == Suggester.maximumLookups)
    }

    @Test func checkWritesNothing() throws {
        let site = try makeSite()
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(result.succeeded)
        #expect(result.pageCount == 7)
        #expect(!site.exists("Output"))
    }

    @Test func buildsWithoutACurriculum() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Empty club\n"])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        #expect(try site.read("Output/index.html").contains("no content yet"))
        #expect(!site.exists("Output/curriculum"))
    }

    @Test func missingContentFolderIsAnError() throws {
        let site = try TemporarySite()
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.errors.first?.message.contains("no Content folder") == true)
    }

    @Test func aSiteTemplateOverridesTheBundledOne() throws {
        let site = try makeSite([
            "Templates/partials/footer.mustache": "<footer>Our own footer for {{site.title}}</footer>\n"
        ])
        _ = SiteBuilder(sitePath: site.path).build()
        #expect(try site.read("Output/index.html").contains("<footer>Our own footer for Room 12 Money Club</footer>"))
    }

    @Test func templateErrorsNameTheFileAndLine() throws {
        let site = try makeSite([
            "Templates/home.mustache": "<h1>{{site.title}}</h1>\n{{#sections}}\n<p>{{title}}</p>\n"
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        let error = try #require(result.diagnostics.errors.first)
        #expect(error.path == "\(site.path)/Templates/home.mustache")
        #expect(error.message.hasPrefix("this template cannot be read"))
        #expect(!site.exists("Output"))
    }
}

@Suite struct OutputFolderSafetyTests {
    @Test(arguments: ["", "Content", "Content/curriculum", "Templates", ".."])
    func refusesAnOutputFolderThatHoldsTheSite(_ relative: String) throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha")])
        let output = relative.isEmpty ? site.path : site.path + "/" + relative
        let result = SiteBuilder(sitePath: site.path, outputPath: output).build()
        #expect(
            result.diagnostics.errors.first?.message.contains("would mix the output with the site's own files") == true)
        #expect(site.exists("Content/curriculum/01-a.md"))
    }
}

@Suite struct TextFileTests {
    @Test func aFileThatIsNotUTF8IsAnErrorAtItsFirstBadLine() throws {
        let site = try TemporarySite()
        let url = site.root.appendingPathComponent("latin1.md")
        try Data("---\ntitle: Caf".utf8 + [0xE9] + Data("\n---\n".utf8)).write(to: url)
        var diagnostics = Diagnostics()
        #expect(readTextFile(url, path: "latin1.md", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.all.map(\.line) == [2])
        #expect(diagnostics.all.first?.message.hasPrefix("this file is not UTF-8 text; save it again as UTF-8") == true)
    }
}

@Suite struct GlossaryPageTests {
    @Test func buildsTheGlossaryPageTermLinksAndTheSearchIndex() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "## Saving\n\nA budget helps you save.\n"),
            "Content/glossary/glossary.txt":
                "Budget: A plan for <your> money.\n401(k): A plan & more.\nZero: Nothing.\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty)
        let page = try site.read("Output/glossary/index.html")
        #expect(page.contains("<div class=\"entry\" id=\"budget\" data-term=\"budget\">"))
        #expect(page.contains("<dd>A plan for &lt;your&gt; money.</dd>"))
        #expect(page.contains("<a href=\"#letter-numbers\">#</a>"))
        #expect(page.contains("<span class=\"az-empty\" aria-hidden=\"true\">C</span>"))
        #expect(page.range(of: "id=\"401-k\"")!.lowerBound < page.range(of: "id=\"budget\"")!.lowerBound)
        let chapter = try site.read("Output/curriculum/alpha/index.html")
        #expect(
            chapter.contains(
                "A <a href=\"../../glossary/index.html#budget\" title=\"A plan for &lt;your&gt; money.\">budget</a>"))
        #expect(chapter.contains("Terms in this chapter"))
        #expect(try site.read("Output/index.html").contains("href=\"glossary/index.html\""))
        let index = try site.read("Output/search-index.json")
        // A term's address without the folder every term shares, in `prefixes`.
        #expect(index.contains("\"prefixes\":[\"\",\"curriculum/alpha/\",\"glossary/\"]"))
        #expect(index.contains("[2,\"Budget\",\"index.html#budget\"]"))
        #expect(
            try site.read("Output/search-index.js").hasPrefix(
                "window.CASHDASH_SEARCH = {\"kinds\":[\"Page\",\"Chapter\",\"Term\"]"))
        // The heading "Saving" is found by its words, and links to its place in the chapter.
        #expect(try site.read("Output/search/sa.js").contains("\"saving\":[[2,8,\"saving\",\"Saving\"]]"))
    }

    @Test func glossaryErrorsStopTheBuild() throws {
        let site = try TemporarySite([
            "Content/glossary/words.txt": "Budget|Loan",
            "Content/glossary/definitions.txt": "A plan.",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.errors.first?.message.hasPrefix("words.txt has 2 entries but definitions.txt has 1")
                == true)
        #expect(!site.exists("Output"))
    }
}
