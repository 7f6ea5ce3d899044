import CashDashModel
import Foundation

/// What a build into the output folder leaves beside it for the next build, written when it publishes: the rates it
/// read (``SnapshotMemo``), the chapter files it read (``LoadedChapters``) and rendered (``ChapterRecord``), and what
/// tells the next that nothing changed (``StandingBuild``).
struct BuildRecords {
    var rates: SnapshotMemo?
    /// The parts of ``LoadedChapters``' record to write again.
    var loadedChapters: [Int: Data?] = [:]
    var chapters: ChapterRecord?
    var standing: StandingBuild?

    /// Sets the records that changed as `output`'s control files, with the link check's findings (`said`) added to
    /// what the build said; returns those written from the output's files once they are in place, which take the
    /// identities `known` of the files left in place rather than look at them again (2,000 `fstatat` calls, 2.4 % of
    /// a rebuild after a touch at 2,000 chapters, by perf).
    func leave(
        in output: GuardedOutput, said: Diagnostics, known: [String: FileIdentity]
    ) -> [GuardedOutput.IdentityRecord] {
        leaveRates(in: output)
        RecordParts.leave(LoadedChapters.fileName, parts: loadedChapters, in: output)
        chapters?.leave(in: output)
        guard var standing else {
            output.setControlFile(StandingBuild.fileName, data: nil)
            return []
        }
        standing.summary.diagnostics += said.all
        var record = standing.record
        record.known = known
        return [record]
    }

    /// Leaves the rates' memo: the parts that changed written again, and those of no year left removed, as is the
    /// memo of the Cash Dash that kept it in one file.
    private func leaveRates(in output: GuardedOutput) {
        output.setControlFile(SnapshotMemo.fileName, data: nil)
        let (parts, changed) = rates?.partsToWrite() ?? ([], [:])
        for name in GuardedOutput.controlFileNames(in: output.root) {
            guard let part = SnapshotMemo.part(ofFileName: name), !parts.contains(part) else { continue }
            output.setControlFile(name, data: nil)
        }
        for (part, data) in changed { output.setControlFile(SnapshotMemo.fileName(ofPart: part), data: data) }
    }
}
