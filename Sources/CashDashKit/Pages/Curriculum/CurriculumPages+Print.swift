import CashDashModel
import CmarkHTML
import Foundation

/// The print page: every chapter, one after another, drawn a batch at a time.
extension CurriculumPages {
    /// The print page in parts: its start, each chapter, its end (see ``printPage(_:chaptersAtATime:taking:emit:)``),
    /// every chapter drawn.
    func printPageParts(_ page: Route) throws(TemplateError) -> [String] {
        var parts: [String] = []
        try printPage(page, chaptersAtATime: chapters.count, taking: false) { parts += $0.map(\.html) }
        return parts
    }

    /// The print page in parts, handed to `emit` in batches: its start, then the chapters `count` at a time, then its
    /// end. The page is rendered around a marker that the chapters then replace, so that its bulk is never copied
    /// through the template or into one string, nor held whole. A template that does not show `{{{chapters}}}`
    /// once, as it is, is rendered whole, as one part. When `taking`, each chapter that did not change is a part of
    /// the last build's page (``PrintParts``), for a build into a folder to copy, and so are its start and end when
    /// its frame did not change.
    func printPage(
        _ page: Route, chaptersAtATime count: Int, taking: Bool, emit: ([PagePart]) -> Void
    ) throws(TemplateError) {
        let layout = layout(
            page, title: word("pages.print_title"), description: word("pages.print"),
            section: "curriculum")
        let printing = PrintedChapters(self, on: page)
        let keys = renderer.printParts?.frameKeys
        let frame: (start: PagePart, end: PagePart, taken: Bool)
        if taking, let keys, let start = renderer.printParts?.kept(keys.start, last: false),
            let end = renderer.printParts?.kept(keys.end, last: false)
        {
            frame = (start, end, true)
        } else if let drawn = try drawnFrame(of: page, layout: layout) {
            frame = (.html(drawn.start, key: keys?.start), .html(drawn.end, key: keys?.end), false)
        } else {
            let view = CurriculumPrintView(
                groups: chapterGroups(on: .curriculumPrint),
                chapters: try printing.html(chapters.indices, taking: false).map(\.part.html).joined(),
                isBook: isBook)
            return emit([.html(try site.templates.render(.curriculumPrint, PageContext(layout: layout, content: view)))]
            )
        }
        func framePart(_ part: PagePart) -> PrintParts.Written {
            PrintParts.Written(key: part.key, length: part.count, trimmed: false, taken: frame.taken, isChapter: false)
        }
        emit([frame.start])
        var written = [framePart(frame.start)]
        for first in stride(from: 0, to: chapters.count, by: max(1, count)) {
            let parts = try printing.html(first..<min(first + max(1, count), chapters.count), taking: taking)
            written += parts.map {
                PrintParts.Written(key: $0.part.key, length: $0.part.count, trimmed: $0.trimmed, taken: $0.taken)
            }
            emit(parts.map(\.part))
        }
        emit([frame.end])
        written.append(framePart(frame.end))
        renderer.printParts?.wrote(written)
    }

    /// The page drawn around the marker the chapters replace, as the HTML before it and after it; nil when the
    /// template does not show the marker once.
    private func drawnFrame(of page: Route, layout: Layout) throws(TemplateError) -> (start: String, end: String)? {
        let marker = "<!-- cashdash: the chapters -->"
        func renderFrame() throws(TemplateError) -> String {
            let view = CurriculumPrintView(
                groups: chapterGroups(on: .curriculumPrint), chapters: marker, isBook: isBook)
            return try site.templates.render(.curriculumPrint, PageContext(layout: layout, content: view))
        }
        let frame =
            if let memo, let listVersion = renderer.chapterListVersion {
                try memo.html(
                    at: page.path, template: .curriculumPrint,
                    context: ListPageInputs(layout: layout, list: listVersion),
                    render: renderFrame)
            } else {
                try renderFrame()
            }
        let places = byteOffsets(of: marker, in: frame)
        guard places.count == 1 else { return nil }
        let utf8 = frame.utf8, start = utf8.index(utf8.startIndex, offsetBy: places[0])
        let end = utf8.index(start, offsetBy: marker.utf8.count)
        return (String(frame[..<start]), String(frame[end...]))
    }

    /// Where `marker` starts in `text`, as byte offsets (Foundation's `range(of:)` took an eighth of a rebuild's page
    /// writing here, by `perf`).
    private func byteOffsets(of marker: String, in text: String) -> [Int] {
        var text = text, marker = marker
        return text.withUTF8 { text in
            marker.withUTF8 { marker in
                var offsets: [Int] = []
                while let at = text.firstOffset(of: marker, from: (offsets.last ?? -marker.count) + marker.count) {
                    offsets.append(at)
                }
                return offsets
            }
        }
    }

    /// The chapters as `curriculum/print-chapter.mustache` draws each for the print page, a range at a time: each
    /// unchanged one taken from the page the last build wrote when there are ``PrintParts``.
    private struct PrintedChapters {
        /// A chapter's part of the page, with its key (``PrintParts``), whether it was taken from the last build's
        /// page, and whether it lost its line break.
        struct Part {
            var part: PagePart
            var taken = false
            var trimmed = false
        }

        let pages: CurriculumPages
        let page: Route
        /// A chapter's print HTML depends on which other chapters there are, as well as on its own view.
        let slugs: Set<String>
        let slugsVersion: Int
        let keys: [String?]

        init(_ pages: CurriculumPages, on page: Route) {
            self.pages = pages
            self.page = page
            let slugs = pages.chapters.map(\.chapter.slug)
            self.slugs = Set(slugs)
            slugsVersion = pages.memo?.version(of: "chapter slugs", slugs) ?? 0
            guard let parts = pages.renderer.printParts else {
                keys = []
                return
            }
            var digest = StableDigest()
            for slug in slugs { digest.add(slug) }
            let slugsDigest = digest.hex
            keys = pages.chapters.indices.map { index in
                parts.key(
                    of: pages.chapters[index], number: pages.number(index), position: index + 1, slugs: slugsDigest)
            }
        }

        /// The chapters of `indices`, in order; the last chapter, which ends the page, without its line break (the
        /// template's own line ends it). Unchanged ones are taken from the last build's page when `taking`.
        func html(_ indices: Range<Int>, taking: Bool) throws(TemplateError) -> [Part] {
            let (pages, slugSet, slugsVersion, keys) = (pages, slugs, slugsVersion, keys)
            let kept = taking ? pages.renderer.printParts : nil
            let place = page.path + "#"
            let articles = Array(indices).parallelMap { index -> Result<Part, TemplateError> in
                let rendered = pages.chapters[index]
                let key = keys.isEmpty ? nil : keys[index]
                let isLast = index == pages.chapters.count - 1
                func render() throws(TemplateError) -> String {
                    // Quizzes are printed without their answers, which are in the teacher's answer key.
                    let questions =
                        rendered.quizzes.isEmpty
                        ? rendered.markdown.html.string : QuizBlock.withoutAnswers(rendered.markdown.html.string)
                    let html = printableHTML(questions, slug: rendered.chapter.slug, chapterSlugs: slugSet)
                    // Kept until its batch is written: without the room it grew into.
                    return try pages.site.templates.render(.printChapter, pages.chapterView(index, html: html))
                        .compacted
                }
                return Result { () throws(TemplateError) in
                    if let part = kept?.kept(key, last: isLast) {
                        return Part(part: part, taken: true, trimmed: isLast)
                    }
                    var html: String
                    if let memo = pages.memo {
                        let inputs = PrintedChapter(
                            chapter: Same(rendered), number: pages.number(index), position: index + 1,
                            slugsVersion: slugsVersion)
                        html = try memo.html(
                            at: place + rendered.chapter.slug, template: .printChapter, context: inputs,
                            render: render)
                    } else {
                        html = try render()
                    }
                    let trimmed = isLast && html.hasSuffix("\n")
                    if trimmed { html = String(html.utf8.dropLast())! }
                    return Part(part: .html(html, key: key), trimmed: trimmed)
                }
            }
            return try articles.map { result throws(TemplateError) in try result.get() }
        }
    }

    /// What a chapter on the print page is drawn from: the chapter, its place, and which other chapters there are.
    private struct PrintedChapter: Equatable, Sendable {
        var chapter: Same<RenderedChapter>
        var number: String?
        var position: Int
        var slugsVersion: Int
    }

}
