import CashDashModel
import Foundation

/// What lets a build with nothing changed do nothing: the digest of everything the last build into the output folder
/// read (``BuildInputs``), what it said and counted, and the identity of every file it left in the output. Kept in
/// `Output/.cashdash/built`, written under the output's lock when a build publishes.
///
/// It stands only when its inputs' digest is this build's (every input settled when it was read, so a later save
/// shows), no publish was stopped half-way since, and every file of the output is exactly as it was left; then the
/// output holds what this build would make, and the build only says again what the last one said. Read without the
/// lock, as a record is replaced whole: one another build replaced meanwhile, or a damaged one, only costs a build.
struct StandingBuild {
    static let fileName = "built"
    private static let heading =
        "Cash Dash keeps here what the last build read and wrote; deleting it builds everything again.\nformat 1\n"

    /// What the build said and counted, to be said again.
    struct Summary {
        var diagnostics: [Diagnostic]
        var pageCount: Int
        var chapterCount: Int
        var showsStudentNamesByDefault: Bool
    }

    var inputs: String
    /// The files outside `Content/` and `Templates/` that chapters include (absolute paths).
    var included: [String]
    var summary: Summary

    /// The last build's record in `output`, when it still stands for `inputs`; nil otherwise.
    static func standing(for inputs: BuildInputs, in output: URL) -> Summary? {
        guard let data = GuardedOutput.controlData(fileName, in: output), !GuardedOutput.wasInterrupted(output) else {
            return nil
        }
        return data.withUnsafeBytes { raw -> Summary? in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading), let recorded = reader.text(), let included = reader.texts(),
                let key = inputs.key(including: included), key == recorded, let summary = reader.summary(),
                let outputs = reader.identities(), reader.isAtEnd
            else { return nil }
            let root = output.standardizedFileURL.resolvingSymlinksInPath().path
            let now = FolderWalk.identities(of: Array(outputs.identities.keys), under: root)
            guard now == outputs.identities,
                outputs.identities.values.allSatisfy({ $0.isSettled(before: outputs.taken) })
            else { return nil }
            return summary
        }
    }

    /// The record of this build, to be written once its files are in place (every file the output then lists).
    var record: GuardedOutput.IdentityRecord {
        GuardedOutput.IdentityRecord(name: Self.fileName, paths: nil) { [self] identities, taken in
            var writer = RecordWriter()
            writer.addRaw(Self.heading)
            writer.add(inputs)
            writer.add(included)
            writer.add(summary.diagnostics)
            writer.add([summary.pageCount, summary.chapterCount, summary.showsStudentNamesByDefault ? 1 : 0])
            writer.add(taken.description)
            writer.add(identities.count)
            var identity: [UInt8] = []  // each file's in turn, not a string of its own
            for path in identities.keys.sorted() {
                writer.add(path)
                identity.removeAll(keepingCapacity: true)
                identities[path]!.appendText(to: &identity)
                writer.add(identity)
            }
            return Data(writer.bytes)
        }
    }
}

extension RecordReader {
    fileprivate mutating func summary() -> StandingBuild.Summary? {
        guard let diagnostics = diagnostics(), let counts = numbers(), counts.count == 3 else { return nil }
        return StandingBuild.Summary(
            diagnostics: diagnostics, pageCount: counts[0], chapterCount: counts[1],
            showsStudentNamesByDefault: counts[2] == 1)
    }

    fileprivate mutating func identities() -> (taken: Double, identities: [String: FileIdentity])? {
        guard let taken = time(), let count = count() else {
            return nil
        }
        var identities: [String: FileIdentity] = [:]
        identities.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = text(), let identityText = text(), let identity = FileIdentity(text: identityText[...])
            else { return nil }
            identities[path] = identity
        }
        return (taken, identities)
    }
}
