import CashDashModel
import Foundation
import Synchronization

/// The chapters of the print page as the last build wrote them, for a build to take each unchanged one from there
/// rather than draw it again, and the parts this build writes, for the next (``PrintRecord`` keeps them beside the
/// output). Drawing every chapter again took an eighth of a rebuild after one chapter's edit, by perf. A part taken
/// is copied from that page unread (``KeptFile``), and its links are the ones the last build's check found in it
/// while no file they lead to came or went: reading and scanning the kept parts again took a tenth of a rebuild.
///
/// A chapter's part is known by the digest of what it is drawn from (``key(of:number:position:slugs:)``): the chapter
/// as rendered, its number and place, which chapters there are (its links to them become links within the page), and
/// the `stamp` of the templates, settings and this Cash Dash.
final class PrintParts: Sendable {
    /// Where a chapter's part lies in a print page, in bytes; `trimmed` when it was the last and lost its line break.
    struct Span: Equatable, Sendable {
        var offset: Int
        var length: Int
        var trimmed: Bool
    }

    /// A part as this build wrote it: its key (nil when its chapter has none), its length in bytes, and whether it
    /// was taken from the last page.
    struct Written: Sendable {
        var key: String?
        var length: Int
        var trimmed: Bool
        var taken: Bool
    }

    let stamp: String
    /// Where the print page is written (``Route/curriculumPrint``).
    let path: String
    private let spans: [String: Span]
    /// Each part's links as the last build's link check found them, by key, with every file they lead to, and what
    /// that check knew of the site: the same bytes have the same links while the files they lead to come or go alike.
    private let links: Mutex<PartLinks>
    /// Opens the print page the last build wrote; nil when it is not as it was left.
    private let open: @Sendable () -> KeptFile?
    /// The page, once opened: opened when a chapter is first taken from it, so that a build that takes none opens
    /// nothing, and let go once this build's page is written.
    private let page = Mutex<(tried: Bool, file: KeptFile?)>((false, nil))
    private let written = Mutex<(start: Int, parts: [Written])?>(nil)
    /// The links of the parts this build wrote, by key, and the scope they were found in; and the keys of the parts
    /// whose links were taken without their ids.
    private let noted = Mutex((links: PartLinks(), withoutIDs: [String]()))

    /// Parts for a build made with `stamp` of the print page at `path`, taken from the page the last build wrote
    /// (`open`) where `spans` (by key) say, each with its `links` when known; parts to make only, with no spans.
    init(
        stamp: String, path: String, spans: [String: Span] = [:], links: PartLinks = PartLinks(),
        open: @escaping @Sendable () -> KeptFile? = { nil }
    ) {
        (self.stamp, self.path, self.spans, self.open) = (stamp, path, spans, open)
        self.links = Mutex(links)
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

    /// Lets go of the links of the last build's parts that are none of `keys`, this build's: none of them can be
    /// taken (a build that draws every chapter again holds none, 3 MB at 2,000 chapters).
    func forgetLinks(but keys: [String?]) {
        let wanted = Set(keys.compactMap { $0 })
        links.withLock { links in links.byKey = links.byKey.filter { wanted.contains($0.key) } }
    }

    /// The part the last build wrote for `key`, to copy from its page, when it ends the page there as it would
    /// here: the last part has lost its line break (`last`), the others have theirs.
    func kept(_ key: String?, last: Bool) -> PagePart? {
        guard let key, let span = spans[key], span.trimmed == last else { return nil }
        let file = page.withLock { page in
            if !page.tried { page = (true, open()) }
            return page.file
        }
        guard let file else { return nil }
        return PagePart(bytes: .kept(file, offset: span.offset, count: span.length), key: key)
    }

    /// Whether the page parts were taken from is still as it was opened (true when none was): a page written over
    /// while its parts were copied would have given this build's page some of its new bytes.
    var takenPageIsIntact: Bool {
        page.withLock { $0.file?.isIntact ?? true }
    }

    /// The files that this build's check, in `scope`, and the last build's do not both know (``keptLinks(_:changed:scope:)``);
    /// nil when the last build's links are not known, or its check had another `base_url`.
    func changedFiles(in scope: SiteLinkCheck.Scope) -> Set<String>? {
        guard let last = links.withLock({ $0.scope }), last.sitePrefix == scope.sitePrefix else { return nil }
        return last.files == scope.files ? [] : last.files.symmetricDifference(scope.files)
    }

    /// The links of the part the last build wrote for `key`, as its link check found them, when none leads to a file
    /// among `changed` (``changedFiles(in:)``, for this build's check in `scope`); nil otherwise, or when they are not
    /// known. Its ids are left out, for ``addKeptIDs(to:)``, and its links are kept for the next build as they were.
    func keptLinks(_ key: String, changed: Set<String>, scope: SiteLinkCheck.Scope) -> SiteLinkCheck.PageLinks? {
        guard let bytes = links.withLock({ $0.byKey[key] }), let found = PartLinks.decode(bytes, page: path),
            changed.isEmpty || found.targets.isDisjoint(with: changed)
        else { return nil }
        noted.withLock { noted in
            if noted.links.scope == nil { noted.links.scope = scope }
            noted.links.byKey[key] = bytes
            noted.withoutIDs.append(key)
        }
        return found
    }

    /// Adds to `ids` the ids of the parts whose links ``keptLinks(_:changed:scope:)`` gave without them, read now,
    /// once.
    func addKeptIDs(to ids: inout Set<String>) {
        let keys = noted.withLock { noted in
            defer { noted.withoutIDs = [] }
            return noted.withoutIDs
        }
        for key in keys {
            // Read and checked when its links were: the same bytes.
            if let bytes = links.withLock({ $0.byKey[key] }) { _ = PartLinks.addIDs(of: bytes, to: &ids) }
        }
    }

    /// Notes the links (with their `targets`) this build's check, in `scope`, found in the part it wrote for `key`,
    /// for the next build.
    func noteLinks(_ found: SiteLinkCheck.PageLinks, of key: String, scope: SiteLinkCheck.Scope) {
        let bytes = PartLinks.encode(found, page: path)
        noted.withLock { noted in
            if noted.links.scope == nil { noted.links.scope = scope }
            noted.links.byKey[key] = bytes
        }
    }

    /// Notes the parts this build wrote, in order, after the page's first `start` bytes.
    func wrote(start: Int, parts: [Written]) {
        written.withLock { $0 = (start, parts) }
        page.withLock { $0.file = nil }
    }

    /// How many parts this build took from the last page.
    var takenCount: Int { written.withLock { $0?.parts.count(where: \.taken) ?? 0 } }

    /// The links of the parts this build wrote whose links its check noted, by key, with the scope it found them in.
    var writtenLinks: PartLinks {
        noted.withLock { $0.links }
    }

    /// Where each part this build wrote lies, by key; nil when it wrote none.
    var writtenSpans: [String: Span]? {
        guard let (start, parts) = written.withLock({ $0 }) else { return nil }
        var spans: [String: Span] = [:], offset = start
        for part in parts {
            if let key = part.key { spans[key] = Span(offset: offset, length: part.length, trimmed: part.trimmed) }
            offset += part.length
        }
        return spans
    }
}
