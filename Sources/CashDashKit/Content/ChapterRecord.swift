import CashDashModel
import CmarkHTML
import Foundation
import Synchronization

/// The chapters as the last build into the output folder rendered them, kept for the next build (another process,
/// a day later) in `Output/.cashdash/chapters-00` to `chapters-31`: each chapter's HTML, headings, word counts, text
/// for search, linked terms, links to parts of pages, quizzes and what was wrong in it, under a key that is the digest
/// of everything its rendering reads (``ChapterRecord/key(of:in:)``). A chapter whose key is the one kept is taken
/// from here rather than rendered, and what is made from it is the same, byte for byte. A chapter's part is fixed by
/// its file's name, so an edit to one chapter writes one part again, not the whole record (30 MB at 2,000 chapters).
///
/// The record is read without the output's lock: an entry is trusted only for its key, so a record another build
/// replaced meanwhile, or a damaged part, costs renders, never a wrong page.
final class ChapterRecord: Sendable {
    /// The record's name, which its parts' files start with (``RecordParts``).
    static let fileName = "chapters"
    private static let heading =
        "Cash Dash keeps here the chapters the last build rendered; deleting it renders all.\n"
        + "format 4\n"

    /// One chapter's rendering, as kept.
    struct Entry: Sendable {
        var key: String
        var markdown: RenderedBody
        /// The linked terms, by their place in the glossary's entries.
        var terms: [Int]
        var fragmentLinks: [FragmentLink]
        var pageFragmentLinks: [PageFragmentLink]
        var quizzes: [Quiz]
        var diagnostics: [Diagnostic]
        /// The words its search entry found.
        var words: SearchEntry.WordStore
        /// The chapter's summary and objectives, its search entry's first texts: with the rest, what the entry's
        /// excerpts were taken from (``noteLastEntries(of:)``).
        var summary: String?
        var objectives: [String]
    }

    /// The last build's record as read, a part at a time, and where each chapter's entry is in its part, with its key:
    /// an entry is decoded only when its key is this build's. Let go once this build's entries are kept
    /// (``keep(_:rendered:)``), as a build that renders every chapter would otherwise hold both.
    private let last: Mutex<(parts: [Data], entries: [String: (key: String, part: Int, range: Range<Int>)])>
    /// Every page of this build by path, which a chapter's links to parts of pages name.
    private let routes: [String: Route]
    /// This build's entries in the parts in which any is not the last build's, by chapter file, and those parts.
    private let next = Mutex<(entries: [String: Entry], changed: Set<Int>)>(([:], Set(0..<RecordParts.count)))
    /// The search entries of the chapters rendered again as the last build made them, by file
    /// (``noteLastEntries(of:)``).
    private let notedEntries = Mutex<[String: (key: String, entry: SearchEntry)]>([:])

    /// The record the last build left as `parts` (by part; none when nil or unreadable, as is a damaged part);
    /// `pages`, every page of this build, names what a chapter's links to parts of pages lead to.
    init(parts: [Data?], pages: [Route]) {
        let indexed = parts.map { data in
            (data ?? Data()).withUnsafeBytes { raw in
                var reader = RecordReader(raw.bindMemory(to: UInt8.self))
                return Self.index(&reader) ?? [:]
            }
        }
        var entries: [String: (key: String, part: Int, range: Range<Int>)] = [:]
        entries.reserveCapacity(indexed.reduce(0) { $0 + $1.count })
        var kept: [Data] = []
        for (part, (data, found)) in zip(parts, indexed).enumerated() {
            for (file, entry) in found where RecordParts.part(of: file) == part {
                entries[file] = (entry.key, part, entry.range)
            }
            kept.append(found.isEmpty ? Data() : data ?? Data())
        }
        last = Mutex((entries.isEmpty ? [] : kept, entries))
        routes =
            entries.isEmpty ? [:] : Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where each entry of a record is, with its key; nil when the record is damaged or of another format.
    private static func index(_ reader: inout RecordReader) -> [String: (key: String, range: Range<Int>)]? {
        guard reader.take(heading), let count = reader.count() else { return nil }
        var entries: [String: (key: String, range: Range<Int>)] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let file = reader.text(), let key = reader.text(), let length = reader.count() else { return nil }
            entries[file] = (key, reader.offset..<(reader.offset + length))
            reader.skip(length)
        }
        return reader.isAtEnd ? entries : nil
    }

    /// The entry of `file` when its key is `key` (any key when nil), decoded; nil when there is none or it is damaged.
    private func entry(_ file: String, key: String?) -> Entry? {
        last.withLock { last in
            guard let found = last.entries[file], found.key == key ?? found.key, found.part < last.parts.count,
                found.range.upperBound <= last.parts[found.part].count
            else { return nil }
            let part = last.parts[found.part]
            let start = found.range.lowerBound
            return part.withUnsafeBytes { raw in
                var reader = RecordReader(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[found.range]))
                let entry = Entry(&reader, route: { routes[$0] }) { range in
                    part[(start + range.lowerBound)..<(start + range.upperBound)]
                }
                guard let entry, reader.isAtEnd, entry.key == found.key else { return nil }
                return entry
            }
        }
    }

    /// The chapter as the last build rendered it, when its `key` is the one kept; its Markdown is dropped unless
    /// `keepingBody` (as a build without a cache drops it).
    func reused(
        _ chapter: Chapter, key: String, glossary: [GlossaryEntry], keepingBody: Bool
    ) -> ChapterRenderCache.Entry? {
        guard let entry = entry(chapter.fileName, key: key),
            entry.terms.allSatisfy({ glossary.indices.contains($0) })
        else { return nil }
        var kept = chapter
        if !keepingBody { kept.dropBody() }
        guard let search = SearchEntry(chapter: chapter, markdown: entry.markdown, keptWords: entry.words) else {
            return nil
        }
        let rendered = RenderedChapter(
            chapter: kept, body: entry.markdown, terms: entry.terms.map { glossary[$0] },
            fragmentLinks: entry.fragmentLinks, pageFragmentLinks: entry.pageFragmentLinks, quizzes: entry.quizzes,
            key: key, search: search)
        return ChapterRenderCache.Entry(
            rendered: rendered, diagnostics: Diagnostics(entry.diagnostics), linkedTerms: entry.terms)
    }

    /// Keeps this build's chapters (published and drafts) for the next; `rendered` names the chapter files rendered
    /// rather than taken from the record. Only the parts in which a chapter changed are written again, so only their
    /// chapters are kept: making an entry of each of 2,000 chapters was 1.2 % of a rebuild after one edit (perf).
    func keep(_ entries: [ChapterRenderCache.Entry], rendered: Set<String>) {
        // The part of each chapter with a key, by its file.
        var parts: [String: Int] = [:]
        parts.reserveCapacity(entries.count)
        for entry in entries where entry.rendered.key != nil {
            parts[entry.rendered.chapter.fileName] = RecordParts.part(of: entry.rendered.chapter.fileName)
        }
        // A part is written again when a chapter in it was rendered, or came or went.
        let changed = last.withLock { last in
            defer { last = ([], [:]) }
            var changed = Set(rendered.compactMap { parts[$0] })
            for (file, part) in parts where last.entries[file] == nil { changed.insert(part) }
            for file in last.entries.keys where parts[file] == nil { changed.insert(RecordParts.part(of: file)) }
            return changed
        }
        var kept: [String: Entry] = [:]
        for entry in entries {
            let rendered = entry.rendered
            guard let key = rendered.key, let part = parts[rendered.chapter.fileName], changed.contains(part) else {
                continue
            }
            kept[rendered.chapter.fileName] = Entry(
                key: key, markdown: rendered.markdown, terms: entry.linkedTerms, fragmentLinks: rendered.fragmentLinks,
                pageFragmentLinks: rendered.pageFragmentLinks, quizzes: rendered.quizzes,
                diagnostics: entry.diagnostics.all, words: rendered.search.wordStore,
                summary: rendered.chapter.summary, objectives: rendered.chapter.objectives)
        }
        next.withLock { $0 = (kept, changed) }
    }

    /// Notes the search entries the last build made of the chapters of `files`, with their keys then, for
    /// ``lastEntry(of:)``: the chapters rendered again, whose words the search makes again
    /// (``SearchIndex/patched(_:words:changed:)``). Called before ``releaseLast()``.
    func noteLastEntries(of files: [String]) {
        var noted: [String: (key: String, entry: SearchEntry)] = [:]
        noted.reserveCapacity(files.count)
        for file in files {
            guard let entry = entry(file, key: nil),
                let search = SearchEntry(
                    summary: entry.summary, objectives: entry.objectives, markdown: entry.markdown,
                    keptWords: entry.words)
            else { continue }
            noted[file] = (entry.key, search)
        }
        notedEntries.withLock { $0 = noted }
    }

    /// The search entry the last build made of the chapter of `file`, with its key then, when
    /// ``noteLastEntries(of:)`` noted it: its words and the texts they were shown from (its title and address are
    /// not kept).
    func lastEntry(of file: String) -> (key: String, entry: SearchEntry)? {
        notedEntries.withLock { $0[file] }
    }

    /// Lets go of the last build's record once every chapter it could give has been taken (``reused(_:key:glossary:keepingBody:)``):
    /// a build that renders most chapters again would otherwise hold it (30 MB at 2,000 chapters) while it renders.
    /// Which chapters it held is kept, for ``keep(_:rendered:)``.
    func releaseLast() {
        last.withLock { $0.parts = [] }
    }

    /// Leaves the parts to write for the next build as `output`'s control files: those in which a chapter changed,
    /// a part left with no chapter removed. Each entry is written into its part's one buffer as it is made, and each
    /// part staged before the next is made (a whole record is 30 MB at 2,000 chapters).
    func leave(in output: GuardedOutput) {
        let (entries, changed) = next.withLock { $0 }
        RecordParts.leave(Self.fileName, parts: RecordParts.parts(entries.keys, changed: changed), in: output) {
            Self.data($0, entries)
        }
    }

    /// One part's bytes: its heading, then each of `files`' entries.
    private static func data(_ files: [String], _ entries: [String: Entry]) -> Data {
        var data = Data(capacity: files.reduce(4096) { $0 + entries[$1]!.markdown.html.utf8Count * 2 })
        var head = RecordWriter()
        head.addRaw(heading)
        head.add(files.count)
        data.append(contentsOf: head.bytes)
        for file in files {
            let entry = entries[file]!
            var part = RecordWriter(capacity: entry.markdown.html.utf8Count * 2)
            entry.write(to: &part)
            var prefix = RecordWriter()
            prefix.add(file)
            prefix.add(entry.key)
            prefix.add(part.bytes.count)
            data.append(contentsOf: prefix.bytes)
            data.append(contentsOf: part.bytes)
        }
        return data
    }
}
