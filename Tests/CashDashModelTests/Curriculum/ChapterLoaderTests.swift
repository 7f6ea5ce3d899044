@testable import CashDashModel
import Testing

@Suite struct ChapterLoaderTests {
    private func load(_ text: String, fileName: String = "03-credit.md") -> (Chapter?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let chapter = ChapterLoader.load(
            text: text, path: "curriculum/\(fileName)", fileName: fileName, diagnostics: &diagnostics)
        return (chapter, diagnostics.sorted)
    }

    @Test func readsFrontMatterAndBody() throws {
        let (chapter, diagnostics) = load(
            """
            ---
            title: Credit and credit cards
            summary: How borrowing works.
            objectives:
              - Read a statement
              - Pay on time
            ---
            # Credit
            """)
        #expect(diagnostics.isEmpty)
        let credit = try #require(chapter)
        #expect(credit.title == "Credit and credit cards")
        #expect(credit.summary == "How borrowing works.")
        #expect(credit.objectives == ["Read a statement", "Pay on time"])
        #expect(credit.order == 3)
        #expect(credit.body == "# Credit")
        #expect(credit.bodyFirstLine == 8)
        #expect(!credit.isDraft)
    }

    @Test func readsTheTermsAChapterDoesNotLink() throws {
        let (chapter, diagnostics) = load("---\ntitle: Shares\nno_links:\n  - Share\n  - balance\n---\nText.\n")
        #expect(diagnostics.isEmpty)
        #expect(chapter?.noLinks == ["Share", "balance"])
        #expect(chapter?.noLinksLine == 3)
    }

    @Test func acceptsByteOrderMarkAndCRLF() throws {
        let (chapter, diagnostics) = load("\u{FEFF}---\r\ntitle: Saving\r\norder: 7\r\ndraft: true\r\n---\r\nBody\r\n")
        #expect(diagnostics.isEmpty)
        #expect(chapter?.title == "Saving")
        #expect(chapter?.order == 7)
        #expect(chapter?.isDraft == true)
        #expect(chapter?.bodyFirstLine == 6)
    }

    @Test func missingTitleIsAnErrorAtTheFrontMatter() {
        let (chapter, diagnostics) = load("---\nsummary: No title here\n---\nText\n")
        #expect(chapter == nil)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:1:1: error: this chapter has no title; add a line `title: Your title` to its front matter"
            ])
    }

    @Test func aChapterWithoutFrontMatterTakesItsTitleFromItsFirstHeading() throws {
        let (chapter, diagnostics) = load(
            "<!-- mdBook chapter -->\n\n# The `cargo` **book**\n\nSee [more](02-more.md).\n")
        #expect(diagnostics.isEmpty)
        let book = try #require(chapter)
        #expect(book.title == "The cargo book")
        #expect(book.titleLine == 3)
        #expect(
            book.body == "<!-- mdBook chapter -->\n\n\n\nSee [more](02-more.md).\n",
            "the heading is not shown twice; lines keep their numbers")
        #expect(book.order == 3)
    }

    /// A title is text: emphasis marks go, but what a code span holds and a `*` or `_` inside words stay.
    @Test(arguments: [
        ("# The *real* cost of _credit_", "The real cost of credit"),
        ("# The `__init__` method", "The __init__ method"),
        ("# Why my_savings_rate and 5 * 3 matter", "Why my_savings_rate and 5 * 3 matter"),
        ("# **Budgets** and __goals__", "Budgets and goals"),
        // What escapes and character references stand for, as Markdown reads them: `&amp;` had shown as `&amp;amp;`
        // and `\*really\*` as `\really\`.
        (#"# Saving &amp; spending \*really\*"#, "Saving & spending *really*"),
        (
            #"# 50\% off &#8217;til &#x2019;27 &mdash; or \`not\` &bogus; & \\ \a"#,
            #"50% off ’til ’27 — or `not` &bogus; & \ \a"#
        ),
        ("# The `&amp;` entity", "The &amp; entity"),
        (#"# Paths like `C:\` and \*more\*"#, #"Paths like C:\ and *more*"#),
    ])
    func aTitleFromAHeadingIsText(heading: String, title: String) {
        #expect(load(heading + "\n").0?.title == title)
    }

    @Test func anUnderlinedHeadingIsATitleButAHeadingInACodeBlockIsNot() {
        #expect(load("```\n# not this\n```\n\nBudgets\n=======\n").0?.title == "Budgets")
    }

    @Test func aHeadingInsideAnHTMLCommentIsNotTheTitle() {
        // The Rust book's ch17-01 keeps a note to its editors in a comment, with a `#` line in it.
        let chapter =
            "<!-- Old headings.\n\n# copy the output here\n-->\n\n## Futures and the Async Syntax\n\n# Futures\n"
        #expect(load(chapter).0?.title == "Futures")
        #expect(load("<!-- one line --> \n# Budgets\n").0?.title == "Budgets")
    }

    @Test func aChapterWithNoTitleAnywhereIsAnError() {
        let (chapter, diagnostics) = load("Just some text.\n\n## A smaller heading\n")
        #expect(chapter == nil)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:1:1: error: this chapter has no title; start it with a heading `# Your title`, or with "
                    + "front matter: a line `---`, a line `title: Your title`, and `---`"
            ])
    }

    @Test func readsHugoPagesWithTOMLFrontMatterAndHugosKeys() throws {
        let (chapter, diagnostics) = load(
            """
            +++
            title = "Interest: what it costs"   # a comment
            weight = 20
            description = 'How a loan grows.'
            date = 2024-03-01T10:00:00Z
            draft = false
            tags = [
              "loans",
              "interest",
            ]

            [params]
            icon = "bank"
            +++
            Body text.
            """)
        let page = try #require(chapter)
        #expect(page.title == "Interest: what it costs")
        #expect(page.order == 20)
        #expect(page.summary == "How a loan grows.")
        #expect(page.body == "Body text.")
        #expect(page.bodyFirstLine == 15)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:5:1: warning: `date` is a Hugo or Jekyll setting that Cash Dash does not use, so it is ignored",
                "curriculum/03-credit.md:7:1: warning: `tags` is a Hugo or Jekyll setting that Cash Dash does not use, so it is ignored",
                "curriculum/03-credit.md:12:1: warning: `params` is a Hugo or Jekyll setting that Cash Dash does not use, so it is ignored",
            ])
    }

    /// The keys of hugo-book, the theme of many Hugo docs sites, are ignored with a warning, as Hugo's are.
    @Test func hugoBooksKeysAreWarnings() {
        let (chapter, diagnostics) = load(
            "---\ntitle: Content\nbookFlatSection: true\nbookIcon: gear\nbookComments: false\nbookSearchExclude: true\n"
                + "bookHref: https://example.org\n---\nText.\n")
        #expect(chapter?.title == "Content")
        #expect(diagnostics.count == 5)
        #expect(diagnostics.allSatisfy { $0.description.contains("Jekyll setting that Cash Dash does not use") })
    }

    @Test func aLineOfTOMLThatIsNotKeyAndValueIsAnErrorAtItsLine() {
        let (chapter, diagnostics) = load("+++\ntitle = \"A\"\njust words\n+++\n")
        #expect(chapter == nil)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:3:1: error: this line of the `+++` front matter is not TOML; write `key = value`, like `title = \"Saving money\"`"
            ])
    }

    @Test func hugosNamesAreReadAndOtherKeysSuggestTheNearest() {
        let (chapter, diagnostics) = load(
            "---\ntitle: Saving\nweight: 4\ndescripton: typo\naliases: [/old/]\norder: 2\n---\n")
        #expect(chapter?.order == 2)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:3:1: error: `weight` is Hugo's name for `order`, which is set too; keep one of them",
                "curriculum/03-credit.md:4:1: error: unknown key `descripton` in the front matter; did you mean `summary`?",
                "curriculum/03-credit.md:5:1: warning: `aliases` is a Hugo or Jekyll setting that Cash Dash does not use, so it is ignored",
            ])
    }

    @Test func aTitleWithAColonSuggestsQuotes() {
        let (_, diagnostics) = load("---\ntitle: Saving: the basics\n---\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].line == 2)
        #expect(
            diagnostics[0].message.hasSuffix(
                "if a value has a colon in it, put the value in quotes, like `title: \"Saving: the basics\"`"))
    }

    @Test func unclosedFrontMatterIsAnError() {
        let (_, diagnostics) = load("---\ntitle: Open\n\nText that never closes it\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("never ends"))
    }

    @Test func unknownKeysAreErrorsWithTheirPositionAndASuggestion() {
        let (chapter, diagnostics) = load("---\ntitle: Saving\nsumary: typo\n  \ncolour: blue\n---\n")
        #expect(chapter != nil)
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:3:1: error: unknown key `sumary` in the front matter; did you mean `summary`?",
                "curriculum/03-credit.md:5:1: error: unknown key `colour` in the front matter; the keys it takes are "
                    + "`title`, `order`, `summary`, `objectives`, `draft`, `no_links`",
            ])
    }

    @Test func badYAMLIsReportedWhereItIs() {
        let (chapter, diagnostics) = load("---\ntitle: Saving\nsummary: [unclosed\n---\n")
        #expect(chapter == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].line == 5 || diagnostics[0].line == 4)
        #expect(diagnostics[0].message.hasPrefix("this YAML cannot be read"))
    }

    @Test func wrongTypesAreErrorsAtTheValue() {
        let (_, diagnostics) = load("---\ntitle: Saving\norder: first\ndraft: maybe\nobjectives: one\n---\n")
        #expect(
            diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
                "3:8 `order` should be a whole number, like `order: 3`",
                "4:8 `draft` should be `true` or `false`",
                "5:13 `objectives` should be a list, one `- item` per line",
            ])
    }

    /// The manual's "Your readers' language" had its title in the front matter and again as its first heading, so its
    /// page showed it twice with no warning.
    @Test func warnsWhenTheFirstHeadingRepeatsTheTitle() throws {
        let (chapter, diagnostics) = load(
            "---\ntitle: Your readers' language\n---\n\n#  Your Readers' language\n\nText.\n")
        #expect(chapter?.title == "Your readers' language")
        #expect(
            diagnostics.map(\.description) == [
                "curriculum/03-credit.md:5:1: warning: the first heading `# Your Readers' language` repeats the "
                    + "chapter's title, so its page shows it twice; remove the heading, or the front matter's "
                    + "`title:` line"
            ])
        let (_, other) = load("---\ntitle: Your readers' language\n---\n\n# Settings\n\nText.\n")
        #expect(other.isEmpty, "a first heading of its own is no repeat")
    }
}
