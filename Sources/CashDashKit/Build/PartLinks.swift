/// The links a link check found in each part of a page made in parts (the print page), by the part's key, kept as
/// bytes (``RecordWriter``) from one build to the next. A build that takes a part unchanged decodes its links but not
/// its ids, which it reads only if a link asks for one (``PrintLinks/addKeptIDs(to:among:)``), straight into the page's,
/// and the next record copies the part's bytes as they are: the print page holds tens of thousands of ids (22,000 at
/// 2,000 chapters).
struct PartLinks: Sendable {
    /// What the check knew of the site: its `base_url` and its files.
    var scope: SiteLinkCheck.Scope?
    /// Each part's links, as ``encode(_:page:)`` wrote them.
    var byKey: [String: [UInt8]] = [:]

    /// `links`, found on the page at `page`, as bytes: every file they lead to, the links to no file, the links to
    /// parts of pages, then the ids. A link within the page is written without the page, and without its `href` when
    /// that is `#` and its id; each id after the first, sorted, is written as how much it shares with the one before
    /// and the rest (a print chapter's ids all start with its slug): a third of the bytes.
    static func encode(_ links: SiteLinkCheck.PageLinks, page: String) -> [UInt8] {
        var writer = RecordWriter(capacity: 64 + links.ids.count * 24 + links.fragments.count * 40)
        writer.add(Array(links.targets))
        writer.add(links.missing.count)
        for (target, href) in links.missing {
            writer.add(target)
            writer.add(href)
        }
        writer.add(links.fragments.count)
        for (target, id, href) in links.fragments {
            let isWithin = target == page
            writer.add(isWithin ? "" : target)
            writer.add(id)
            writer.add(isWithin && href.utf8.count == id.utf8.count + 1 && href == "#" + id ? "" : href)
        }
        writer.add(links.ids.count)
        var last: [UInt8] = []
        for id in links.ids.sorted() {
            let bytes = Array(id.utf8)
            let shared = zip(last, bytes).prefix { $0 == $1 }.count
            writer.add(shared)
            writer.add(Array(bytes[shared...]))
            last = bytes
        }
        return Array(writer.bytes[...])  // without the room it grew into: kept for the next build
    }

    /// The links ``encode(_:page:)`` wrote for the page at `page`, without their ids; nil when the bytes are damaged.
    static func decode(_ bytes: [UInt8], page: String) -> SiteLinkCheck.PageLinks? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = RecordReader(buffer)
            return links(&reader, page: page)
        }
    }

    /// Passes over the links to the count of ids that follows them.
    private static func idCount(_ reader: inout RecordReader) -> Int? {
        guard let targets = reader.count(), reader.skipTexts(targets), let missing = reader.count(),
            reader.skipTexts(missing * 2), let fragments = reader.count(), reader.skipTexts(fragments * 3)
        else { return nil }
        return reader.count()
    }

    /// Ids looked for, and their lengths in bytes: an id of another length is not made a `String`.
    struct WantedIDs {
        let ids: Set<String>
        let lengths: Set<Int>

        init(_ ids: Set<String>) {
            (self.ids, lengths) = (ids, Set(ids.map(\.utf8.count)))
        }
    }

    /// Adds those of the ids ``encode(_:page:)`` wrote that `wanted` holds to `ids`; false when the bytes are
    /// damaged.
    static func addIDs(of bytes: [UInt8], to ids: inout Set<String>, among wanted: WantedIDs) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = RecordReader(buffer)
            guard let count = idCount(&reader) else { return false }
            // Each id in turn in one buffer: its first `shared` bytes are the last one's.
            var last: [UInt8] = []
            for _ in 0..<count {
                guard let shared = reader.number(), shared >= 0, shared <= last.count, let rest = reader.textRange()
                else { return false }
                last.removeSubrange(shared...)
                last.append(contentsOf: buffer[rest])
                guard wanted.lengths.contains(last.count) else { continue }
                let id = String(decoding: last, as: UTF8.self)
                if wanted.ids.contains(id) { ids.insert(id) }
            }
            return reader.isAtEnd
        }
    }

    private static func links(_ reader: inout RecordReader, page: String) -> SiteLinkCheck.PageLinks? {
        guard let targets = reader.texts(), let missingCount = reader.count() else { return nil }
        var links = SiteLinkCheck.PageLinks()
        links.targets = Set(targets)
        for _ in 0..<missingCount {
            guard let target = reader.text(), let href = reader.text() else { return nil }
            links.missing.append((target, href))
        }
        guard let fragmentCount = reader.count() else { return nil }
        for _ in 0..<fragmentCount {
            guard let target = reader.text(), let id = reader.text(), let href = reader.text() else { return nil }
            links.fragments.append(
                (target.isEmpty ? page : target, id, target.isEmpty && href.isEmpty ? "#" + id : href))
        }
        return links
    }
}
