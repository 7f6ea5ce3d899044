import CashDashModel
import Foundation

/// The chapter files as the last build into the output folder read them, kept for the next build in
/// `Output/.cashdash/loaded-00` to `loaded-31` (``RecordParts``): each file's ``FileStamp``, when it was read, and the
/// chapter it gave (its front matter, its Markdown and the Markdown's digest) with its problems. The next build takes
/// a chapter from here, without opening its file, when the file still has that stamp and was settled when it was read
/// (``ChapterCache``), so a later save shows as another stamp. A chapter that includes other files is not kept: it is
/// always read.
///
/// Written by this Cash Dash for itself only (``ProgramStamp``), as another may read chapters otherwise; read
/// without the output's lock, as a record is replaced whole, and a damaged part is no part: its files are read.
enum LoadedChapters {
    static let fileName = "loaded"

    /// A part's first lines: for this Cash Dash, and the chapters' folder as messages name it (`curriculum`), which
    /// each chapter's messages and path start with.
    private static func heading(_ curriculum: String) -> String {
        "Cash Dash keeps here the chapters the last build read; deleting it reads them all.\nformat 2\n"
            + ProgramStamp.current + "\n" + curriculum + "\n"
    }

    /// The chapters the last build left in the output folder at `outputPath`, read from the folder messages name
    /// `curriculum`, as a cache to load with (empty when there is no record, or it is another Cash Dash's, or the
    /// folder was named otherwise), which takes the files' stamps from `stamps` where it has them.
    static func cache(in outputPath: String, curriculum: String, stamps: [String: FileStamp] = [:]) -> ChapterCache {
        let parts = RecordParts.read(fileName, in: outputPath)
        guard parts.contains(where: { $0 != nil }) else { return ChapterCache(stamps: stamps) }
        let found = parts.enumerated().compactMap { part, data in
            data.flatMap { read($0, curriculum: curriculum) }.map { (part, $0) }
        }
        var entries: [String: ChapterCache.Entry] = [:]
        entries.reserveCapacity(found.reduce(0) { $0 + $1.1.count })
        for (part, partEntries) in found {
            for (file, entry) in partEntries where RecordParts.part(of: file) == part { entries[file] = entry }
        }
        return ChapterCache(entries: entries, stamps: stamps)
    }

    /// One part's entries; nil when it is damaged or not for this Cash Dash and `curriculum`.
    private static func read(_ data: Data, curriculum: String) -> [String: ChapterCache.Entry]? {
        data.withUnsafeBytes { raw in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading(curriculum)), let count = reader.count() else { return nil }
            var entries: [String: ChapterCache.Entry] = [:]
            entries.reserveCapacity(count)
            // A chapter's Markdown is left in the record's bytes (``Chapter/bodyText``), with its digest.
            let kept = { (range: Range<Int>, digest: StableDigest) in LazyText(utf8: data[range], digest: digest) }
            for _ in 0..<count {
                guard let file = reader.text(), let entry = reader.loadedEntry(kept: kept) else { return nil }
                entries[file] = entry
            }
            return reader.isAtEnd ? entries : nil
        }
    }

    /// The parts to leave of what `cache` holds after this build's load from the folder messages name `curriculum`:
    /// those holding a file it read, found or missed (nil for a part left with none).
    static func parts(of cache: ChapterCache, curriculum: String) -> [Int: Data?] {
        let changed = cache.changedFiles.map { Set($0.map(RecordParts.part(of:))) } ?? Set(0..<RecordParts.count)
        let entries = cache.all.filter(\.value.isReusable)
        return RecordParts.parts(entries.keys, changed: changed) { names in
            var writer = RecordWriter(
                capacity: names.reduce(4096) { $0 + (entries[$1]!.chapter?.bodyText.utf8Count ?? 0) })
            writer.addRaw(heading(curriculum))
            writer.add(names.count)
            for file in names {
                writer.add(file)
                writer.add(entries[file]!)
            }
            return Data(writer.bytes)
        }
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
        for text in [chapter.path, chapter.fileName, chapter.title] { add(text) }
        add(chapter.bodyText)
        add(chapter.bodyText.digest.words.map { Int(Int64(bitPattern: $0)) })
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
    /// An entry, its chapter's Markdown given by `kept` from where it lies in the reader's bytes and its digest.
    fileprivate mutating func loadedEntry(kept: (Range<Int>, StableDigest) -> LazyText) -> ChapterCache.Entry? {
        guard let numbers = numbers(), let read = time(),
            let fallbackTitle = optionalText(), let diagnostics = diagnostics(), let hasChapter = number()
        else { return nil }
        var chapter: Chapter?
        if hasChapter == 1 {
            guard let read = loadedChapter(kept: kept) else { return nil }
            chapter = read
        }
        return ChapterCache.Entry(
            stamp: FileStamp(numbers: numbers), read: read, fallbackTitle: fallbackTitle, chapter: chapter,
            diagnostics: Diagnostics(diagnostics))
    }

    fileprivate mutating func loadedChapter(kept: (Range<Int>, StableDigest) -> LazyText) -> Chapter? {
        guard let path = text(), let fileName = text(), let title = text(), let body = textRange(),
            let bodyDigest = numbers().flatMap({ StableDigest(words: $0.map { UInt64(bitPattern: Int64($0)) }) }),
            let order = optionalText(), let summary = optionalText(), let objectives = texts(),
            let flags = numbers(), flags.count == 5, let lineMap = numbers(), let noLinks = texts(),
            let hasBookNumber = number(), let bookNumber = numbers(), let hasSection = number(),
            let section = texts(), section.count == 2, let sectionOrder = optionalText(), let slug = text()
        else { return nil }
        var chapter = Chapter(
            path: path, fileName: fileName, title: title, order: order.flatMap { Int($0) },
            summary: summary, objectives: objectives, isDraft: flags[0] == 1, body: "",
            bodyFirstLine: flags[1], titleLine: flags[2])
        chapter.bodyText = kept(body, bodyDigest)
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
