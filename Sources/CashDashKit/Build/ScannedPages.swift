import Synchronization

/// The pages of the last preview build that succeeded, as written and as the link check scanned them, so that a
/// rebuild (`serve`'s, after a save) scans again only what changed: a chapter edit changes that chapter's page, its
/// part of the print page and a few more, and leaves the rest as they were.
///
/// A page is kept in its parts (the print page has one for each chapter), each with its own scan, as the full
/// build scans them one after the other. A part's scan (its ids, its links that lead nowhere or to a part of a page)
/// depends on its HTML, the page's place and what the check knows of the site: the site's `base_url` (when it
/// differs, every page is scanned again) and the files the build writes (when a file comes or goes, the pages that
/// link to it are scanned again). What a build scans is staged, and becomes what the next build compares with only
/// when ``publish()`` is called after the build succeeded.
final class ScannedPages: Sendable {
    private struct Entry: Sendable {
        var parts: [String]
        var scans: [SiteLinkCheck.PageLinks]
        /// The page's scan: its parts' together.
        var links: SiteLinkCheck.PageLinks
        /// The pages its links to parts of pages lead to.
        var fragmentTargets: Set<String>
        /// Its links to parts of pages that are not there, once the check has looked.
        var broken: [SiteLinkCheck.Fragment]?

        init(parts: [String], scans: [SiteLinkCheck.PageLinks]) {
            self.parts = parts
            self.scans = scans
            links = scans.count == 1 ? scans[0] : SiteLinkCheck.PageLinks(joining: scans)
            fragmentTargets = Set(links.fragments.map(\.target))
        }
    }

    private struct State: Sendable {
        var published: [String: Entry] = [:]
        var publishedScope: SiteLinkCheck.Scope?
        /// The published scans this build may take: none when its check has another `base_url`.
        var reusable: [String: Entry] = [:]
        /// The files written by this build or the last, not both: a page linking to one is scanned again.
        var filesChanged: Set<String> = []
        var staged: [String: Entry] = [:]
        var stagedScope: SiteLinkCheck.Scope?
        /// The pages the build under way scanned, whole or in part, rather than took from the build before.
        var scanned: Set<String> = []
        /// The pages whose links or ids are not the last build's: their links to parts of pages are looked at again.
        var linksChanged: Set<String> = []
        /// The pages whose ids are not the last build's (new pages too): links into them are looked at again.
        var changedIDs: Set<String> = []
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a build whose link check is `check`.
    func begin(_ check: SiteLinkCheck) {
        state.withLock { state in
            state.staged = [:]
            state.staged.reserveCapacity(state.published.count)
            state.stagedScope = check.scope
            if let last = state.publishedScope, last.sitePrefix == check.scope.sitePrefix {
                state.reusable = state.published
                state.filesChanged = last.files == check.files ? [] : last.files.symmetricDifference(check.files)
            } else {
                state.reusable = [:]
                state.filesChanged = []
            }
            state.scanned = []
            state.linksChanged = []
            state.changedIDs = []
        }
    }

    /// The links of the page at `path`, made of `parts`: each part's the last build's scan when it is the same part
    /// in the same place, else `check`'s.
    func links(of parts: [String], at path: String, check: SiteLinkCheck) -> SiteLinkCheck.PageLinks {
        let (last, filesChanged) = state.withLock { ($0.reusable[path], $0.filesChanged) }
        let entry: Entry
        // Unchanged parts are the very strings the last build kept (``PageMemo``), which compare at once.
        if let last, last.parts.count == parts.count,
            filesChanged.isEmpty || last.links.targets.isDisjoint(with: filesChanged)
        {
            let changed = parts.indices.filter { parts[$0] != last.parts[$0] }
            guard !changed.isEmpty else {
                state.withLock { $0.staged[path] = last }
                return last.links
            }
            var scans = last.scans, sameLinks = true
            for index in changed {
                let scan = check.scan([parts[index]], at: path, keepingTargets: true)
                sameLinks = sameLinks && scan.hasSameLinks(as: scans[index])
                scans[index] = scan
            }
            if sameLinks {
                // Other words, the same links and ids (most edits): the page's links are the last ones.
                var entry = last
                (entry.parts, entry.scans) = (parts, scans)
                state.withLock { state in
                    state.staged[path] = entry
                    state.scanned.insert(path)
                }
                return entry.links
            }
            entry = Entry(parts: parts, scans: scans)
        } else {
            entry = Entry(parts: parts, scans: parts.map { check.scan([$0], at: path, keepingTargets: true) })
        }
        let sameIDs = last.map { $0.links.ids == entry.links.ids } ?? false
        state.withLock { state in
            state.staged[path] = entry
            state.scanned.insert(path)
            state.linksChanged.insert(path)
            if !sameIDs { state.changedIDs.insert(path) }
        }
        return entry.links
    }

    /// The links of the page at `path` (``links(of:at:check:)`` gave them this build) to parts of pages that `ids`
    /// (each page's) do not have: the last build's answer when the page's links are the last build's and no page it
    /// links into has other ids now.
    func broken(
        at path: String, _ links: SiteLinkCheck.PageLinks, ids: [String: Set<String>]
    ) -> [SiteLinkCheck.Fragment] {
        let known = state.withLock { state -> [SiteLinkCheck.Fragment]? in
            guard !state.linksChanged.contains(path), let entry = state.staged[path], let broken = entry.broken,
                entry.fragmentTargets.isDisjoint(with: state.changedIDs)
            else { return nil }
            return broken
        }
        if let known { return known }
        let broken = SiteLinkCheck.broken(links, ids: ids)
        state.withLock { $0.staged[path]?.broken = broken }
        return broken
    }

    /// The pages the build under way (or the last one) scanned, whole or in part, rather than took from the build
    /// before.
    var scannedPaths: Set<String> { state.withLock { $0.scanned } }

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
