import CashDashModel
import CmarkHTML
import Foundation

/// The curriculum: its index, a page per chapter, the print page, the teacher's answer key and the chapter list.
struct CurriculumPages: PageSet {
    enum Kind: Sendable {
        case index
        case chapter(Int)
        case print
        /// The teacher's answer key to every quiz.
        case answers
        /// `chapter-list.js`, which a chapter page loads to show every chapter beside it on a wide screen.
        case list
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .index: .curriculumIndex
        case .chapter: .chapter
        case .print: .curriculumPrint
        case .answers: .curriculumAnswers
        case .list: nil
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        guard !site.curriculum.chapters.isEmpty else { return [] }
        return [
            (.curriculum, .index), (.curriculumPrint, .print), (.curriculumAnswers, .answers), (.chapterList, .list),
        ]
            + site.curriculum.chapters.enumerated().map { (.chapter(slug: $1.slug), .chapter($0)) }
    }

    /// Every page in one part; a build makes the print page in batches instead (``make(_:at:emit:)``).
    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        [try html(kind, at: page)]
    }

    /// The print page holds every chapter: it is made a few chapters at a time.
    static func isBatched(_ kind: Kind) -> Bool {
        if case .print = kind { return true }
        return false
    }

    func make(_ kind: Kind, at page: Route, emit: ([PagePart]) -> Void) throws(TemplateError) {
        guard case .print = kind else { return emit([.html(try html(kind, at: page))]) }
        try printPage(page, chaptersAtATime: Self.printBatch, taking: true, emit: emit)
    }

    /// How many chapters of the print page are made and written at a time: enough to keep every core busy, few
    /// enough that a batch's HTML is a megabyte or two, however long the curriculum.
    static let printBatch = 128

    private func html(_ kind: Kind, at page: Route) throws(TemplateError) -> String {
        switch kind {
        case .index:
            let layout = layout(
                page, title: word("curriculum.title"), description: word("pages.curriculum"),
                section: "curriculum")
            func render() throws(TemplateError) -> String {
                try site.templates.render(
                    .curriculumIndex, PageContext(layout: layout, content: curriculumIndexView(page)))
            }
            guard let memo, let listVersion = renderer.chapterListVersion else { return try render() }
            // Compared without making the list of 2,000 chapters: its version stands for what it shows.
            return try memo.html(
                at: page.path, template: .curriculumIndex, context: ListPageInputs(layout: layout, list: listVersion),
                render: render)
        case .chapter(let index):
            let rendered = chapters[index]
            // A local function, not a closure value: it is not kept, so `self` is not copied into a box for it.
            func render() throws(TemplateError) -> String {
                let chapter = rendered.chapter
                let layout = layout(page, title: chapter.title, description: chapter.summary, section: "curriculum")
                return try site.templates.render(
                    .chapter, PageContext(layout: layout, content: chapterView(page, index)))
            }
            guard let memo, let chapterLayoutVersion = renderer.chapterLayoutVersion else { return try render() }
            // Compared without making the page's view or layout: an unchanged chapter is the very object the last
            // build rendered, and every chapter page has the same layout but for the chapter's title and summary.
            let inputs = ChapterPageInputs(
                layoutVersion: chapterLayoutVersion, chapter: Same(chapters[index]),
                previous: index > 0 ? Same(chapters[index - 1]) : nil,
                next: index + 1 < chapters.count ? Same(chapters[index + 1]) : nil, number: number(index),
                position: index + 1, count: chapters.count,
                calculators: calculators.isEmpty
                    ? nil : calculatorLinks(forChapter: rendered.chapter.fileName, on: page))
            return try memo.html(at: page.path, template: .chapter, context: inputs, render: render)
        case .print:
            return try printPageParts(page).joined()
        case .answers:
            let layout = layout(
                page, title: word("answers.title"), description: word("pages.answers"),
                section: "curriculum")
            return try render(.curriculumAnswers, PageContext(layout: layout, content: answerKeyView(page)), at: page)
        case .list:
            guard let memo, let listVersion = renderer.chapterListVersion else { return chapterListScript() }
            return try memo.html(at: page.path, template: nil, context: listVersion, render: chapterListScript)
        }
    }

    /// `chapter-list.js`: `window.CASHDASH_CHAPTERS = [...]`, each chapter as `{"d": depth, "n": number,
    /// "s": section title, "t": title, "u": address from the site root}`, one a line. One file that every chapter page
    /// loads, rather than the whole list in every page, which would grow with the square of the chapters.
    func chapterListScript() -> String {
        var script = "window.CASHDASH_CHAPTERS = [\n"
        for (index, rendered) in chapters.enumerated() {
            let chapter = rendered.chapter
            script += index == 0 ? "{\"d\":" : ",\n{\"d\":"
            script += "\(chapter.depth),\"n\":\(index + 1),"
            // In a `SUMMARY.md` book, its number as mdBook gives it (null when it has none); else its place, `n`.
            if isBook {
                script += "\"l\":"
                if let number = number(index) { appendJSONString(number, to: &script) } else { script += "null" }
                script += ","
            }
            script += "\"s\":"
            appendJSONString(chapter.section?.title ?? "", to: &script)
            script += ",\"t\":"
            appendJSONString(chapter.title, to: &script)
            script += ",\"u\":"
            appendJSONString(Route.chapter(slug: chapter.slug).path, to: &script)
            script += "}"
        }
        return script + "\n];\n"
    }

    /// Every chapter that has a quiz, with each question and its answer.
    func answerKeyView(_ page: Route) -> AnswerKeyView {
        let money = site.money.style
        let words = site.templates.words.catalogue
        var keyed: [AnswerKeyChapter] = []
        for (index, rendered) in chapters.enumerated() where !rendered.quizzes.isEmpty {
            let quizzes = rendered.quizzes.map { quiz in
                AnswerKeyQuiz(
                    title: QuizBlock.title(of: quiz, words),
                    questions: quiz.questions.map { question in
                        AnswerKeyQuestion(
                            prompt: question.prompt,
                            answerHTML: QuizBlock.answerHTML(question, money: money, forTeacher: true, words: words))
                    })
            }
            keyed.append(
                AnswerKeyChapter(
                    position: index + 1, number: number(index), title: rendered.chapter.title,
                    href: Route.chapter(slug: rendered.chapter.slug).href(from: page), quizzes: quizzes))
        }
        return AnswerKeyView(chapters: keyed)
    }

    func curriculumIndexView(_ page: Route) -> CurriculumIndexView {
        CurriculumIndexView(
            groups: chapterGroups(on: page), totalMinutes: chapters.reduce(0) { $0 + $1.readingMinutes })
    }

    /// The chapters in reading order, a group for each run of chapters in one section.
    func chapterGroups(on route: Route) -> [ChapterGroup] {
        var groups: [ChapterGroup] = []
        var current: Chapter.Section?
        for (index, rendered) in chapters.enumerated() {
            let chapter = rendered.chapter
            if groups.isEmpty || chapter.section != current {
                groups.append(ChapterGroup(title: chapter.section?.title, chapters: []))
                current = chapter.section
            }
            groups[groups.count - 1].chapters.append(
                ChapterListing(
                    number: number(index), title: chapter.title, summary: chapter.summary,
                    readingMinutes: rendered.readingMinutes,
                    href: Route.chapter(slug: chapter.slug).href(from: route), slug: chapter.slug, depth: chapter.depth,
                    headingLevel: chapter.section == nil ? 2 : 3))
        }
        return groups
    }

    func chapterView(_ page: Route, _ index: Int) -> ChapterPageView {
        let rendered = chapters[index]
        let chapter = rendered.chapter
        let terms = rendered.terms.sorted { $0.term.lowercased() < $1.term.lowercased() }.map {
            TermLink(
                term: $0.term, href: Route.glossary.href(from: page, fragment: $0.anchor), definition: $0.definition)
        }
        var view = chapterView(index, html: rendered.markdown.html.string)
        view.contents = rendered.contentsHTML.map(HTMLBlock.init)
        view.terms = Items(terms)
        view.calculators = calculatorLinks(forChapter: chapter.fileName, on: page)
        return ChapterPageView(
            chapter: view,
            previous: index > 0 ? neighbour(index - 1, of: page) : nil,
            next: index + 1 < chapters.count ? neighbour(index + 1, of: page) : nil,
            count: isBook ? nil : chapters.count)
    }

    /// What a page that lists every chapter (the index, the print page's frame) is drawn from: its layout and the
    /// version of the list.
    struct ListPageInputs: Equatable, Sendable {
        var layout: Layout
        var list: Int
    }

    /// What a chapter's page is drawn from.
    private struct ChapterPageInputs: Equatable, Sendable {
        /// The version of the layout every chapter page shares.
        var layoutVersion: Int
        var chapter: Same<RenderedChapter>
        var previous: Same<RenderedChapter>?
        var next: Same<RenderedChapter>?
        var number: String?
        var position: Int
        var count: Int
        var calculators: Items<TitledLink>?
    }

    /// The chapter at `index` with its text as `html`; what only its own page shows is left for that page to add.
    func chapterView(_ index: Int, html: String) -> ChapterView {
        let rendered = chapters[index]
        let chapter = rendered.chapter
        return ChapterView(
            position: index + 1, number: number(index), slug: chapter.slug, section: chapter.section?.title,
            title: chapter.title,
            summary: chapter.summary,
            objectives: Items(chapter.objectives), readingMinutes: rendered.readingMinutes, html: html)
    }

    private func neighbour(_ index: Int, of page: Route) -> TitledLink {
        let chapter = chapters[index].chapter
        return TitledLink(
            title: chapter.title, href: Route.chapter(slug: chapter.slug).href(from: page), number: number(index))
    }

    /// Whether the curriculum is a book ordered by its `SUMMARY.md`, numbered as mdBook numbers it.
    var isBook: Bool { site.curriculum.isOrderedBySummary }

    /// The number readers see for the chapter at `index`: its place, or in a book mdBook's number (`1.2`), nil for
    /// a prefix or suffix chapter.
    func number(_ index: Int) -> String? {
        chapters[index].chapter.number(at: index + 1, isInBook: isBook)
    }

    /// The calculators a chapter's page links to.
    func calculatorLinks(forChapter fileName: String, on page: Route) -> Items<TitledLink>? {
        Items(
            calculators.filter { $0.page.chapters.contains(fileName) }.map {
                TitledLink(
                    title: $0.page.title, href: Route.calculator(slug: $0.page.slug).href(from: page),
                    summary: $0.page.summary)
            })
    }
}
