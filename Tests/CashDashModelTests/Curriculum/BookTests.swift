@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Books as mdBook and Hugo lay them out, copied into `Content/curriculum/`: sub-folders, no front matter,
/// `SUMMARY.md` and `{{#include}}`. The books are written here in those layouts.
@Suite struct BookTests {
    private func load(_ site: TemporarySite) -> (Curriculum, [String]) {
        var diagnostics = Diagnostics()
        let curriculum = Curriculum.load(
            from: site.root.appendingPathComponent("Content/curriculum"), path: "Content/curriculum",
            siteFolder: site.root,
            diagnostics: &diagnostics)
        return (curriculum, diagnostics.sorted.map(\.description))
    }

    @Test func subFoldersAreSectionsInTheOrderOfTheirNamesOrTheirIndex() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-welcome.md": "# Welcome\n",
            "Content/curriculum/02-guide/index.md": "---\ntitle: User guide\n---\nHow to use the book.\n",
            "Content/curriculum/02-guide/02-reading.md": "# Reading a statement\n",
            "Content/curriculum/02-guide/01-saving.md": "# Saving\n",
            "Content/curriculum/02-guide/extras/tips.md": "# Tips\n",
            "Content/curriculum/reference/terms.md": "# Terms\n",
            "Content/curriculum/03-last.md": "# Last at the top\n",
            "Content/curriculum/02-guide/images/jar.png": "png",
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        #expect(
            curriculum.chapters.map(\.title) == [
                "Welcome", "User guide", "Saving", "Reading a statement", "Tips", "Last at the top", "Terms",
            ])
        #expect(
            curriculum.chapters.map { $0.section?.title } == [
                nil, "User guide", "User guide", "User guide", "User guide", nil, "Reference",
            ])
        #expect(curriculum.chapters.map(\.depth) == [0, 0, 0, 0, 1, 0, 0])
        #expect(curriculum.chapters[2].fileName == "02-guide/01-saving.md")
        #expect(curriculum.assets == ["02-guide/images/jar.png"])
    }

    /// As Hugo orders a section: its pages and sub-sections together by weight (a folder's in its `_index.md`), a
    /// folder without one by its name's number, and those with neither after the rest, by name.
    @Test func subFoldersSortAmongTheChaptersOfTheirLevelByWeight() throws {
        let site = try TemporarySite([
            "Content/curriculum/guide/_index.md": "---\ntitle: Guide\nweight: 3\n---\n",
            "Content/curriculum/guide/budgets.md": "---\ntitle: Budgets\nweight: 2\n---\n",
            "Content/curriculum/guide/notes.md": "# Notes\n",
            "Content/curriculum/guide/zz-first-steps/_index.md": "+++\ntitle = \"First steps\"\nweight = 1\n+++\n",
            "Content/curriculum/guide/zz-first-steps/jar.md": "# A savings jar\n",
            "Content/curriculum/guide/03-later/goals.md": "# Goals\n",
            "Content/curriculum/guide/appendix/words.md": "# Words\n",
            "Content/curriculum/welcome.md": "---\ntitle: Welcome\nweight: 2\n---\n",
            "Content/curriculum/start/index.md": "---\ntitle: Start here\nweight: 1\n---\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        #expect(
            curriculum.chapters.map(\.title) == [
                "Start here", "Welcome", "Guide", "First steps", "A savings jar", "Budgets", "Goals", "Words", "Notes",
            ])
    }

    /// A Hugo docs section copied in whole: its own `_index.md` opens the curriculum (it had come last, having no
    /// weight), and a page of weight 0, which Hugo reads as none, comes after those with one.
    @Test func aHugoSectionsOwnIndexComesFirstAndWeightZeroLast() throws {
        let site = try TemporarySite([
            "Content/curriculum/_index.md": "---\ntitle: Documentation\n---\n",
            "Content/curriculum/overview.md": "---\ntitle: Overview\nweight: 1\n---\n",
            "Content/curriculum/glossary.md": "---\ntitle: Glossary\nweight: 0\n---\n",
            "Content/curriculum/tasks/_index.md": "---\ntitle: Tasks\nweight: 6\n---\n",
            "Content/curriculum/tasks/beds.md": "---\ntitle: Beds\nweight: 2\n---\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        #expect(curriculum.chapters.map(\.title) == ["Documentation", "Overview", "Tasks", "Beds", "Glossary"])
    }

    /// A folder's `_index.md` with no title (hugo-book's `bookCollapseSection: true` alone) is titled by its folder,
    /// as Hugo titles it: it had been an error that stopped the build.
    @Test func aSectionsIndexWithNoTitleIsTitledByItsFolder() throws {
        let site = try TemporarySite([
            "Content/curriculum/shortcodes/experimental/_index.md": "---\nbookCollapseSection: true\n---\n",
            "Content/curriculum/shortcodes/experimental/images.md": "# Images\n",
            "Content/curriculum/02-getting_started/README.md": "Read this first.\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.count == 1 && problems[0].contains("`bookCollapseSection` is a Hugo or Jekyll setting"))
        #expect(curriculum.chapters.map(\.title) == ["Getting started", "Experimental", "Images"])
        #expect(curriculum.chapters.map { $0.section?.title } == ["Getting started", "Shortcodes", "Shortcodes"])
    }

    @Test func summaryGivesTheOrderPartsAndNesting() throws {
        let site = try TemporarySite([
            "Content/curriculum/SUMMARY.md": """
            # Summary

            [Introduction](README.md)

            # Getting started

            - [Budgets](guide/budgets.md)
                - [A first budget](guide/first%20budget.md)
            - [Saving](guide/saving.md)
            - [Not written yet]()

            # Reference

            - [Terms](reference/terms.md)
            - [Missing](reference/missng.md)
            - [Budgets again](guide/budgets.md)

            ---

            [Thanks](thanks.md)

            """,
            "Content/curriculum/README.md": "# Introduction\n",
            "Content/curriculum/guide/budgets.md": "# Budgets\n",
            "Content/curriculum/guide/first budget.md": "No heading here, so SUMMARY.md names it.\n",
            "Content/curriculum/guide/saving.md": "# Saving\n\n{{#include ../fragment.md}}\n",
            "Content/curriculum/fragment.md":
                "A part of a chapter, with no title, included by one: no page, no warning.\n",
            "Content/curriculum/reference/terms.md": "# Terms\n",
            "Content/curriculum/reference/missing.md": "# Missing\n",
            "Content/curriculum/thanks.md": "# Thanks\n",
            "Content/curriculum/stray.md": "# Stray\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/SUMMARY.md:15:3: error: lists `reference/missng.md`, but there is no such file in the curriculum folder; did you mean `reference/missing.md`?",
                "Content/curriculum/SUMMARY.md:16:3: error: lists `guide/budgets.md` a second time; a chapter has one place, so remove this line",
                "Content/curriculum/reference/missing.md:1:1: warning: this file is not listed in SUMMARY.md, so it has no page; add it there to publish it",
                "Content/curriculum/stray.md:1:1: warning: this file is not listed in SUMMARY.md, so it has no page; add it there to publish it",
            ])
        #expect(
            curriculum.chapters.map(\.title) == [
                "Introduction", "Budgets", "A first budget", "Saving", "Terms", "Thanks",
            ])
        #expect(
            curriculum.chapters.map { $0.section?.title } == [
                nil, "Getting started", "Getting started", "Getting started", "Reference", nil,
            ], "prefix and suffix chapters are in no part")
        #expect(curriculum.chapters.map(\.depth) == [0, 0, 1, 0, 0, 0])
        #expect(
            curriculum.chapters.map { $0.number(at: 0, isInBook: true) } == [nil, "1", "1.1", "2", "4", nil],
            "as mdBook numbers them: prefix and suffix chapters not at all, the draft chapter 3, on through parts")
        #expect(curriculum.unlisted == ["reference/missing.md", "stray.md", "fragment.md"])
    }

    /// A chapter taken out of the book inside `<!-- -->` has no page and no number, as in mdBook; prefix chapters
    /// written side by side on one line are each a chapter; a note after a link, in brackets, is not its address;
    /// titles are text.
    @Test func summaryLeavesOutCommentsAndReadsEachLinkOfALine() throws {
        let site = try TemporarySite([
            "Content/curriculum/SUMMARY.md": """
            # Summary

            [Foreword](foreword.md) [Introduction](intro.md)

            <!--
            - [Taxes](taxes.md)
            -->
            - [Budgets](budgets.md) <!-- (draft until May) -->
            <!-- - [Loans](loans.md) -->

            ## Further reading

            - [Saving (the basics)](saving(basics).md) (with a quiz)

            # Part **two**

            - [The `match` **keyword**](match.md)

            """,
            "Content/curriculum/foreword.md": "# Foreword\n",
            "Content/curriculum/intro.md": "# Introduction\n",
            "Content/curriculum/taxes.md": "# Taxes\n",
            "Content/curriculum/loans.md": "# Loans\n",
            "Content/curriculum/budgets.md": "# Budgets\n",
            "Content/curriculum/saving(basics).md": "# Saving\n",
            "Content/curriculum/match.md": "## A chapter whose first heading is not a title\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/loans.md:1:1: warning: this file is not listed in SUMMARY.md, so it has no page; add it there to publish it",
                "Content/curriculum/taxes.md:1:1: warning: this file is not listed in SUMMARY.md, so it has no page; add it there to publish it",
            ])
        // A title SUMMARY.md gives (for a chapter with no `#` heading) and a part's are text, without Markdown.
        #expect(
            curriculum.chapters.map(\.title) == ["Foreword", "Introduction", "Budgets", "Saving", "The match keyword"])
        #expect(curriculum.chapters.map { $0.section?.title } == [nil, nil, nil, nil, "Part two"], "## is no part")
        #expect(curriculum.chapters.map { $0.number(at: 0, isInBook: true) } == [nil, nil, "1", "2", "3"])
    }

    /// A list item is nested in the one above only when it starts where that one's text does, as CommonMark (and so
    /// mdBook) reads lists: under `1. `, two spaces make a next item, three a nested one; under ` - `, three.
    @Test func summaryNestsAnItemFromWhereTheTextAboveItStarts() throws {
        let site = try TemporarySite([
            "Content/curriculum/SUMMARY.md": """
            1. [Budgets](budgets.md)
               1. [A first budget](first.md)
            2. [Saving](saving.md)
              3. [Goals](goals.md)
            - [Loans](loans.md)
             - [Interest](interest.md)
               - [Fees](fees.md)

            """,
            "Content/curriculum/budgets.md": "# Budgets\n",
            "Content/curriculum/first.md": "# A first budget\n",
            "Content/curriculum/saving.md": "# Saving\n",
            "Content/curriculum/goals.md": "# Goals\n",
            "Content/curriculum/loans.md": "# Loans\n",
            "Content/curriculum/interest.md": "# Interest\n",
            "Content/curriculum/fees.md": "# Fees\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        #expect(
            curriculum.chapters.map { $0.number(at: 0, isInBook: true) } == ["1", "1.1", "2", "3", "4", "5", "5.1"])
    }

    /// 8,000 entries for files that are not there, each a letter from one that is (`chapter-7x.md` beside
    /// `chapter-7.md`): "did you mean" is asked 50 times, not 8,000, and the names are sorted once; every entry is
    /// still an error at its line.
    @Test func manyMissingEntriesAskDidYouMeanFiftyTimesQuickly() throws {
        var files: [String: String] = [:]
        for index in 0..<100 { files["Content/curriculum/chapter-\(index).md"] = "# Chapter \(index)\n" }
        files["Content/curriculum/SUMMARY.md"] =
            "# Summary\n\n"
            + (0..<8_000).map { "- [Missing \($0)](chapter-\($0 % 100)x.md)\n" }.joined()
        let site = try TemporarySite(files)
        let (_, problems) = load(site)
        let missing = problems.filter { $0.contains("but there is no such file in the curriculum folder") }
        #expect(missing.count == 8_000)
        #expect(missing.filter { $0.contains("did you mean") }.count == Suggester.maximumLookups)
    }

    @Test func includesWholeFilesLineRangesAndAnchorsInsideCodeBlocks() throws {
        let site = try TemporarySite([
            "listings/budget.txt": """
            line one
            line two
            // ANCHOR: totals
            income - spending = savings
            // ANCHOR_END: totals
            line six
            """,
            "Content/curriculum/guide/intro.md": """
            # Intro

            ```text
            {{#include ../../../listings/budget.txt:totals}}
            ```

            Lines: {{#include ../../../listings/budget.txt:1:2}} (two).
            Written out: \\{{#include budget.txt}}
            Whole: {{#include ../../../listings/budget.txt}}
            [after](nowhere.md)
            """,
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        let intro = try #require(curriculum.chapters.first)
        #expect(
            intro.body == """


                ```text
                income - spending = savings
                ```

                Lines: line one
                line two (two).
                Written out: {{#include budget.txt}}
                Whole: line one
                line two
                income - spending = savings
                line six
                [after](nowhere.md)
                """)
        #expect(
            intro.lineMap == [1, 2, 3, 4, 5, 6, 7, 7, 8, 9, 9, 9, 9, 10],
            "included lines count as their directive's line")
    }

    @Test func rustdocIncludeShowsEveryStretchAnAnchorMarksAsMdBookDoes() throws {
        let site = try TemporarySite([
            "Content/curriculum/listing.rs": """
            use std::io;
            // ANCHOR: here
            fn first() {}
            // ANCHOR_END: here
            fn hidden() {}
            // ANCHOR: here
            fn second() {}
            // ANCHOR_END: here
            """,
            "Content/curriculum/ch.md": """
            # Listing

            ```rust
            {{#rustdoc_include listing.rs:here}}
            ```

            ```rust
            {{#include listing.rs:here}}
            ```
            """,
        ])
        let (curriculum, problems) = load(site)
        #expect(problems.isEmpty)
        #expect(
            try #require(curriculum.chapters.first).body == """


                ```rust
                fn first() {}
                fn second() {}
                ```

                ```rust
                fn first() {}
                ```
                """, "rustdoc_include takes every stretch; include, as mdBook's, the first")
    }

    @Test func anIncludeThatCannotBeReadIsAnErrorAtItsDirective() throws {
        let outside = try TemporarySite(["secret.txt": "not yours\n"])
        let site = try TemporarySite([
            "Content/curriculum/a.md": """
            # A
            {{#include missing.txt}}
            {{#include \(outside.root.appendingPathComponent("secret.txt").path)}}
            {{#include a.md}}
            {{#include part.txt:9}}
            {{#include part.txt:nowhere}}
            {{#rustdoc_include missing.rs:main}}
            """,
            "Content/curriculum/part.txt": "one\ntwo\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/a.md:2:1: error: `{{#include missing.txt}}` names a file that does not exist; check the path, which is relative to this chapter's folder",
                "Content/curriculum/a.md:3:1: error: `{{#include \(outside.root.appendingPathComponent("secret.txt").path)}}` reads a file outside the site folder; copy it into the site",
                "Content/curriculum/a.md:4:1: error: `a.md` includes itself, through the files it includes; remove one of the includes",
                "Content/curriculum/a.md:5:1: error: `part.txt` has 2 lines, so `9` selects none; check the line numbers",
                "Content/curriculum/a.md:6:1: error: `part.txt` has no line `ANCHOR: nowhere`; mark the lines to include with `ANCHOR: nowhere` and `ANCHOR_END: nowhere`",
                "Content/curriculum/a.md:7:1: error: `{{#rustdoc_include missing.rs}}` names a file that does not exist; check the path, which is relative to this chapter's folder",
            ])
        #expect(curriculum.chapters.count == 1, "the chapter itself is read; the build fails on the errors")
    }

    @Test func otherDirectivesAndHugoShortcodesAreWarnedAboutWhereTheyStand() throws {
        let site = try TemporarySite([
            "Content/curriculum/a.md": """
            # A
            {{#playground example.rs}}
            Text {{< figure src="jar.png" >}} and {{% notice tip %}}.
            Written out: {{</* figure */>}}
            """
        ])
        let (curriculum, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/a.md:2:1: warning: `{{#playground …}}` is an mdBook directive Cash Dash does not carry out (only `{{#include}}`), so it is shown as written; replace it with its text",
                "Content/curriculum/a.md:3:6: warning: `figure` is a Hugo shortcode, which Cash Dash does not run, so it is shown as written; replace it with Markdown (a link, a picture or a quote)",
                "Content/curriculum/a.md:3:39: warning: `notice` is a Hugo shortcode, which Cash Dash does not run, so it is shown as written; replace it with Markdown (a link, a picture or a quote)",
            ])
        #expect(curriculum.chapters.first?.body.contains("{{< figure src=\"jar.png\" >}}") == true)
    }
}
