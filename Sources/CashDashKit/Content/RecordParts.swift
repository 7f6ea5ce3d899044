import CashDashModel
import Foundation

/// A record beside the output kept in parts (`chapters-00` to `chapters-31`), each entry in the part the name of what
/// it is of picks (a chapter's file): a change to one entry writes its part again, not the whole record.
enum RecordParts {
    static let count = 32

    /// The part that keeps the entry of `name`.
    static func part(of name: String) -> Int {
        var digest = StableDigest()
        digest.add(name)
        return Int(digest.leadingBits) % count
    }

    /// The name of the file of `record`'s part `part` (`chapters-07`).
    static func name(_ record: String, part: Int) -> String {
        record + (part < 10 ? "-0" : "-") + String(part)
    }

    /// Each part of `record` beside the output folder at `outputPath`, by part; nil where there is none.
    static func read(_ record: String, in outputPath: String) -> [Data?] {
        GuardedOutput.controlData((0..<count).map { name(record, part: $0) }, in: URL(fileURLWithPath: outputPath))
    }

    /// The parts among `changed` to write again, each with its files among `files` (sorted); nil for a part left
    /// with none, whose file is then removed.
    static func parts(_ files: some Sequence<String>, changed: Set<Int>) -> [Int: [String]?] {
        var byPart: [Int: [String]] = [:]
        for file in files {
            let part = part(of: file)
            if changed.contains(part) { byPart[part, default: []].append(file) }
        }
        var parts: [Int: [String]?] = [:]
        for part in changed { parts.updateValue(byPart[part].map { $0.sorted() }, forKey: part) }
        return parts
    }

    /// The parts among `changed` to write again, each from its files among `files` (sorted), by `encode`; nil for a
    /// part left with none, whose file is then removed.
    static func parts(
        _ files: some Sequence<String>, changed: Set<Int>, encode: ([String]) -> Data
    ) -> [Int: Data?] {
        parts(files, changed: changed).mapValues { $0.map(encode) }
    }

    /// Sets `parts` (nil data removes a part) as `output`'s control files, and removes the whole record an older
    /// Cash Dash kept under `record`'s name alone.
    static func leave(_ record: String, parts: [Int: Data?], in output: GuardedOutput) {
        output.setControlFile(record, data: nil)
        for (part, data) in parts { output.setControlFile(name(record, part: part), data: data) }
    }

    /// Sets `parts` as ``leave(_:parts:in:)`` does, each encoded by `encode` from its files and staged before the
    /// next is encoded, so that one part's bytes are held at a time.
    static func leave(
        _ record: String, parts: [Int: [String]?], in output: GuardedOutput, encode: ([String]) -> Data
    ) {
        output.setControlFile(record, data: nil)
        for (part, files) in parts { output.setControlFile(name(record, part: part), data: files.map(encode)) }
    }
}
