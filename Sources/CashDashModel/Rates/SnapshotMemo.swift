import Foundation

/// What the last load of a rates folder read, so that the next (a build a day later, another process) parses only
/// the snapshot files that are new or changed: per file name, the file's ``FileStamp``, a digest of its bytes and the
/// snapshot it held. A build keeps it beside its output and hands it to ``RateHistory/load(from:path:memo:diagnostics:)``.
///
/// A file is taken from the memo unread when its stamp is the recorded one and it was settled before its entry was
/// taken (``FileStamp/isSettled(before:)``); otherwise it is read, and its snapshot is still taken from the memo when
/// its bytes have the recorded digest (a file saved again with the same numbers). A memo made by another Cash Dash (its
/// ``stamp``), damaged or foreign is no memo at all: every file is read.
///
/// Kept as bytes, not text: reading 27 years of rates back must cost far less than parsing the files. A rate is stored
/// as the very bytes of its `Decimal`, which only the same executable reads back (the stamp names it). Kept in one
/// part per year (``parts``), so that a new day rewrites only its year's part: each part is read on its own, and a
/// damaged one costs only the reading of its year's files.
public struct SnapshotMemo: Sendable {
    struct Entry: Sendable {
        var stamp: FileStamp
        /// ``StableDigest`` of the file's bytes, as hexadecimal.
        var digest: String
        var snapshot: Snapshot
        /// When the file's stamp was taken, before it was looked at, in seconds since 1970.
        var taken: Double
    }

    /// The memo's file in the output's control folder.
    public static let fileName = "snapshots"

    /// The program the memo is valid for (its version and executable).
    public let stamp: String
    var entries: [String: Entry]
    /// The parts (years, see ``part(of:)``) whose entries are not those of the memo this one was loaded with:
    /// those to write again, or to remove when no entry is left in them.
    public internal(set) var changedParts: Set<String>
    /// The summary of each part's snapshots for the charts of all history (``YearSummary``), by part, where it is
    /// known: a part's is kept with it, and dropped when its entries change.
    var summaries: [String: YearSummary] = [:]

    init(
        stamp: String, entries: [String: Entry], changedParts: Set<String>? = nil,
        summaries: [String: YearSummary] = [:]
    ) {
        (self.stamp, self.entries, self.summaries) = (stamp, entries, summaries)
        self.changedParts = changedParts ?? Set(entries.map { Self.part(of: $0.value.snapshot) })
    }

    /// A memo whose every entry was taken at `taken`.
    init(stamp: String, taken: Double, entries: [String: Entry]) {
        var entries = entries
        for name in entries.keys { entries[name]!.taken = taken }
        self.init(stamp: stamp, entries: entries)
    }

    /// The part a snapshot's entry is kept in: its year (`2026`).
    static func part(of snapshot: Snapshot) -> String {
        part(ofDate: snapshot.date)
    }

    /// The part of a snapshot of `date`.
    static func part(ofDate date: String) -> String {
        Day(iso: date).map { String($0.year) } ?? "other"
    }

    /// The file name of a part in the output's control folder: `snapshots-2026`.
    public static func fileName(ofPart part: String) -> String { fileName + "-" + part }

    /// The part a control file named `name` holds, or nil when it is not one.
    public static func part(ofFileName name: String) -> String? {
        name.hasPrefix(fileName + "-") ? String(name.dropFirst(fileName.count + 1)) : nil
    }

    /// What to keep of the memo, part by part: the parts that hold an entry, and the bytes of each of the
    /// ``changedParts`` (``init(data:stamp:)`` reads them back), nil for one that holds none left.
    public func partsToWrite() -> (parts: Set<String>, changed: [String: Data?]) {
        var byPart: [String: [String: Entry]] = [:]
        // Each entry's date read in place: only the entries of the changed parts are copied.
        for index in entries.indices {
            let part = Self.part(ofDate: entries.values[index].snapshot.date)
            if changedParts.contains(part) {
                byPart[part, default: [:]][entries.keys[index]] = entries.values[index]
            } else if byPart[part] == nil {
                byPart[part] = [:]
            }
        }
        var changed: [String: Data?] = [:]
        for part in changedParts {
            // Set with updateValue: a nil set through the subscript would take the key away.
            changed.updateValue(
                byPart[part].flatMap { $0.isEmpty ? nil : Self.data($0, summary: summaries[part], stamp: stamp) },
                forKey: part)
        }
        return (Set(byPart.keys), changed)
    }

    /// A memo of the parts in `parts`, each read as ``init(data:stamp:)`` reads one; a part that is damaged, of another
    /// format or of another program is left out (its files are read again).
    public init(parts: [Data], stamp: String) {
        var entries: [String: Entry] = [:]
        var summaries: [String: YearSummary] = [:]
        // Each part read on its own core, into a list: its entries are then moved into one dictionary, not copied.
        var read = parts.parallelMap { Self.read($0, stamp: stamp) }
        entries.reserveCapacity(read.reduce(0) { $0 + ($1?.entries.count ?? 0) })
        for index in read.indices {
            guard var part = read[index].take() else { continue }
            // From the last, so that of a name given twice the last is kept, as a dictionary keeps it; of a name in
            // two parts, the first part's.
            while let (name, entry) = part.entries.popLast() {
                if entries[name] == nil { entries[name] = entry }
            }
            summaries.merge(part.summaries) { first, _ in first }
        }
        self.init(stamp: stamp, entries: entries, changedParts: [], summaries: summaries)
    }

    /// How many files the memo holds.
    public var count: Int { entries.count }

    static let magic = Array("Cash Dash snapshot memo 4\n".utf8)

    /// The whole memo as bytes, written with ``init(data:stamp:)``'s format.
    public var data: Data { Self.data(entries, summary: nil, stamp: stamp) }

    /// The summaries of every year of `history` (the history this memo was loaded with) against `base`: those kept
    /// with unchanged parts taken as they are, the others made from the history's snapshots and kept, their parts to
    /// be written again.
    public mutating func summaries(of history: RateHistory, base: String) -> [Int: YearSummary] {
        var byYear: [Int: [Snapshot]] = [:]
        // Whether the year of the snapshot before has a summary kept: the history is in order, so each year is
        // looked up once.
        var last: (year: Int, kept: Bool)?
        for snapshot in history.snapshots {
            guard let day = Day(iso: snapshot.date) else { continue }
            if last?.year != day.year {
                last = (day.year, summaries[String(day.year)].map { $0.base == base } ?? false)
            }
            if last!.kept { continue }
            if let rebased = snapshot.rebased(to: base) { byYear[day.year, default: []].append(rebased) }
        }
        let made = Array(byYear).parallelMap { YearSummary(year: $0.key, base: base, days: $0.value) }
        for summary in made {
            summaries[String(summary.year)] = summary
            changedParts.insert(String(summary.year))
        }
        var found: [Int: YearSummary] = [:]
        for (part, summary) in summaries where summary.base == base && Int(part) == summary.year {
            found[summary.year] = summary
        }
        return found
    }

    /// Whether the memo vouches for the file `name` without reading it: the file's stamp `now` is the recorded one,
    /// and the file was settled before its entry was taken. Looked at in place, without copying the entry.
    func isUnread(_ name: String, now: FileStamp) -> Bool {
        guard let index = entries.index(forKey: name) else { return false }
        let recorded = entries.values[index].stamp
        return recorded == now && now.isSettled(before: entries.values[index].taken)
    }

    /// The snapshot of `name` when the file, read again, has the recorded `digest`.
    func read(_ name: String, digest: String) -> Entry? {
        guard let entry = entries[name], entry.digest == digest else { return nil }
        return entry
    }

}

extension FileStamp {
    /// A stamp as a memo recorded it.
    init(size: Int, inode: UInt64, modified: timespec, changed: timespec) {
        (self.size, self.inode, self.modified, self.changed) = (size, inode, modified, changed)
    }
}
