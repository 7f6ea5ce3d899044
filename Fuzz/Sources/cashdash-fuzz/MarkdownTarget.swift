@testable import CashDashKit
@testable import CashDashModel
import CmarkHTML
import Foundation

/// The `markdown` target: the input as a chapter, rendered as the site build renders chapters, with every hook
/// (links to chapters, files and pages, glossary terms, callouts, ```chart and ```quiz blocks, heading ids), and as
/// a calculator page's text. The first byte's low bit lets raw HTML in (`unsafe_html: true`), through the sanitizer.
/// The pages run nothing a browser would run, whatever the Markdown.
func markdown(_ data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return }
    var diagnostics = Diagnostics()
    let loaded = ChapterLoader.load(
        text: text, path: "curriculum/01-fuzz.md", fileName: "01-fuzz.md", fallbackTitle: "Fuzz",
        diagnostics: &diagnostics)
    let fuzzed = loaded ?? Chapter(path: "curriculum/01-fuzz.md", fileName: "01-fuzz.md", title: "Fuzz", body: text)
    let other = Chapter(
        path: "curriculum/02-saving.md", fileName: "02-saving.md", title: "Saving",
        body: "## Goals {#goals}\n\nA budget and [the first](01-fuzz.md#top).\n")
    var curriculum = Curriculum(chapters: [fuzzed, other], assets: ["picture.png"])
    curriculum.arrange(diagnostics: &diagnostics)
    var glossary = Glossary(entries: [
        GlossaryEntry(term: "Budget", definition: "A plan for money.", anchor: "budget"),
        GlossaryEntry(term: "Interest rate", definition: "What borrowing costs.", anchor: "interest-rate"),
        GlossaryEntry(term: "APR", definition: "A yearly rate.", anchor: "apr"),
    ])
    glossary.language = "en"
    let options = MarkdownRenderer.Options(
        allowsRawHTML: data.first.map { $0 & 1 == 1 } ?? false, scrollableTables: true, labelledTasks: true,
        linkedHeadings: true, focusableCodeBlocks: true, labels: .init(Catalogue.english))
    let chapters = RenderedChapter.renderAll(
        curriculum, glossary: glossary, folderPath: "Content/curriculum", options: options, money: .usDollars,
        pages: [.home, .glossary, .calculators, .chapter(slug: "saving")], words: Catalogue.english,
        diagnostics: &diagnostics)
    for chapter in chapters {
        if let found = scriptInHTML(chapter.markdown.html) { fatalError("a chapter's page runs \(found)") }
        if let found = chapter.contentsHTML.flatMap(scriptInHTML) { fatalError("a table of contents runs \(found)") }
    }
    let page = CalculatorPage.load(
        text: "---\ncalculator: loan\nchapters: [02-saving.md]\nexample: {amount: 2000, rate: 6, months: 36}\n---\n"
            + text, path: "calculators/loan.md", fileName: "loan.md", minorUnits: 2,
        decimalSeparator: ".", words: Catalogue.english, diagnostics: &diagnostics)
    let calculators = RenderedCalculator.renderAll(
        Calculators(pages: page.map { [$0] } ?? []), chapters: chapters, glossary: glossary, options: options,
        diagnostics: &diagnostics)
    for calculator in calculators {
        if let found = scriptInHTML(calculator.html) { fatalError("a calculator's page runs \(found)") }
    }
    for diagnostic in diagnostics.all { _ = diagnostic.description }
}
