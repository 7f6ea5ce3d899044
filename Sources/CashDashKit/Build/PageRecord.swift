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

    /// Reads a record; nil when it is damaged, of another format, or made with another `stamp`. Read as bytes: a
    /// site with 27 years of rates has a line for each of 7,000 pages.
    init?(text: String, stamp: String) {
        var text = text
        guard let record = text.withUTF8({ Self.read($0, stamp: stamp) }) else { return nil }
        self = record
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, stamp: String) -> PageRecord? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 4, lines.last?.isEmpty == true else { return nil }
        let line = { (index: Int) in String(decoding: lines[index], as: UTF8.self) }
        guard line(0) == Self.heading, line(1) == Self.format, line(2) == "stamp \(stamp)", line(3).hasPrefix("taken "),
            let taken = Double(line(3).dropFirst(6)), taken.isFinite
        else { return nil }
        lines.removeLast()
        var pages: [String: Entry] = [:]
        pages.reserveCapacity(lines.count - 4)
        for line in lines.dropFirst(4) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].isEmpty, fields[1].count == 32,
                let identity = FileIdentity(bytes: fields[2])
            else { return nil }
            pages[String(decoding: fields[0], as: UTF8.self)] = Entry(
                key: String(decoding: fields[1], as: UTF8.self), identity: identity)
        }
        return PageRecord(stamp: stamp, taken: taken, pages: pages)
    }

    /// The record as text, a line a page in the order of their paths.
    var text: String { text(order: pages.keys.sorted()) }

    /// The record as text, a line a page in the order of `order` (the pages it lists, each once): given by the caller
    /// that already has them in order, so that 7,000 lines need no sort. Built as bytes.
    func text(order: [String]) -> String {
        Self.text(stamp: stamp, taken: taken, order: order) { pages[$0] }
    }

    /// The text of a record of the pages of `order` that have an `entry`, in that order: for a build, which has its
    /// pages' keys and identities apart, so that it need not gather 7,000 entries in a dictionary first.
    static func text(stamp: String, taken: Double, order: [String], entry: (String) -> Entry?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(200 + order.count * 100)
        bytes.append(contentsOf: "\(Self.heading)\n\(Self.format)\nstamp \(stamp)\ntaken \(taken)\n".utf8)
        for path in order {
            guard let entry = entry(path) else { continue }
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\t"))
            bytes.append(contentsOf: entry.key.utf8)
            bytes.append(UInt8(ascii: "\t"))
            entry.identity.appendText(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The paths among `keys` (page path → digest of its inputs) whose recorded digest is the same and whose file,
    /// looked at now (`identities`), is exactly as the record left it, settled before the record was taken
    /// (``FileIdentity/isSettled(before:)``).
    func unchanged(_ keys: [String: String], identities: [String: FileIdentity]) -> Set<String> {
        var found = Set<String>()
        found.reserveCapacity(keys.count)
        for (path, key) in keys {
            guard let entry = pages[path], entry.key == key, let now = identities[path], now == entry.identity,
                entry.identity.isSettled(before: taken)
            else { continue }
            found.insert(path)
        }
        return found
    }
}
