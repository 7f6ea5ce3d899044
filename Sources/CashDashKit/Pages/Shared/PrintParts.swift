import CashDashModel
import Foundation
import Synchronization

/// The chapters of the print page as the last build wrote them, for a build to take each unchanged one from there
/// rather than draw it again, and the parts this build writes, for the next (``PrintRecord`` keeps them beside the
/// output). Drawing every chapter again took an eighth of a rebuild after one chapter's edit, by perf. A part taken
/// is copied from that page unread (``KeptFile``); its links come from the record too (``PrintLinks``).
///
/// A chapter's part is known by the digest of what it is drawn from (``key(of:number:position:slugs:)``): the chapter
/// as rendered, its number and place, which chapters there are (its links to them become links within the page), and
/// the `stamp` of the templates, settings and this Cash Dash. The page's frame, before and after the chapters, is two
/// parts known by the frame's own key (``frameKeys``): drawing its contents of 2,000 chapters was 1.6 % of a rebuild
/// after one edit (perf, Node.js's docs).
final class PrintParts: Sendable {
    /// Where a chapter's part lies in a print page, in bytes; `trimmed` when it was the last and lost its line break.
    struct Span: Equatable, Sendable {
        var offset: Int
        var length: Int
        var trimmed: Bool
    }

    /// A part as this build wrote it: its key (nil when its chapter has none), its length in bytes, whether it was
    /// taken from the last page, and whether it is a chapter (not the frame).
    struct Written: Sendable {
        var key: String?
        var length: Int
        var trimmed: Bool
        var taken: Bool
        var isChapter = true
    }

    let stamp: String
    /// The key of what the page's frame is drawn from (``PageInputs/curriculumKeys(for:)``); nil when not known.
    let frame: String?
    private let spans: [String: Span]
    /// Opens the print page the last build wrote; nil when it is not as it was left.
    private let open: @Sendable () -> KeptFile?
    /// The page, once opened: opened when a chapter is first taken from it, so that a build that takes none opens
    /// nothing, and let go once this build's page is written, noting whether it was still as it was opened.
    private let page = Mutex<(tried: Bool, file: KeptFile?, intact: Bool)>((false, nil, true))
    private let written = Mutex<[Written]?>(nil)

    /// Parts for a build made with `stamp` and a frame of the key `frame`, taken from the print page the last build
    /// wrote (`open`) where `spans` (by key) say; parts to make only, with no spans.
    init(
        stamp: String, frame: String? = nil, spans: [String: Span] = [:],
        open: @escaping @Sendable () -> KeptFile? = { nil }
    ) {
        (self.stamp, self.frame, self.spans, self.open) = (stamp, frame, spans, open)
    }

    /// The keys of the frame's parts, before and after the chapters; nil when its key is not known.
    var frameKeys: (start: String, end: String)? {
        guard let frame else { return nil }
        func key(_ part: String) -> String {
            var digest = StableDigest()
            digest.add("print frame 1")
            digest.add(stamp)
            digest.add(frame)
            digest.add(part)
            return digest.hex
        }
        return (key("start"), key("end"))
    }

    /// The digest of what the part of the chapter `rendered`, numbered `number` at `position` (from 1) among the
    /// chapters whose slugs' digest is `slugs`, is drawn from; nil when the chapter has no key.
    func key(of rendered: RenderedChapter, number: String?, position: Int, slugs: String) -> String? {
        guard let chapter = rendered.key else { return nil }
        var digest = StableDigest()
        digest.add("print chapter 1")
        digest.add(stamp)
        digest.add(chapter)
        digest.add(number)
        digest.add(position)
        digest.add(slugs)
        return digest.hex
    }

    /// The part the last build wrote for `key`, to copy from its page, when it ends the page there as it would
    /// here: the last part has lost its line break (`last`), the others have theirs.
    func kept(_ key: String?, last: Bool) -> PagePart? {
        guard let key, let span = spans[key], span.trimmed == last else { return nil }
        let file = page.withLock { page in
            if !page.tried { (page.tried, page.file) = (true, open()) }
            return page.file
        }
        guard let file else { return nil }
        return PagePart(bytes: .kept(file, offset: span.offset, count: span.length), key: key)
    }

    /// Whether the page parts were taken from was still as it was opened once they were copied (true when none was):
    /// a page written over meanwhile would have given this build's page some of its new bytes.
    var takenPageIsIntact: Bool {
        page.withLock { $0.intact && ($0.file?.isIntact ?? true) }
    }

    /// Notes the parts this build wrote, in order, from the page's start: its frame's first part is one.
    func wrote(_ parts: [Written]) {
        written.withLock { $0 = parts }
        page.withLock { page in
            page.intact = page.file?.isIntact ?? true
            page.file = nil
        }
    }

    /// How many chapters this build took from the last page.
    var takenCount: Int { written.withLock { $0?.count(where: { $0.taken && $0.isChapter }) ?? 0 } }

    /// Whether this build took the page's frame from the last page.
    var tookFrame: Bool { written.withLock { $0?.contains { $0.taken && !$0.isChapter } ?? false } }

    /// Where each part with a key this build wrote lies, in the page's order (a record needs no sort of 2,000
    /// keys); nil when it wrote none.
    var writtenSpans: [(key: String, span: Span)]? {
        guard let parts = written.withLock({ $0 }) else { return nil }
        var spans: [(key: String, span: Span)] = [], offset = 0
        spans.reserveCapacity(parts.count)
        for part in parts {
            if let key = part.key {
                spans.append((key, Span(offset: offset, length: part.length, trimmed: part.trimmed)))
            }
            offset += part.length
        }
        return spans
    }
}
