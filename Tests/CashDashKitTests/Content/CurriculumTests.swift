@testable import CashDashKit
@testable import CashDashModel
import CmarkHTML
import Foundation
import TestSupport
import Testing

@Suite struct CurriculumTests {
    private func chapter(_ title: String, file: String, order: Int? = nil, body: String = "") -> Chapter {
        Chapter(
            path: "curriculum/\(file)", fileName: file, title: title, order: order ?? Chapter.numberPrefix(of: file),
            body: body, titleLine: 2)
    }

    @Test func ordersByOrderThenFileName() {
        var curriculum = Curriculum(chapters: [
            chapter("Later", file: "b.md"), chapter("Second", file: "02-x.md"),
            chapter("First", file: "10-y.md", order: 1),
            chapter("Also later", file: "a.md"),
        ])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        #expect(curriculum.chapters.map(\.title) == ["First", "Second", "Also later", "Later"])
    }

    @Test func collidingTitlesGetNumberedSlugsWithAWarning() {
        var curriculum = Curriculum(chapters: [
            chapter("Saving!", file: "01-a.md"), chapter("Saving", file: "02-b.md"), chapter("saving", file: "03-c.md"),
            chapter("Print", file: "04-d.md"),
        ])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        #expect(curriculum.chapters.map(\.slug) == ["saving", "saving-1", "saving-2", "print-1"])
        #expect(
            diagnostics.warnings.map { "\($0.path):\($0.line)" } == [
                "curriculum/02-b.md:2", "curriculum/03-c.md:2", "curriculum/04-d.md:2",
            ])
        #expect(!diagnostics.hasErrors)
    }

    @Test(arguments: [
        (words: 1_000, characters: 0, minutes: 5), (words: 2_520, characters: 2_520, minutes: 5),
        (words: 1_250, characters: 1_000, minutes: 3), (words: 30, characters: 0, minutes: 1),
    ])
    func readingTimeGoesAt200WordsOr500ChineseOrJapaneseCharactersAMinute(words: Int, characters: Int, minutes: Int) {
        let markdown = RenderedMarkdown(html: "", headings: [], wordCount: words, ideographCount: characters)
        let rendered = RenderedChapter(chapter: chapter("Saving", file: "01-saving.md"), markdown: markdown, terms: [])
        #expect(rendered.readingMinutes == minutes)
    }

    @Test func aChaptersIDsAreItsHeadingsAndEveryIdOrNameInItsHTML() {
        let html = """
            <h2 id="goals">Goals</h2><p data-id="not-this" hid="nor-this">A<sup><a href="#fn-1" id="fnref-1">1</a></sup></p>
            <a name="old-anchor"></a><figure id="chart-1"><svg></svg></figure><p>id="text, not an attribute"</p>
            <span id="last
            """
        let markdown = RenderedMarkdown(
            html: html, headings: [.init(level: 2, text: "Goals", id: "goals")], wordCount: 1, ideographCount: 0)
        let rendered = RenderedChapter(chapter: chapter("Saving", file: "01-saving.md"), markdown: markdown, terms: [])
        for id in ["goals", "fnref-1", "old-anchor", "chart-1"] { #expect(rendered.hasID(id), "\(id)") }
        for id in ["not-this", "nor-this", "fn-1", "text, not an attribute", "chart", "last", ""] {
            #expect(!rendered.hasID(id), "\(id)")
        }
    }

    /// ``RenderedChapter/hasID(_:)`` finds what the link check's reader of a page's ids finds, on every chapter page
    /// of the example site and of the manual: each id it reads, and none of the page's other attribute values.
    @Test(arguments: ["", "Docs"])
    func aChapterHasTheIDsTheLinkCheckReadsInItsPage(_ folder: String) throws {
        let output = try TemporarySite()
        let root = SiteLinkCheckTests.packageRoot.appendingPathComponent(folder)
        #expect(SiteBuilder(sitePath: root.path, outputPath: output.path + "/Output").build().succeeded)
        let files = FileManager.default.enumerator(atPath: output.path + "/Output/curriculum")?.compactMap {
            $0 as? String
        }
        let pages = (files ?? []).filter { $0.hasSuffix("/index.html") }
        #expect(pages.count > 8)
        let check = SiteLinkCheck(files: [], baseURL: nil)
        for page in pages {
            let html = try output.read("Output/curriculum/" + page)
            let markdown = RenderedMarkdown(html: html, headings: [], wordCount: 1, ideographCount: 0)
            let rendered = RenderedChapter(chapter: chapter("Page", file: "page.md"), markdown: markdown, terms: [])
            let ids = check.scan([html], at: "curriculum/" + page).ids
            #expect(!ids.isEmpty)
            for id in ids { #expect(rendered.hasID(id), "\(page): \(id)") }
            // Every other value written `="…"` in the page: classes, addresses, labels.
            let values = html.split(separator: "=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
            for value in Set(values.map(String.init)) where !ids.contains(value) {
                #expect(!rendered.hasID(value), "\(page): \(value)")
            }
        }
    }

    @Test func aLinkToAChaptersFolderAddressFindsItAsHugoAndMdBookDo() {
        var curriculum = Curriculum(chapters: [
            chapter("Basics", file: "basics/_index.md"), chapter("Saving", file: "basics/saving/index.md"),
            chapter("Spending", file: "basics/spending.md"), chapter("Guide", file: "guide/README.md"),
        ])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        let saving = curriculum.chapters.first { $0.title == "Saving" }!
        var resolver = ChapterHooks(targets: .init(curriculum, folderPath: "Content/curriculum"), chapter: saving)
        func resolve(_ destination: String) -> String? {
            resolver.rewriteLink(.init(kind: .link, destination: destination, position: .init(line: 8, column: 5)))
        }
        #expect(resolve("../spending/") == "../spending/index.html", "Hugo's pretty address of basics/spending.md")
        #expect(resolve("../spending#why") == "../spending/index.html#why")
        #expect(resolve("../") == "../basics/index.html", "the section's _index.md")
        #expect(resolve("../../guide/") == "../guide/index.html", "mdBook's folder of a README.md")
        #expect(resolver.diagnostics.all.isEmpty, "\(resolver.diagnostics.all)")
        #expect(resolve("../spending.txt") == nil, "a file name is not a folder's address")
        #expect(resolve("../nowhere/") == nil)
        #expect(resolver.diagnostics.all.count == 2)
    }

    @Test func resolvesLinksBetweenChapters() {
        var curriculum = Curriculum(
            chapters: [chapter("Budgeting", file: "01-budgeting.md"), chapter("Saving money", file: "02-saving.md")],
            drafts: [chapter("Taxes", file: "05-taxes.md")], assets: ["images/jar.png"])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        var resolver = ChapterHooks(
            targets: .init(curriculum, folderPath: "Content/curriculum"), chapter: curriculum.chapters[0])
        func resolve(_ destination: String) -> String? {
            resolver.rewriteLink(.init(kind: .link, destination: destination, position: .init(line: 9, column: 4)))
        }
        #expect(resolve("02-saving.md") == "../saving-money/index.html")
        #expect(resolve("./02-saving.md#goals") == "../saving-money/index.html#goals")
        #expect(resolve("images/jar.png") == "../images/jar.png")
        #expect(resolve("https://example.org/a.md") == nil)
        #expect(resolve("mailto:teacher@example.org") == nil)
        #expect(resolve("#section") == nil)
        #expect(resolver.diagnostics.all.isEmpty)

        #expect(resolve("02-savings.md") == nil)
        #expect(resolve("05-taxes.md") == nil)
        #expect(resolve("images/missing.png") == nil)
        #expect(
            resolver.diagnostics.all.map(\.description) == [
                "curriculum/01-budgeting.md:9:4: error: links to the chapter `02-savings.md`, but there is no such file "
                    + "in Content/curriculum/; did you mean `02-saving.md`?",
                "curriculum/01-budgeting.md:9:4: error: links to `05-taxes.md`, which is a draft (`draft: true`), so it has "
                    + "no page; publish it or remove the link",
                "curriculum/01-budgeting.md:9:4: error: links to `images/missing.png`, which is not in Content/curriculum/; "
                    + "check the spelling or add the file",
            ])
    }

    @Test func headingAttributesGiveTheIdAndDeadFragmentsAreWarnedAtTheLink() throws {
        var curriculum = Curriculum(chapters: [
            chapter(
                "Budgeting", file: "01-budgeting.md",
                body: """
                    ## Options {#options}

                    ## Spending {#spending .wide}

                    See [options](#options), [nothing](#nowhere), [top](#top) and [saving's goals](02-saving.md#goals).
                    A footnote[^1] and [a missed goal](02-saving.md#gaols).

                    [^1]: It has an id too: [back](#fn-1).
                    """),
            chapter("Saving", file: "02-saving.md", body: "## Goals {#goals}\n\n## Options\n"),
        ])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        let chapters = RenderedChapter.renderAll(
            curriculum, glossary: Glossary(), folderPath: "Content/curriculum", options: .init(), money: .usDollars,
            diagnostics: &diagnostics)
        let html = chapters[0].markdown.html.string
        #expect(html.contains("<h2 id=\"options\">Options</h2>"), "not `options-options`, and `{#options}` is no text")
        #expect(html.contains("<h2 id=\"spending\" class=\"wide\">Spending</h2>"))
        #expect(chapters[1].markdown.headings.map(\.id) == ["goals", "options"])
        #expect(
            diagnostics.all.map(\.description) == [
                "curriculum/01-budgeting.md:5:26: warning: links to `#nowhere`, but this chapter has no heading with that id, "
                    + "so the link opens the top of the page; a heading's id is its text in lower case with `-` for spaces, "
                    + "or the `{#id}` after it",
                "curriculum/01-budgeting.md:6:20: warning: links to `#gaols`, but `02-saving.md` has no heading with that id, "
                    + "so the link opens the top of the page; did you mean `#goals`?",
            ])
    }

    @Test func rawHTMLLeftOutInSafeModeIsOneWarningAtTheFirstPiece() {
        var curriculum = Curriculum(chapters: [
            chapter(
                "Budgeting", file: "01-budgeting.md",
                body: "<!-- a note to myself -->\n\nText <b>bold</b>.\n\n<div class=\"box\">\nBox\n</div>\n"),
            chapter("Saving", file: "02-saving.md", body: "<!-- only a comment -->\n\nText.\n"),
        ])
        var diagnostics = Diagnostics()
        curriculum.arrange(diagnostics: &diagnostics)
        _ = RenderedChapter.renderAll(
            curriculum, glossary: Glossary(), folderPath: "Content/curriculum", options: .init(), money: .usDollars,
            diagnostics: &diagnostics)
        #expect(
            diagnostics.all.map(\.description) == [
                "curriculum/01-budgeting.md:3:6: warning: raw HTML such as `<b>` is left out of this chapter, as `unsafe_html` is "
                    + "off; write it in Markdown, or set `unsafe_html: true` in site.yml to let HTML from a safe list through"
            ])
        var allowed = Diagnostics()
        _ = RenderedChapter.renderAll(
            curriculum, glossary: Glossary(), folderPath: "Content/curriculum", options: .init(allowsRawHTML: true),
            money: .usDollars, diagnostics: &allowed)
        #expect(allowed.all.isEmpty)
    }
}
