@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A rates folder read with the memo of the last read: files unchanged since are not read again, a file saved again
/// with the same bytes is known by its digest, and anything else is parsed afresh, so the history is always the
/// folder's.
@Suite struct SnapshotMemoTests {
    private func snapshotText(_ date: String, usd: String) -> String {
        "{\n  \"base\": \"EUR\",\n  \"date\": \"\(date)\",\n  \"provider\": \"ecb\",\n  \"rates\": {\n"
            + "    \"GBP\": 0.8412,\n    \"USD\": \(usd)\n  }\n}\n"
    }

    private func load(
        _ site: TemporarySite, memo: SnapshotMemo?, stamp: String = "p1"
    ) -> (
        history: RateHistory, memo: SnapshotMemo, diagnostics: Diagnostics
    ) {
        var diagnostics = Diagnostics()
        let (history, next) = RateHistory.load(
            from: site.root.appendingPathComponent("Content/rates"), path: "Content/rates", memo: memo, stamp: stamp,
            diagnostics: &diagnostics)
        return (history, next, diagnostics)
    }

    /// `memo` with every entry's snapshot given another USD rate, and taken long after the files were written: what
    /// a load takes from it, rather than from the file, shows as that rate.
    private func marked(_ memo: SnapshotMemo, usd: Decimal, taken: Double? = nil) -> SnapshotMemo {
        var entries = memo.entries
        for name in entries.keys {
            entries[name]!.snapshot.rates["USD"] = usd
            if let taken { entries[name]!.taken = taken }
        }
        return SnapshotMemo(stamp: memo.stamp, entries: entries)
    }

    @Test func readsBackWhatItWroteAndRefusesAnotherProgramOrDamage() throws {
        let site = try TemporarySite([
            "Content/rates/2026-01-05.json": snapshotText("2026-01-05", usd: "1.1715"),
            "Content/rates/2026-01-06.json": snapshotText("2026-01-06", usd: "1.1707"),
        ])
        let memo = load(site, memo: nil).memo
        let read = try #require(SnapshotMemo(data: memo.data, stamp: "p1"))
        #expect(read.entries.mapValues(\.snapshot) == memo.entries.mapValues(\.snapshot))
        #expect(read.entries.mapValues(\.digest) == memo.entries.mapValues(\.digest))
        #expect(read.entries["2026-01-06.json"]?.snapshot.rates["USD"] == Decimal(string: "1.1707"))
        #expect(read.entries["2026-01-06.json"]?.stamp == memo.entries["2026-01-06.json"]?.stamp)
        #expect(SnapshotMemo(data: memo.data, stamp: "p2") == nil, "another Cash Dash")
        #expect(SnapshotMemo(data: memo.data.dropLast(3), stamp: "p1") == nil, "cut short")
        #expect(SnapshotMemo(data: Data("nonsense".utf8), stamp: "p1") == nil)
    }

    @Test func daysQuotingDifferentCurrenciesReadBackWithTheirOwnRates() throws {
        // Seventy codes, so that a set of codes takes more than one word of bits; days sharing a set share a layout.
        let codes = (0..<70).map { "C\(String(format: "%02d", $0))" }
        let sets: [[String]] = [Array(codes.prefix(2)), ["C01"], codes, Array(codes.prefix(2)), Array(codes.suffix(3))]
        var entries: [String: SnapshotMemo.Entry] = [:]
        for (day, set) in sets.enumerated() {
            let date = "2026-01-0\(day + 1)"
            let rates = Dictionary(uniqueKeysWithValues: set.enumerated().map { ($1, Decimal(day * 100 + $0 + 1) / 8) })
            entries[date + ".json"] = SnapshotMemo.Entry(
                stamp: FileStamp(size: 1, inode: UInt64(day), modified: timespec(), changed: timespec()),
                digest: "d\(day)", snapshot: Snapshot(date: date, base: "EUR", provider: "ecb", rates: rates),
                taken: 1)
        }
        let memo = SnapshotMemo(stamp: "p1", entries: entries)
        let read = try #require(SnapshotMemo(data: memo.data, stamp: "p1"))
        #expect(read.entries.mapValues(\.snapshot) == entries.mapValues(\.snapshot))
        #expect(read.entries["2026-01-04.json"]?.snapshot.rates == ["C00": Decimal(301) / 8, "C01": Decimal(302) / 8])
    }

    @Test func aNewDayChangesOnlyItsYearsPartAndAYearEmptiedIsRemoved() throws {
        let site = try TemporarySite([
            "Content/rates/2025-12-31.json": snapshotText("2025-12-31", usd: "1.1715"),
            "Content/rates/2026-01-05.json": snapshotText("2026-01-05", usd: "1.1707"),
        ])
        let first = load(site, memo: nil).memo
        #expect(first.changedParts == ["2025", "2026"], "with no memo, every part is written")
        let (parts, changed) = first.partsToWrite()
        #expect(parts == ["2025", "2026"])
        // Each part read back, marked and taken long after the files were written.
        var written: [Data] = []
        for case let data? in changed.values {
            let part = try #require(SnapshotMemo(data: data, stamp: "p1"))
            written.append(marked(part, usd: 9, taken: Date().timeIntervalSince1970 + 60).data)
        }
        let settled = SnapshotMemo(parts: written, stamp: "p1")
        #expect(settled.count == 2 && settled.changedParts.isEmpty, "both parts read back")
        try site.write(snapshotText("2026-01-06", usd: "1.1690"), to: "Content/rates/2026-01-06.json")
        let next = load(site, memo: settled)
        #expect(next.memo.changedParts == ["2026"], "2025's part is left as it is")
        #expect(next.history.snapshots.map { $0.rates["USD"] } == [9, 9, Decimal(string: "1.1690")])
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/rates/2025-12-31.json"))
        let emptied = load(site, memo: settled).memo
        #expect(emptied.changedParts == ["2025", "2026"])
        #expect(emptied.partsToWrite().parts == ["2026"])
        #expect(emptied.partsToWrite().changed["2025"] == .some(nil), "an emptied year's part is removed")
        #expect(
            SnapshotMemo(parts: [Data("damaged".utf8), first.data], stamp: "p1").count == 2,
            "a damaged part is left out, the others read")
    }

    @Test func aFileUnchangedSinceTheMemoIsNotReadAgain() throws {
        let site = try TemporarySite(["Content/rates/2026-01-05.json": snapshotText("2026-01-05", usd: "1.1715")])
        let first = load(site, memo: nil)
        #expect(first.history.snapshots.first?.rates["USD"] == Decimal(string: "1.1715"))
        let settled = marked(first.memo, usd: 9, taken: Date().timeIntervalSince1970 + 60)
        #expect(load(site, memo: settled).history.snapshots.first?.rates["USD"] == 9, "taken from the memo")
        #expect(
            load(site, memo: settled, stamp: "p2").history.snapshots.first?.rates["USD"] == Decimal(string: "1.1715"),
            "a memo of another program is not used")
    }

    @Test func aFileChangedJustBeforeTheMemoWasTakenIsReadAndKnownByItsDigest() throws {
        let site = try TemporarySite(["Content/rates/2026-01-05.json": snapshotText("2026-01-05", usd: "1.1715")])
        // Taken at once: the file is too new to trust its stamp, so it is read, and its bytes are the memo's.
        let memo = marked(load(site, memo: nil).memo, usd: 9)
        #expect(load(site, memo: memo).history.snapshots.first?.rates["USD"] == 9, "the same bytes: the memo's")
        try site.write(snapshotText("2026-01-05", usd: "1.1799"), to: "Content/rates/2026-01-05.json")
        #expect(load(site, memo: memo).history.snapshots.first?.rates["USD"] == Decimal(string: "1.1799"))
    }

    @Test func aChangedOrRemovedFileOrANewOneIsTheFoldersNow() throws {
        let site = try TemporarySite([
            "Content/rates/2026-01-05.json": snapshotText("2026-01-05", usd: "1.1715"),
            "Content/rates/2026-01-06.json": snapshotText("2026-01-06", usd: "1.1707"),
        ])
        let memo = load(site, memo: nil).memo
        try site.write(snapshotText("2026-01-06", usd: "1.20"), to: "Content/rates/2026-01-06.json")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/rates/2026-01-05.json"))
        try site.write(snapshotText("2026-01-07", usd: "1.1690"), to: "Content/rates/2026-01-07.json")
        try site.write("{ not json", to: "Content/rates/2026-01-08.json")
        let (history, next, diagnostics) = load(site, memo: memo)
        #expect(history.snapshots.map(\.date) == ["2026-01-06", "2026-01-07"])
        #expect(history.snapshots.first?.rates["USD"] == Decimal(string: "1.20"))
        #expect(diagnostics.errors.count == 1, "a damaged file is reported each time, never remembered")
        #expect(next.count == 2)
        #expect(history.fileDigests.count == 2)
    }
}
