import CashDashModel
import Foundation

/// How a build writes the page it makes in batches (the print page), and finds the ids of the pages whose links it
/// did not read: those left in place, and the print page's parts taken from the last build.
extension SiteBuilder {
    /// A page that could not be made: its template failed, or the output refused the file.
    enum PageFailure: Error, Sendable {
        case template(TemplateError)
        case output(OutputError)
    }

    /// Fills in the ids that a page written now may link into with a `#fragment`, for the check to find them as a
    /// full build does: those of the pages left in place (`kept`, read from `folder`) and of the print page's parts
    /// taken with their links alone (``PrintLinks/addKeptIDs(to:among:)``).
    static func fillIDs(
        linkedFrom scanned: inout [SiteLinkCheck.PageLinks?], _ pages: [Page], _ check: SiteLinkCheck,
        kept: Set<String>, in folder: String?, printLinks: PrintLinks?
    ) {
        if let folder, !kept.isEmpty { readIDs(ofKept: kept, linkedFrom: &scanned, pages, check, folder) }
        if let printLinks { addKeptIDs(of: printLinks, linkedFrom: &scanned, pages) }
    }

    /// Writes a page made in batches (the print page) as it is made, checking each part's links as it goes, so that
    /// it is never held whole; a template that fails part-way leaves nothing of the page staged.
    /// The links of its chapters' parts come from `links` where they are copied from the last build's page.
    static func writeInBatches(
        _ page: Page, _ renderer: SiteRenderer, _ output: some SiteOutput, _ check: SiteLinkCheck,
        links kept: PrintLinks?
    ) -> Swift.Result<SiteLinkCheck.PageLinks?, PageFailure> {
        var links = SiteLinkCheck.PageLinks(), failure: TemplateError?
        let parts = renderer.printParts, changed = kept?.changedFiles(in: check.scope)
        do throws(OutputError) {
            try output.write(to: page.path) { emit in
                do throws(TemplateError) {
                    try page.make(renderer) { batch in
                        emit(batch)
                        for part in batch { links.add(Self.links(of: part, at: page.path, check, kept, changed)) }
                    }
                    return true
                } catch {
                    failure = error
                    return false
                }
            }
        } catch {
            return .failure(.output(error))
        }
        if let failure { return .failure(.template(failure)) }
        if let parts, !parts.takenPageIsIntact {
            return .failure(
                .output(OutputError("\(page.path) was changed while this build copied from it; build again")))
        }
        links.dropLinks(within: page.path)
        return .success(links)
    }

    /// The links of `part` of the page at `path`, its links to its own ids left out: a part the last build wrote
    /// has the links its check found when none leads to a file that came or went since (`changed`, ``PrintLinks``),
    /// without its ids (``PrintLinks/addKeptIDs(to:among:)``), and any other part is scanned. The links of a part with a key
    /// are noted for the next build.
    private static func links(
        of part: PagePart, at path: String, _ check: SiteLinkCheck, _ kept: PrintLinks?, _ changed: Set<String>?
    ) -> SiteLinkCheck.PageLinks {
        var found: SiteLinkCheck.PageLinks
        switch part.bytes {
        case .html(let html):
            found = check.scan([html], at: path, keepingTargets: true)
        case .kept(let file, let offset, let count):
            if let key = part.key, let changed, let known = kept?.kept(key, changed: changed, scope: check.scope) {
                return known
            }
            // Unread, the copy fails too, and with it the build.
            found = check.scan([file.text(at: offset, count: count) ?? ""], at: path, keepingTargets: true)
        }
        found.dropLinks(within: path)
        if let key = part.key { kept?.note(found, of: key, scope: check.scope) }
        return found
    }

    /// Fills in, from their files in `folder`, the ids of the pages left in place (`kept`) that a page written now
    /// links into with a `#fragment`, so that such a link is checked as a full build checks it. Only their ids are
    /// read: their own links were checked when they were written.
    private static func readIDs(
        ofKept kept: Set<String>, linkedFrom scanned: inout [SiteLinkCheck.PageLinks?], _ pages: [Page],
        _ check: SiteLinkCheck, _ folder: String
    ) {
        let targets = Set(scanned.lazy.compactMap { $0 }.flatMap { $0.fragments.map(\.target) }).intersection(kept)
        guard !targets.isEmpty else { return }
        for (index, page) in pages.enumerated() where targets.contains(page.path) {
            guard let data = readRegularFile(atPath: folder + "/" + page.path) else { continue }
            scanned[index] = SiteLinkCheck.PageLinks(
                ids: check.scan([String(decoding: data, as: UTF8.self)], at: page.path).ids)
        }
    }

    /// Fills in the ids of the print page's parts that were taken with their links but not their ids
    /// (``PrintLinks/addKeptIDs(to:among:)``) when a page written now links into the print page with a `#fragment`: the
    /// print page too, from one part into another.
    private static func addKeptIDs(
        of links: PrintLinks, linkedFrom scanned: inout [SiteLinkCheck.PageLinks?], _ pages: [Page]
    ) {
        let printPage = links.path
        guard let index = pages.firstIndex(where: { $0.path == printPage }), scanned[index] != nil else { return }
        let wanted = Set(
            scanned.lazy.compactMap { $0 }.flatMap { $0.fragments.filter { $0.target == printPage } }.map(\.id))
        guard !wanted.isEmpty else { return }
        links.addKeptIDs(to: &scanned[index]!.ids, among: wanted)
    }
}
