import CashDashModel
import Foundation

/// The chapter files as the last build into the output folder read them, kept for the next build in
/// `Output/.cashdash/loaded`: each file's ``FileStamp``, when it was read, and the chapter it gave (its front matter,
/// its Markdown) with its problems. The next build takes a chapter from here, without opening its file, when the file
/// still has that stamp and was settled when it was read (``ChapterCache``), so a later save shows as another stamp.
/// A chapter that includes other files is not kept: it is always read.
///
/// Written by this Cash Dash for itself only (``ProgramStamp``), as another may read chapters otherwise; read
/// without the output's lock, as a record is replaced whole, and any damage makes it no record: every file is read.
enum LoadedChapters {
    static let fileName = "loaded"
    /// The record's first lines: for this Cash Dash, and the chapters' folder as messages name it (`curriculum`),
    /// which each chapter's messages and path start with.
    private static func heading(_ curriculum: String) -> String {
        "Cash Dash keeps here the chapters the last build read; deleting it reads them all.\nformat 1\n"
            + ProgramStamp.current + "\n" + curriculum + "\n"
    }

    /// The chapters the last build left in the output folder at `outputPath`, read from the folder messages name
    /// `curriculum`, as a cache to load with (empty when there is no record, or it is damaged or another Cash Dash's,
    /// or the folder was named otherwise).
    static func cache(in outputPath: String, curriculum: String) -> ChapterCache {
        guard let data = GuardedOutput.controlData(fileName, in: URL(fileURLWithPath: outputPath)) else {
            return ChapterCache()
        }
        let entries = data.withUnsafeBytes { raw -> [String: ChapterCache.Entry]? in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading(curriculum)), let count = reader.count() else { return nil }
            var entries: [String: ChapterCache.Entry] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                guard let file = reader.text(), let entry = reader.loadedEntry() else { return nil }
                entries[file] = entry
            }
            return reader.isAtEnd ? entries : nil
        }
        return entries.map { ChapterCache(entries: $0) } ?? ChapterCache()
    }

    /// The record to leave of what `cache` holds after this build's load from the folder messages name `curriculum`:
    /// nil when it is the one already there.
    static func data(of cache: ChapterCache, curriculum: String) -> Data? {
        guard cache.changed else { return nil }
        let entries = cache.all.filter(\.value.isReusable)
        var writer = RecordWriter(capacity: entries.values.reduce(4096) { $0 + ($1.chapter?.body.utf8.count ?? 0) })
        writer.addRaw(heading(curriculum))
        writer.add(entries.count)
        for file in entries.keys.sorted() {
            writer.add(file)
            writer.add(entries[file]!)
        }
        return Data(writer.bytes)
    }
}

extension RecordWriter {
    fileprivate mutating func add(_ entry: ChapterCache.Entry) {
        add(entry.stamp?.numbers ?? [])
        add(entry.read.description)
        add(optional: entry.fallbackTitle)
        add(entry.diagnostics.all)
        guard let chapter = entry.chapter else { return add(0) }
        add(1)
        add(chapter)
    }

    /// Every stored property of a chapter as its file gave it (before its place in the curriculum is known), but
    /// the files it includes, as a chapter that includes any is not kept.
    fileprivate mutating func add(_ chapter: Chapter) {
        for text in [chapter.path, chapter.fileName, chapter.title, chapter.body] { add(text) }
        add(optional: chapter.order.map(String.init))
        add(optional: chapter.summary)
        add(chapter.objectives)
        add([chapter.isDraft ? 1 : 0, chapter.bodyFirstLine, chapter.titleLine, chapter.noLinksLine, chapter.depth])
        add(chapter.lineMap)
        add(chapter.noLinks)
        add(chapter.bookNumber == nil ? 0 : 1)
        add(chapter.bookNumber ?? [])
        add(chapter.section == nil ? 0 : 1)
        add([chapter.section?.title ?? "", chapter.section?.key ?? ""])
        add(optional: chapter.section?.order.map(String.init))
        add(chapter.slug)
    }

    fileprivate mutating func add(optional text: String?) {
        guard let text else { return add(0) }
        add(1)
        add(text)
    }
}

extension RecordReader {
    fileprivate mutating func loadedEntry() -> ChapterCache.Entry? {
        guard let numbers = numbers(), let readText = text(), let read = Double(readText), read.isFinite,
            let fallbackTitle = optionalText(), let diagnostics = diagnostics(), let hasChapter = number()
        else { return nil }
        var chapter: Chapter?
        if hasChapter == 1 {
            guard let read = loadedChapter() else { return nil }
            chapter = read
        }
        return ChapterCache.Entry(
            stamp: FileStamp(numbers: numbers), read: read, fallbackTitle: fallbackTitle, chapter: chapter,
            diagnostics: Diagnostics(diagnostics))
    }

    fileprivate mutating func loadedChapter() -> Chapter? {
        guard let path = text(), let fileName = text(), let title = text(), let body = text(),
            let order = optionalText(), let summary = optionalText(), let objectives = texts(),
            let flags = numbers(), flags.count == 5, let lineMap = numbers(), let noLinks = texts(),
            let hasBookNumber = number(), let bookNumber = numbers(), let hasSection = number(),
            let section = texts(), section.count == 2, let sectionOrder = optionalText(), let slug = text()
        else { return nil }
        var chapter = Chapter(
            path: path, fileName: fileName, title: title, order: order.flatMap { Int($0) },
            summary: summary, objectives: objectives, isDraft: flags[0] == 1, body: body,
            bodyFirstLine: flags[1], titleLine: flags[2])
        (chapter.noLinksLine, chapter.depth, chapter.lineMap, chapter.noLinks) = (flags[3], flags[4], lineMap, noLinks)
        if hasBookNumber == 1 { chapter.bookNumber = bookNumber }
        if hasSection == 1 {
            chapter.section = Chapter.Section(
                title: section[0], order: sectionOrder.flatMap { Int($0) }, key: section[1])
        }
        chapter.slug = slug
        return chapter
    }

    /// A text that may be missing: nil when the record is damaged, `.some(nil)` when it was.
    fileprivate mutating func optionalText() -> String?? {
        guard let present = number() else { return nil }
        guard present == 1 else { return present == 0 ? .some(nil) : nil }
        guard let text = text() else { return nil }
        return .some(text)
    }
}
