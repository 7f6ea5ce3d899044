import Foundation

/// Every snapshot in a rates folder, oldest first.
public struct RateHistory: Sendable {
    public var snapshots: [Snapshot]
    /// The ``StableDigest`` of each snapshot's file, by date, when the history was read with a memo: a snapshot's
    /// file names everything it holds.
    public var fileDigests: [String: String] = [:]

    public init(snapshots: [Snapshot]) {
        self.snapshots = snapshots.sorted { $0.date < $1.date }
    }

    /// Reads every `YYYY-MM-DD.json` in `folder`; a missing folder is an empty history.
    public static func load(from folder: URL, path: String, diagnostics: inout Diagnostics) -> RateHistory {
        load(from: folder, path: path, memo: nil, stamp: "", diagnostics: &diagnostics).history
    }

    /// Reads every `YYYY-MM-DD.json` in `folder` as ``load(from:path:diagnostics:)`` does, taking from `memo` the
    /// snapshots of files unchanged since it was made (see ``SnapshotMemo``), so that only new and changed files are
    /// parsed; returns the memo of this load, for the next, valid for the program named by `stamp`.
    public static func load(
        from folder: URL, path: String, memo: SnapshotMemo?, stamp: String, diagnostics: inout Diagnostics
    ) -> (history: RateHistory, memo: SnapshotMemo) {
        let taken = Date().timeIntervalSince1970
        let names = listFiles(in: folder, within: folder.siteFolder).filter {
            !$0.utf8.contains(UInt8(ascii: "/")) && $0.hasSuffix(".json")
        }
        let folderPath = folder.path
        let memo = memo?.stamp == stamp ? memo : nil
        // Each says whether the file's entry is the memo's very own (taken unread, and taken from the memo after:
        // only a flag crosses the cores), so that only the parts of the others are written again.
        let loaded = names.parallelMap { name in
            loadFile(name, in: folderPath, path: path, memo: memo, taken: taken)
        }
        for case (_, let diagnostic?, _) in loaded { diagnostics.append(diagnostic) }
        var entries: [String: SnapshotMemo.Entry] = [:]
        entries.reserveCapacity(names.count)
        var changedParts = Set<String>()
        // Sorted by name, which is by date: the history needs no sort of its own.
        var snapshots: [Snapshot] = []
        snapshots.reserveCapacity(names.count)
        var fileDigests: [String: String] = [:]
        fileDigests.reserveCapacity(names.count)
        for (name, (read, _, unread)) in zip(names, loaded) {
            guard let entry = unread ? memo?.entries[name] : read else { continue }
            entries[name] = entry
            snapshots.append(entry.snapshot)
            fileDigests[entry.snapshot.date] = entry.digest
            if !unread { changedParts.insert(SnapshotMemo.part(of: entry.snapshot)) }
        }
        // The parts of the entries gone (a file removed, or no longer a snapshot): their names looked at, and only
        // their entries.
        for name in memo?.entries.keys ?? [:].keys where entries[name] == nil {
            if let gone = memo?.entries[name] { changedParts.insert(SnapshotMemo.part(of: gone.snapshot)) }
        }
        var history = RateHistory(sorted: snapshots)
        history.fileDigests = fileDigests
        // A part's summary is kept only while its entries are those it was made from.
        let summaries = memo?.summaries.filter { !changedParts.contains($0.key) } ?? [:]
        return (
            history, SnapshotMemo(stamp: stamp, entries: entries, changedParts: changedParts, summaries: summaries)
        )
    }

    /// The entry of the snapshot file `name`: nil and true (unread) when the memo vouches for it, the memo's when its
    /// bytes are the recorded ones, else the file parsed; or what is wrong with it.
    private static func loadFile(
        _ name: String, in folderPath: String, path: String, memo: SnapshotMemo?, taken: Double
    ) -> (SnapshotMemo.Entry?, Diagnostic?, unread: Bool) {
        let file = folderPath + "/" + name  // a name without a slash: no URL needed
        var status = stat()
        // Followed, as the file is read: a link given another target has that target's stamp.
        let stamp = stat(file, &status) == 0 ? FileStamp(status) : nil
        if let stamp, memo?.isUnread(name, now: stamp) == true { return (nil, nil, true) }
        guard let stamp, let data = readRegularFile(atPath: file) else {
            return (
                nil,
                Diagnostic(
                    path: displayPath(path, name), line: 1, column: 1, severity: .error,
                    message: "this file cannot be read"),
                false
            )
        }
        var digest = StableDigest()
        digest.add(data)
        let hex = digest.hex
        if var entry = memo?.read(name, digest: hex) {
            (entry.stamp, entry.taken) = (stamp, taken)
            return (entry, nil, false)
        }
        let (snapshot, problem) = parse(data, named: name, at: displayPath(path, name))
        return (
            snapshot.map { SnapshotMemo.Entry(stamp: stamp, digest: hex, snapshot: $0, taken: taken) }, problem,
            false
        )
    }

    /// Snapshots already oldest first.
    private init(sorted snapshots: [Snapshot]) {
        self.snapshots = snapshots
        if zip(snapshots, snapshots.dropFirst()).contains(where: { $0.date > $1.date }) {
            self.snapshots.sort { $0.date < $1.date }
        }
    }

    /// The snapshot in `data`, the file `name`, or what is wrong with it, said at `filePath`.
    private static func parse(_ data: Data, named name: String, at filePath: String) -> (Snapshot?, Diagnostic?) {
        do {
            let snapshot = try Snapshot(json: data)
            guard name == snapshot.date + ".json" else {
                return (
                    nil,
                    Diagnostic(
                        path: filePath, line: 1, column: 1, severity: .error,
                        message: "this snapshot is dated \(snapshot.date) but the file is called \(name); "
                            + "name it \(snapshot.date).json")
                )
            }
            return (snapshot, nil)
        } catch let error as SnapshotError {
            let (line, column) = error.offset.map { Self.position(of: $0, in: data) } ?? (1, 1)
            return (
                nil,
                Diagnostic(path: filePath, line: line, column: column, severity: .error, message: error.description)
            )
        } catch {
            return (nil, Diagnostic(path: filePath, line: 1, column: 1, severity: .error, message: plainWords(error)))
        }
    }

    /// The line and column (in characters, from 1) of byte `offset` of `data`.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (line, String(decoding: data[lineStart..<(data.startIndex + before.count)], as: UTF8.self).count + 1)
    }

    public var latest: Snapshot? { snapshots.last }

    /// The snapshot of `date`, or of the last day before it that has one (weekends and holidays have none).
    public func snapshot(onOrBefore date: String) -> Snapshot? {
        var low = 0, high = snapshots.count
        while low < high {
            let middle = (low + high) / 2
            if snapshots[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? snapshots[low - 1] : nil
    }

    /// The result of converting an amount: exact, the rate used and the snapshot's date.
    public struct Conversion: Sendable, Equatable {
        public var amount: Decimal
        public var rate: Decimal
        public var date: String
    }

    /// Converts `amount` of `source` into `target` with the rates of `date` (or the latest), crossing through the
    /// snapshot's base in exact decimal arithmetic.
    public func convert(
        _ amount: Decimal, from source: String, to target: String, on date: String? = nil
    ) throws -> Conversion {
        guard let first = snapshots.first, let latest = snapshots.last else {
            throw SnapshotError(
                "there are no rate snapshots yet; run `cashdash rates fetch` or `cashdash rates import FILE`")
        }
        for code in [source, target] where Currency(code: code) == nil {
            throw SnapshotError("`\(code)` is not an ISO 4217 currency code; `cashdash rates list` shows them all")
        }
        let day = date ?? latest.date
        guard let snapshot = snapshot(onOrBefore: day) else {
            throw SnapshotError("there are no rates on or before \(day); the first snapshot is \(first.date)")
        }
        guard let from = snapshot.rate(source.uppercased()), let to = snapshot.rate(target.uppercased()) else {
            let missing = snapshot.rate(source.uppercased()) == nil ? source.uppercased() : target.uppercased()
            throw SnapshotError(
                "the snapshot of \(snapshot.date) has no rate for \(missing); convert on a day that has one (`--date`), "
                    + "or fetch rates from a provider that quotes it")
        }
        // Multiply before dividing, so that a round trip through the base comes out exact.
        return Conversion(amount: amount * to / from, rate: to / from, date: snapshot.date)
    }
}
