@testable import CashDashKit
@testable import CashDashModel
import CmarkHTML
import Testing

@Suite struct TermLinkerTests {
    static let entries = [
        GlossaryEntry(term: "Budget", definition: "A plan for money.", anchor: "budget"),
        GlossaryEntry(term: "Credit card", definition: "Pay later.", anchor: "credit-card"),
        GlossaryEntry(term: "Credit", definition: "Trust to borrow.", anchor: "credit"),
        GlossaryEntry(term: "401(k)", definition: "A retirement plan.", anchor: "401-k"),
        GlossaryEntry(
            term: "APR (Annual Percentage Rate)", definition: "Yearly cost.", anchor: "apr-annual-percentage-rate"),
        GlossaryEntry(term: "Tax", definition: "Paid to government.", anchor: "tax"),
        GlossaryEntry(term: "Policy", definition: "A contract.", anchor: "policy"),
    ]

    private func terms(in text: String) -> [String] {
        TermLinker(entries: Self.entries).matches(in: text).map { "\(text[$0.range])=\(Self.entries[$0.entry].anchor)" }
    }

    @Test func findsTermsIgnoringCaseWithPluralsAndTheLongestFirst() {
        #expect(
            terms(in: "Budgets and a CREDIT CARD, then credit.") == [
                "Budgets=budget", "CREDIT CARD=credit-card", "credit=credit",
            ])
        #expect(terms(in: "Taxes and policies.") == ["Taxes=tax", "policies=policy"])
    }

    @Test func findsTermsWithPunctuationAndTheirShortForms() {
        #expect(terms(in: "A 401(k) plan") == ["401(k)=401-k"])
        #expect(
            terms(in: "The APR is the annual percentage rate; see APR (Annual Percentage Rate).") == [
                "APR=apr-annual-percentage-rate", "annual percentage rate=apr-annual-percentage-rate",
                "APR (Annual Percentage Rate)=apr-annual-percentage-rate",
            ])
    }

    @Test func neverMatchesInsideAWord() {
        #expect(terms(in: "Budgeting, taxi, syntax, creditor, 401(k)s") == [])
    }

    @Test func linksTheFirstOccurrenceOutsideHeadingsCodeAndLinks() throws {
        let curriculum = Curriculum(chapters: [Chapter(path: "c.md", fileName: "c.md", title: "C", body: "")])
        let targets = ChapterHooks.Targets(
            curriculum, folderPath: "curriculum", glossary: Glossary(entries: Self.entries))
        var hooks = ChapterHooks(targets: targets, chapter: curriculum.chapters[0])
        let html = MarkdownRenderer().render(
            """
            ## Your budget

            Use `budget` and [a budget tool](https://example.org). Make a budget; then another budget.
            Your budgetary credit card.
            """, hooks: &hooks
        ).html
        #expect(html.contains("<h2 id=\"your-budget\">Your budget</h2>"))
        #expect(html.contains("<code>budget</code>"))
        #expect(html.contains("<a href=\"https://example.org\">a budget tool</a>"))
        #expect(
            html.contains(
                "Make a <a href=\"../../glossary/index.html#budget\" title=\"A plan for money.\">budget</a>; then another budget."
            ))
        #expect(
            html.contains(
                "Your budgetary <a href=\"../../glossary/index.html#credit-card\" title=\"Pay later.\">credit card</a>."
            ))
        #expect(hooks.linkedTerms == [0, 1])
    }

    @Test func aTermWrittenAcrossTwoLinesIsLinkedWhole() throws {
        // The default site's saving chapter wraps "credit" / "union": `credit` alone was linked to Credit, and a
        // "credit" / "card" across lines was not linked at all.
        let entries =
            Self.entries + [
                GlossaryEntry(term: "Credit union", definition: "A bank its members own.", anchor: "credit-union")
            ]
        let curriculum = Curriculum(chapters: [Chapter(path: "c.md", fileName: "c.md", title: "C", body: "")])
        let targets = ChapterHooks.Targets(curriculum, folderPath: "curriculum", glossary: Glossary(entries: entries))
        var hooks = ChapterHooks(targets: targets, chapter: curriculum.chapters[0])
        let html = MarkdownRenderer().render(
            "Save at a bank or credit\nunion, or pay with a credit\ncard.\n", hooks: &hooks
        )
        .html
        #expect(
            html
                == "<p>Save at a bank or <a href=\"../../glossary/index.html#credit-union\" title=\"A bank its members own.\">"
                + "credit\nunion</a>, or pay with a <a href=\"../../glossary/index.html#credit-card\" title=\"Pay later.\">"
                + "credit\ncard</a>.</p>\n")
    }

    /// `no_links:` in a chapter's front matter leaves those terms as text there; a name that is no term is a warning.
    @Test func aChapterMayAskNotToLinkSomeTerms() throws {
        var chapter = Chapter(path: "c.md", fileName: "c.md", title: "C", body: "")
        (chapter.noLinks, chapter.noLinksLine) = (["credit cards", "APR", "Budgte"], 4)
        let curriculum = Curriculum(chapters: [chapter])
        let targets = ChapterHooks.Targets(
            curriculum, folderPath: "curriculum", glossary: Glossary(entries: Self.entries))
        var hooks = ChapterHooks(targets: targets, chapter: curriculum.chapters[0])
        let html = MarkdownRenderer().render("A budget, a credit card and its APR.\n", hooks: &hooks).html
        #expect(
            html.contains(
                "A <a href=\"../../glossary/index.html#budget\" title=\"A plan for money.\">budget</a>, a credit card and its APR."
            ))
        #expect(hooks.linkedTerms == [0])
        #expect(
            hooks.diagnostics.sorted.map(\.description) == [
                "c.md:4:1: warning: `no_links` names `Budgte`, which is no term of the glossary, so it changes nothing; check its spelling"
            ])
    }

    /// An entry whose words `links.yml` lists links only as those words; `never` never links.
    @Test func anEntryMayNameTheWordsThatLinkToIt() {
        var entries = Self.entries
        entries[0].linkForms = ["budget"]
        entries[2].linkForms = []
        let linker = TermLinker(entries: entries)
        let found = { (text: String) in linker.matches(in: text).map { String(text[$0.range]) } }
        #expect(found("Two budgets, one budget.") == ["budget"])
        #expect(found("Credit, a credit card.") == ["credit card"])
    }
}

/// Terms link as their plurals in the glossary's language, accented ones included.
@Suite struct TermPluralTests {
    func linked(_ terms: [String], in text: String, language: String) -> [String] {
        let entries = terms.map { GlossaryEntry(term: $0, definition: "", anchor: $0.lowercased()) }
        return TermLinker(entries: entries, language: language).matches(in: text).map { String(text[$0.range]) }
    }

    @Test func spanishPluralsKeepOrDropTheirAccent() {
        #expect(
            linked(
                ["Préstamo", "Interés", "Inversión", "Tasa de interés"],
                in: "Dos préstamos, sus intereses y tres inversiones.", language: "es")
                == ["préstamos", "intereses", "inversiones"])
        #expect(linked(["Préstamo"], in: "Dos préstamos.", language: "hi") == [])
    }

    @Test func frenchPluralsTakeSOrX() {
        #expect(
            linked(
                ["Intérêt", "Bureau", "Capital", "Prix"], in: "Les intérêts, deux bureaux, des capitaux, les prix.",
                language: "fr")
                == ["intérêts", "bureaux", "capitaux", "prix"])
    }

    @Test func germanPluralsTakeEOrEnOrN() {
        #expect(
            linked(["Zins", "Kredit", "Rate"], in: "Zinsen auf zwei Kredite in drei Raten.", language: "de") == [
                "Zinsen", "Kredite", "Raten",
            ])
    }

    @Test func portuguesePluralsFollowTheirEndings() {
        #expect(
            linked(["Cartão", "Orçamento", "Juro"], in: "Dois cartões, três orçamentos e juros.", language: "pt") == [
                "cartões", "orçamentos", "juros",
            ])
    }
}
