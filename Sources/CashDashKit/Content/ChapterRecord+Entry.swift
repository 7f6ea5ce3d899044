import CashDashModel
import CmarkHTML
import Foundation

extension ChapterRecord {
    /// The key of `chapter`'s rendering: the digest of the chapter as loaded (its front matter, its Markdown, where
    /// it is) and of everything else its rendering reads, `context` (``ChapterContext/digest``).
    ///
    /// Every stored property of ``Chapter`` is added but `includedFiles`, whose text is in `body` already.
    static func key(of chapter: Chapter, in context: StableDigest) -> String {
        var digest = context
        digest.add(chapter.path)
        digest.add(chapter.fileName)
        digest.add(chapter.section?.title)
        digest.add(chapter.section?.order.map(String.init))
        digest.add(chapter.section?.key)
        digest.add(chapter.depth)
        digest.add(chapter.bookNumber.map { $0.map(String.init).joined(separator: ".") })
        digest.add(chapter.title)
        digest.add(chapter.order.map(String.init))
        digest.add(chapter.summary)
        digest.add(chapter.objectives.count)
        for objective in chapter.objectives { digest.add(objective) }
        digest.add(chapter.isDraft)
        digest.add(chapter.bodyText.digest)
        digest.add(chapter.bodyFirstLine)
        digest.add(chapter.lineMap.count)
        for line in chapter.lineMap { digest.add(line) }
        digest.add(chapter.titleLine)
        digest.add(chapter.slug)
        digest.add(chapter.noLinks.count)
        for name in chapter.noLinks { digest.add(name) }
        digest.add(chapter.noLinksLine)
        return digest.hex
    }
}

extension ChapterContext {
    /// The digest of everything in the context and of this Cash Dash (``ProgramStamp/current``): what every chapter's
    /// key starts from (``ChapterRecord/key(of:in:)``).
    var digest: StableDigest {
        var digest = StableDigest()
        digest.add("chapter context 1")
        digest.add(ProgramStamp.current)
        digest.addUnordered(chapters) { digest, chapter in
            digest.add(chapter.key)
            digest.add(chapter.value)
        }
        for files in [assets, unreadable, unlisted] { digest.addUnordered(files) { $0.add($1) } }
        digest.add(folderPath)
        digest.add(money)
        digest.add(glossary.count)
        for entry in glossary {
            for text in [entry.term, entry.definition, entry.anchor, entry.path] { digest.add(text) }
            digest.add(entry.line)
            digest.add(entry.column)
            digest.add(entry.linkForms?.joined(separator: "\n"))
            digest.add(entry.linkForms?.count ?? -1)
        }
        digest.add(language)
        digest.add(pages.count)
        for page in pages { digest.add(page.path) }
        digest.add(options)
        digest.add(words)
        // By its locale, which makes it: its formats' own reflection is not the same from one process to the next.
        digest.add(days.locale)
        return digest
    }
}

extension ChapterRecord.Entry {
    /// Reads an entry; nil when the record is damaged, or when a link leads to a page this build does not make
    /// (`route` finds none), which then renders the chapter again. Its HTML, text and words are left as the bytes
    /// `kept` gives for their places in the reader's bytes.
    init?(_ reader: inout RecordReader, route: (String) -> Route?, kept: (Range<Int>) -> Data) {
        guard let key = reader.text(), let html = reader.textRange(), let headingCount = reader.count() else {
            return nil
        }
        var headings: [Heading] = []
        headings.reserveCapacity(headingCount)
        for _ in 0..<headingCount {
            guard let level = reader.number(), let text = reader.text(), let id = reader.text() else { return nil }
            headings.append(Heading(level: level, text: text, id: id))
        }
        guard let wordCount = reader.number(), let ideographs = reader.number(), let textCount = reader.count() else {
            return nil
        }
        var text: [LazyText] = []
        text.reserveCapacity(textCount)
        for _ in 0..<textCount {
            guard let part = reader.textRange() else { return nil }
            text.append(LazyText(utf8: kept(part)))
        }
        guard let terms = reader.numbers(), let fragmentCount = reader.count() else { return nil }
        var fragmentLinks: [FragmentLink] = []
        for _ in 0..<fragmentCount {
            guard let file = reader.text(), let fragment = reader.text(), let position = reader.position() else {
                return nil
            }
            fragmentLinks.append(FragmentLink(file: file, fragment: fragment, position: position))
        }
        guard let pageLinkCount = reader.count() else { return nil }
        var pageLinks: [PageFragmentLink?] = []
        for _ in 0..<pageLinkCount {
            guard let path = reader.text(), let suffix = reader.text(), let written = reader.text(),
                let position = reader.position()
            else { return nil }
            pageLinks.append(
                route(path).map { PageFragmentLink(page: $0, suffix: suffix, written: written, position: position) })
        }
        guard let quizzes = reader.quizzes(), let diagnostics = reader.diagnostics(),
            let words = SearchEntry.WordStore.read(&reader, kept: kept), let summary = reader.texts(),
            summary.count < 2,
            let objectives = reader.texts()
        else { return nil }
        // Kept unreadable, so that the chapter is rendered again: a link's page is not made by this build.
        let known = pageLinks.compactMap { $0 }
        self.init(
            key: known.count == pageLinks.count ? key : "",
            markdown: RenderedBody(
                html: LazyText(utf8: kept(html)), headings: headings, wordCount: wordCount, ideographCount: ideographs,
                text: text),
            terms: terms, fragmentLinks: fragmentLinks, pageFragmentLinks: known, quizzes: quizzes,
            diagnostics: diagnostics, words: words, summary: summary.first, objectives: objectives)
    }

    func write(to writer: inout RecordWriter) {
        writer.add(key)
        writer.add(markdown.html)
        writer.add(markdown.headings.count)
        for heading in markdown.headings {
            writer.add(heading.level)
            writer.add(heading.text)
            writer.add(heading.id)
        }
        writer.add(markdown.wordCount)
        writer.add(markdown.ideographCount)
        writer.add(markdown.text.count)
        for part in markdown.text { writer.add(part) }
        writer.add(terms)
        writer.add(fragmentLinks.count)
        for link in fragmentLinks {
            writer.add(link.file)
            writer.add(link.fragment)
            writer.add(link.position)
        }
        writer.add(pageFragmentLinks.count)
        for link in pageFragmentLinks {
            writer.add(link.page.path)
            writer.add(link.suffix)
            writer.add(link.written)
            writer.add(link.position)
        }
        writer.add(quizzes)
        writer.add(diagnostics)
        words.write(to: &writer)
        writer.add(summary.map { [$0] } ?? [])
        writer.add(objectives)
    }
}

extension RecordWriter {
    fileprivate mutating func add(_ position: SourcePosition) {
        add(position.line)
        add(position.column)
    }
}

extension RecordReader {
    fileprivate mutating func position() -> SourcePosition? {
        guard let line = number(), let column = number() else { return nil }
        return SourcePosition(line: line, column: column)
    }
}
