import Synchronization

/// The links the link check found in each chapter's part of the print page, as the last build left them in its record
/// (``PrintRecord``) and as this build finds them, for the next. A part the build copies from the last page
/// (``PrintParts``) is not read, so its links come from here, while no file they lead to came or went; reading and
/// scanning the copied parts again took a tenth of a rebuild after one chapter's edit.
final class PrintLinks: Sendable {
    /// Where the print page is written.
    let path: String
    /// The last build's links of each part, by key, and what its check knew of the site.
    private let last: PartLinks
    /// This build's links of each part, and the keys of the parts whose links were taken without their ids.
    private let noted = Mutex((links: PartLinks(), withoutIDs: [String]()))

    /// The links of the print page at `path` the last build found (`last`); none when it kept none.
    init(path: String, last: PartLinks = PartLinks()) {
        (self.path, self.last) = (path, last)
    }

    /// The files that this build's check, in `scope`, and the last build's do not both know (``kept(_:changed:scope:)``);
    /// nil when the last build's links are not known, or its check had another `base_url`.
    func changedFiles(in scope: SiteLinkCheck.Scope) -> Set<String>? {
        guard let known = last.scope, known.sitePrefix == scope.sitePrefix else { return nil }
        return known.files == scope.files ? [] : known.files.symmetricDifference(scope.files)
    }

    /// The links of the part the last build wrote for `key`, as its link check found them, when none leads to a file
    /// among `changed` (``changedFiles(in:)``, for this build's check in `scope`); nil otherwise, or when they are not
    /// known. Its ids are left out, for ``addKeptIDs(to:among:)``, and its links are kept for the next build as they were.
    func kept(_ key: String, changed: Set<String>, scope: SiteLinkCheck.Scope) -> SiteLinkCheck.PageLinks? {
        guard let bytes = last.byKey[key], let found = PartLinks.decode(bytes, page: path),
            changed.isEmpty || found.targets.isDisjoint(with: changed)
        else { return nil }
        remember(bytes, of: key, scope: scope, withoutIDs: true)
        return found
    }

    /// Adds to `ids` those of `wanted` that are ids of the parts whose links ``kept(_:changed:scope:)`` gave without
    /// them, read now, once. Only the ids links name are looked for: putting every id of 2,000 chapters in a set was
    /// 3.5 % of a rebuild after one edit (perf), and a link checks only whether its own id is there.
    func addKeptIDs(to ids: inout Set<String>, among wanted: Set<String>) {
        let keys = noted.withLock { noted in
            defer { noted.withoutIDs = [] }
            return noted.withoutIDs
        }
        let wanted = PartLinks.WantedIDs(wanted)
        for key in keys {
            // Read and checked when its links were: the same bytes.
            if let bytes = last.byKey[key] { _ = PartLinks.addIDs(of: bytes, to: &ids, among: wanted) }
        }
    }

    /// Notes the links (with their `targets`) this build's check, in `scope`, found in the part it wrote for `key`,
    /// for the next build.
    func note(_ found: SiteLinkCheck.PageLinks, of key: String, scope: SiteLinkCheck.Scope) {
        remember(PartLinks.encode(found, page: path), of: key, scope: scope, withoutIDs: false)
    }

    /// Keeps `bytes` as the links of the part `key` for the next build, found in `scope` (the same for every part of
    /// a build), and whether its ids were left out.
    private func remember(_ bytes: [UInt8], of key: String, scope: SiteLinkCheck.Scope, withoutIDs: Bool) {
        noted.withLock { noted in
            if noted.links.scope == nil {
                noted.links.scope = scope
                noted.links.byKey.reserveCapacity(last.byKey.count)
            }
            noted.links.byKey[key] = bytes
            if withoutIDs { noted.withoutIDs.append(key) }
        }
    }

    /// The links of the parts this build wrote that its check noted, by key, with the scope it found them in.
    var written: PartLinks {
        noted.withLock { $0.links }
    }
}
