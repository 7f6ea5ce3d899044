import CashDashModel
import Foundation

/// Where each chapter's part lies in the print page a build into the output folder wrote, by the digest of what the
/// part was drawn from (``PrintParts``), with the page's identity as it was left. Kept in `Output/.cashdash/print`.
///
/// The next build that writes the print page again takes each chapter whose digest is recorded from that page's
/// bytes rather than drawing it again. It trusts the record only as far as it can check it: made with the same
/// templates, settings and Cash Dash (its stamp), and naming the page exactly as it is, settled before the record was
/// taken; otherwise every chapter is drawn.
enum PrintRecord {
    static let fileName = "print"
    private static let heading =
        "Cash Dash keeps here where each chapter lies in the print page; deleting it draws them all again.\nformat 1\n"

    /// The parts a build into `output` with this `stamp` may take from the print page at `path`, as the last build
    /// left it; none when its record does not stand.
    static func parts(in output: GuardedOutput, page path: String, stamp: String) -> PrintParts {
        guard !output.interruptedPublish, let data = GuardedOutput.controlData(fileName, in: output.root) else {
            return PrintParts(stamp: stamp)
        }
        let recorded = data.withUnsafeBytes { raw -> (FileIdentity, [String: PrintParts.Span])? in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading), reader.text() == stamp, reader.text() == path,
                let taken = reader.time(),
                let identityText = reader.text(), let identity = FileIdentity(text: identityText[...]),
                identity.isSettled(before: taken), let spans = reader.spans(within: Int(identity.size)),
                reader.isAtEnd
            else { return nil }
            return (identity, spans)
        }
        guard let (identity, spans) = recorded else { return PrintParts(stamp: stamp) }
        let root = output.root.path
        return PrintParts(stamp: stamp, spans: spans) {
            // Its folders opened without following links, and the file read only if it is the page recorded.
            guard FolderWalk.identities(of: [path], under: root)[path] == identity else { return nil }
            return identity.read(root + "/" + path)
        }
    }

    /// The record of the print page at `path` as `parts` says this build wrote it, to be written once the page is in
    /// place; nil when the build did not write it in parts (then the record is removed).
    static func record(of parts: PrintParts, page path: String) -> GuardedOutput.IdentityRecord? {
        guard let spans = parts.writtenSpans else { return nil }
        return GuardedOutput.IdentityRecord(name: fileName, paths: [path]) { identities, taken in
            guard let identity = identities[path] else { return Data() }
            var writer = RecordWriter(capacity: 100 + spans.count * 50)
            writer.addRaw(heading)
            writer.add(parts.stamp)
            writer.add(path)
            writer.add(taken.description)
            writer.add(identity.text)
            writer.add(spans.count)
            for key in spans.keys.sorted() {
                let span = spans[key]!
                writer.add(key)
                writer.add([span.offset, span.length, span.trimmed ? 1 : 0])
            }
            return Data(writer.bytes)
        }
    }
}

extension RecordReader {
    /// The spans of a print record, each within a page of `size` bytes; nil when one is not.
    fileprivate mutating func spans(within size: Int) -> [String: PrintParts.Span]? {
        guard let count = count() else { return nil }
        var spans: [String: PrintParts.Span] = [:]
        spans.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = text(), let numbers = numbers(), numbers.count == 3, numbers[0] >= 0, numbers[1] >= 0,
                numbers[0] <= size - numbers[1], numbers[2] == 0 || numbers[2] == 1
            else { return nil }
            spans[key] = PrintParts.Span(offset: numbers[0], length: numbers[1], trimmed: numbers[2] == 1)
        }
        return spans
    }
}
