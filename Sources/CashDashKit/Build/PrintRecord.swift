import CashDashModel
import Foundation

/// Where each chapter's part lies in the print page a build into the output folder wrote, by the digest of what the
/// part was drawn from (``PrintParts``), with the links the link check found in it and the page's identity as it was
/// left. Kept in `Output/.cashdash/print`.
///
/// The next build that writes the print page again copies each chapter whose digest is recorded from that page's
/// bytes rather than drawing it again, and takes its links from here rather than scanning it while the files they
/// lead to are the ones its check knew (``PrintLinks``). It trusts the record only as far as it can check it: made with the same
/// templates, settings and Cash Dash (its stamp), and naming the page exactly as it is, settled before the record was
/// taken; otherwise every chapter is drawn.
enum PrintRecord {
    static let fileName = "print"
    private static let heading =
        "Cash Dash keeps here where each chapter lies in the print page; deleting it draws them all again.\nformat 2\n"

    /// The parts a build into `output` with this `stamp`, its frame drawn from what the key `frame` says, may take
    /// from the print page at `path`, as the last build left it, and their links; none when its record does not stand.
    static func parts(
        in output: GuardedOutput, page path: String, stamp: String, frame: String?
    ) -> (parts: PrintParts, links: PrintLinks) {
        guard !output.interruptedPublish, let data = GuardedOutput.controlData(fileName, in: output.root) else {
            return (PrintParts(stamp: stamp, frame: frame), PrintLinks(path: path))
        }
        let recorded = data.withUnsafeBytes { raw -> (FileIdentity, Parts)? in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading), reader.text() == stamp, reader.text() == path,
                let taken = reader.time(),
                let identityText = reader.text(), let identity = FileIdentity(text: identityText[...]),
                identity.isSettled(before: taken), let parts = reader.parts(within: Int(identity.size)),
                reader.isAtEnd
            else { return nil }
            return (identity, parts)
        }
        guard let (identity, parts) = recorded else {
            return (PrintParts(stamp: stamp, frame: frame), PrintLinks(path: path))
        }
        let root = output.root.path
        let taken = PrintParts(stamp: stamp, frame: frame, spans: parts.spans) {
            // Its folders opened without following links, and the file only if it is the page recorded.
            KeptFile(path, under: root, identity: identity)
        }
        return (taken, PrintLinks(path: path, last: parts.links))
    }

    /// The record of the print page at `path` as `parts` says this build wrote it, with the `links` its check found,
    /// to be written once the page is in place; nil when the build did not write it in parts (then the record is
    /// removed).
    static func record(
        of parts: PrintParts, links: PrintLinks?, page path: String
    ) -> GuardedOutput.IdentityRecord? {
        guard let spans = parts.writtenSpans else { return nil }
        return GuardedOutput.IdentityRecord(name: fileName, paths: [path]) { identities, taken in
            guard let identity = identities[path] else { return Data() }
            let links = links?.written ?? PartLinks()
            let files = links.scope?.files.reduce(0) { $0 + $1.utf8.count + 2 } ?? 0
            var writer = RecordWriter(
                capacity: 200 + files + spans.count * 64 + links.byKey.values.reduce(0) { $0 + $1.count + 4 })
            writer.addRaw(heading)
            writer.add(parts.stamp)
            writer.add(path)
            writer.add(taken.description)
            writer.add(identity.text)
            writer.add(links.scope)
            writer.add(spans.count)
            for (key, span) in spans {
                writer.add(key)
                writer.add([span.offset, span.length, span.trimmed ? 1 : 0])
                writer.add(links.byKey[key] ?? [])
            }
            return Data(writer.bytes)
        }
    }

    /// What a record says of the parts: where each lies, by key, and the links of those whose links are known.
    fileprivate struct Parts {
        var spans: [String: PrintParts.Span] = [:]
        var links = PartLinks()
    }
}

extension RecordWriter {
    /// What a link check knew of the site (none when no links are known): its `base_url` and its files.
    fileprivate mutating func add(_ scope: SiteLinkCheck.Scope?) {
        add(scope == nil ? 0 : scope?.sitePrefix == nil ? 1 : 2)
        if let prefix = scope?.sitePrefix { add(prefix) }
        add(Array(scope?.files ?? []))
    }
}

extension RecordReader {
    /// The parts of a print record, each within a page of `size` bytes; nil when one is not.
    fileprivate mutating func parts(within size: Int) -> PrintRecord.Parts? {
        guard let kind = number(), (0...2).contains(kind), let prefix = kind == 2 ? text() : "",
            let files = texts(), let count = count()
        else { return nil }
        var parts = PrintRecord.Parts()
        if kind > 0 { parts.links.scope = SiteLinkCheck.Scope(files: Set(files), sitePrefix: kind == 2 ? prefix : nil) }
        parts.spans.reserveCapacity(count)
        parts.links.byKey.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = text(), let numbers = numbers(), numbers.count == 3, numbers[0] >= 0, numbers[1] >= 0,
                numbers[0] <= size - numbers[1], numbers[2] == 0 || numbers[2] == 1, let links = data()
            else { return nil }
            parts.spans[key] = PrintParts.Span(offset: numbers[0], length: numbers[1], trimmed: numbers[2] == 1)
            // Empty when its links are not known (``PartLinks/encode(_:page:)`` writes at least a count).
            if !links.isEmpty { parts.links.byKey[key] = links }
        }
        return parts
    }
}
