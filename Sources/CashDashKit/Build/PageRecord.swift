import Foundation

/// What a build into the output folder remembers of the pages it wrote, so that the next build (another process,
/// a day later) neither renders nor writes a page whose inputs are unchanged: per page, the digest of what it was
/// made from (``StableDigest``) and the identity of the file as it was left (``FileIdentity``). Kept in
/// `Output/.cashdash/pages`, written under the output's lock when a build publishes.
///
/// It is trusted only as a whole and only as far as it can be checked: a record made by another Cash Dash, with
/// other templates or settings (its ``stamp``), damaged or foreign, is no record at all, and the build makes every
/// page; a page file whose identity is not the recorded one (edited, replaced, removed, or written too close to the
/// record to tell) is made again.
struct PageRecord: Sendable {
    static let fileName = "pages"
    private static let heading =
        "# Cash Dash keeps here what lets the next build skip unchanged pages; deleting it makes every page again."
    private static let format = "format 1"

    struct Entry: Sendable {
        /// The digest of the page's inputs.
        var key: String
        var identity: FileIdentity
    }

    /// What every page depends on: this Cash Dash, the templates and assets, the site's settings.
    var stamp: String
    /// When the identities were taken, in seconds since 1970.
    var taken: Double
    var pages: [String: Entry]

    init(stamp: String, taken: Double, pages: [String: Entry]) {
        (self.stamp, self.taken, self.pages) = (stamp, taken, pages)
    }

    /// Reads a record; nil when it is damaged, of another format, or made with another `stamp`.
    init?(text: String, stamp: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.last == "", lines[0] == Self.heading, lines[1] == Self.format,
            lines[2] == "stamp \(stamp)", lines[3].hasPrefix("taken "), let taken = Double(lines[3].dropFirst(6)),
            taken.isFinite
        else { return nil }
        lines.removeLast()
        var pages: [String: Entry] = [:]
        for line in lines.dropFirst(4) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, fields[1].count == 32,
                let identity = FileIdentity(text: fields[2])
            else { return nil }
            pages[String(fields[0])] = Entry(key: String(fields[1]), identity: identity)
        }
        self.init(stamp: stamp, taken: taken, pages: pages)
    }

    var text: String {
        var text = "\(Self.heading)\n\(Self.format)\nstamp \(stamp)\ntaken \(taken)\n"
        for (path, entry) in pages.sorted(by: { $0.key < $1.key }) {
            text += "\(path)\t\(entry.key)\t\(entry.identity.text)\n"
        }
        return text
    }

    /// The paths among `keys` (page path → digest of its inputs) whose recorded digest is the same and whose file,
    /// looked at now (`identities`), is exactly as the record left it, settled before the record was taken
    /// (``FileIdentity/isSettled(before:)``).
    func unchanged(_ keys: [String: String], identities: [String: FileIdentity]) -> Set<String> {
        var found = Set<String>()
        for (path, key) in keys {
            guard let entry = pages[path], entry.key == key, let now = identities[path], now == entry.identity,
                entry.identity.isSettled(before: taken)
            else { continue }
            found.insert(path)
        }
        return found
    }
}
