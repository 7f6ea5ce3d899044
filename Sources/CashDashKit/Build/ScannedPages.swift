import Synchronization

/// The pages of the last preview build that succeeded, as written and as the link check scanned them, so that a
/// rebuild (`serve`'s, after a save) scans again only the pages whose HTML changed: a chapter edit changes that
/// chapter's page, its neighbours' pagers, the index, the print page and a few more, and leaves the rest as they were.
///
/// A page's scan (its ids, its links that lead nowhere or to a part of a page) depends on its HTML and on what the
/// check knows of the site (every file it writes, the site's `base_url`); when either differs, the page is scanned
/// again. What a build scans is staged, and becomes what the next build compares with only when ``publish()`` is
/// called after the build succeeded.
final class ScannedPages: Sendable {
    private struct Entry: Sendable {
        var parts: [String]
        var links: SiteLinkCheck.PageLinks
    }

    private struct State: Sendable {
        var published: [String: Entry] = [:]
        var publishedScope: SiteLinkCheck.Scope?
        /// The published scans this build may take: none when its check knows another site.
        var reusable: [String: Entry] = [:]
        var staged: [String: Entry] = [:]
        var stagedScope: SiteLinkCheck.Scope?
        /// How many pages the build under way scanned, for tests and timings.
        var scannedCount = 0
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a build whose link check is `check`.
    func begin(_ check: SiteLinkCheck) {
        state.withLock { state in
            state.staged = [:]
            state.stagedScope = check.scope
            state.reusable = state.publishedScope == check.scope ? state.published : [:]
            state.scannedCount = 0
        }
    }

    /// The links of the page at `path`, made of `parts`: the last build's scan when its parts were the same and the
    /// check knew the same site, else `check`'s.
    func links(of parts: [String], at path: String, check: SiteLinkCheck) -> SiteLinkCheck.PageLinks {
        let last = state.withLock { $0.reusable[path] }
        // Unchanged pages are the very strings the last build kept (``PageMemo``), which compare at once.
        if let last, last.parts == parts {
            state.withLock { $0.staged[path] = last }
            return last.links
        }
        let links = check.scan(parts, at: path)
        state.withLock { state in
            state.staged[path] = Entry(parts: parts, links: links)
            state.scannedCount += 1
        }
        return links
    }

    /// How many pages the build under way (or the last one) scanned rather than took from the build before.
    var scannedCount: Int { state.withLock { $0.scannedCount } }

    /// Makes this build's scans the ones the next build compares with; call it once the build succeeded.
    func publish() {
        state.withLock { state in
            state.published = state.staged
            state.publishedScope = state.stagedScope
            state.reusable = [:]
            state.staged = [:]
        }
    }
}
