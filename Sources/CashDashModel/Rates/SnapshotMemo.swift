import Foundation

/// What the last load of a rates folder read, so that the next (a build a day later, another process) parses only
/// the snapshot files that are new or changed: per file name, the file's ``FileStamp``, a digest of its bytes and the
/// snapshot it held. A build keeps it beside its output and hands it to ``RateHistory/load(from:path:memo:diagnostics:)``.
///
/// A file is taken from the memo unread when its stamp is the recorded one and it was settled before the memo was
/// taken (``FileStamp/isSettled(before:)``); otherwise it is read, and its snapshot is still taken from the memo when
/// its bytes have the recorded digest (a file saved again with the same numbers). A memo made by another Cash Dash (its
/// ``stamp``), damaged or foreign is no memo at all: every file is read.
///
/// Kept as bytes, not text: reading 27 years of rates back must cost far less than parsing the files. A rate is stored
/// as the very bytes of its `Decimal`, which only the same executable reads back (the stamp names it).
public struct SnapshotMemo: Sendable {
    struct Entry: Sendable {
        var stamp: FileStamp
        /// ``StableDigest`` of the file's bytes, as hexadecimal.
        var digest: String
        var snapshot: Snapshot
    }

    /// The memo's file in the output's control folder.
    public static let fileName = "snapshots"

    /// The program the memo is valid for (its version and executable).
    public let stamp: String
    /// When the files' stamps were taken, before any was read, in seconds since 1970.
    let taken: Double
    var entries: [String: Entry]

    init(stamp: String, taken: Double, entries: [String: Entry]) {
        (self.stamp, self.taken, self.entries) = (stamp, taken, entries)
    }

    /// How many files the memo holds.
    public var count: Int { entries.count }

    private static let magic = Array("Cash Dash snapshot memo 1\n".utf8)

    /// The memo as bytes, written with ``init(data:stamp:)``'s format.
    public var data: Data {
        var writer = Writer()
        writer.bytes(Self.magic)
        writer.text(stamp)
        writer.number(taken.bitPattern)
        var codes: [String: UInt16] = [:]
        var table: [String] = []
        for entry in entries.values {
            for code in entry.snapshot.rates.keys where codes[code] == nil {
                codes[code] = UInt16(truncatingIfNeeded: table.count)
                table.append(code)
            }
        }
        writer.number(UInt64(table.count))
        for code in table { writer.text(code) }
        writer.number(UInt64(entries.count))
        for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
            writer.text(name)
            let stamp = entry.stamp
            writer.number(UInt64(bitPattern: Int64(stamp.size)))
            writer.number(stamp.inode)
            for time in [stamp.modified, stamp.changed] {
                writer.number(UInt64(bitPattern: Int64(time.tv_sec)))
                writer.number(UInt64(bitPattern: Int64(time.tv_nsec)))
            }
            writer.text(entry.digest)
            let snapshot = entry.snapshot
            writer.text(snapshot.date)
            writer.text(snapshot.base)
            writer.text(snapshot.provider)
            writer.text(snapshot.fetchedAt ?? "\u{0}")
            writer.number(UInt64(snapshot.rates.count))
            for (code, rate) in snapshot.rates {  // in any order: the memo is read, never compared
                writer.number(UInt64(codes[code]!))
                withUnsafeBytes(of: rate) { writer.bytes($0) }
            }
        }
        return Data(writer.output)
    }

    /// Reads a memo; nil when it is damaged, of another format, or made by another Cash Dash (`stamp`).
    public init?(data: Data, stamp: String) {
        guard
            let memo = data.withUnsafeBytes({ bytes -> SnapshotMemo? in
                var reader = Reader(bytes: bytes)
                return Self.read(&reader, stamp: stamp)
            })
        else { return nil }
        self = memo
    }

    private static func read(_ reader: inout Reader, stamp: String) -> SnapshotMemo? {
        guard reader.skip(magic), reader.text() == stamp, let takenBits = reader.number() else { return nil }
        let taken = Double(bitPattern: takenBits)
        guard taken.isFinite, let codeCount = reader.number(), codeCount < 100_000 else { return nil }
        var codes: [String] = []
        for _ in 0..<codeCount {
            guard let code = reader.text() else { return nil }
            codes.append(code)
        }
        guard let count = reader.number(), count < 100_000_000 else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let name = reader.text(), let size = reader.number(), let inode = reader.number(),
                let modifiedSeconds = reader.number(), let modifiedNanoseconds = reader.number(),
                let changedSeconds = reader.number(), let changedNanoseconds = reader.number(),
                let digest = reader.text(), let date = reader.text(), let base = reader.text(),
                let provider = reader.text(), let fetchedAt = reader.text(), let rateCount = reader.number(),
                rateCount < 100_000
            else { return nil }
            var rates: [String: Decimal] = [:]
            rates.reserveCapacity(Int(rateCount))
            for _ in 0..<rateCount {
                guard let index = reader.number(), index < codes.count, let rate = reader.decimal() else { return nil }
                rates[codes[Int(index)]] = rate
            }
            let stamp = FileStamp(
                size: Int(Int64(bitPattern: size)), inode: inode,
                modified: timespec(
                    tv_sec: Int(Int64(bitPattern: modifiedSeconds)),
                    tv_nsec: Int(Int64(bitPattern: modifiedNanoseconds))),
                changed: timespec(
                    tv_sec: Int(Int64(bitPattern: changedSeconds)), tv_nsec: Int(Int64(bitPattern: changedNanoseconds)))
            )
            let snapshot = Snapshot(
                date: date, base: base, provider: provider, fetchedAt: fetchedAt == "\u{0}" ? nil : fetchedAt,
                rates: rates)
            entries[name] = Entry(stamp: stamp, digest: digest, snapshot: snapshot)
        }
        guard reader.isAtEnd else { return nil }
        return SnapshotMemo(stamp: stamp, taken: taken, entries: entries)
    }

    /// The snapshot of `name` when the memo vouches for it without reading the file: the file's stamp `now` is the
    /// recorded one, and the file was settled before the memo was taken.
    func unread(_ name: String, now: FileStamp) -> Entry? {
        guard let entry = entries[name], entry.stamp == now, now.isSettled(before: taken) else { return nil }
        return entry
    }

    /// The snapshot of `name` when the file, read again, has the recorded `digest`.
    func read(_ name: String, digest: String) -> Entry? {
        guard let entry = entries[name], entry.digest == digest else { return nil }
        return entry
    }

    /// Appends numbers, texts and raw bytes.
    private struct Writer {
        var output: [UInt8] = []

        mutating func bytes(_ bytes: some Sequence<UInt8>) { output.append(contentsOf: bytes) }

        mutating func bytes(_ bytes: UnsafeRawBufferPointer) { output.append(contentsOf: bytes) }

        mutating func number(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { output.append(contentsOf: $0) }
        }

        mutating func text(_ text: String) {
            number(UInt64(text.utf8.count))
            output.append(contentsOf: text.utf8)
        }
    }

    /// Reads what ``Writer`` wrote; nil past the end.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func skip(_ expected: [UInt8]) -> Bool {
            guard offset + expected.count <= bytes.count,
                expected.indices.allSatisfy({ bytes[offset + $0] == expected[$0] })
            else { return false }
            offset += expected.count
            return true
        }

        mutating func number() -> UInt64? {
            guard offset + 8 <= bytes.count else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }

        mutating func text() -> String? {
            guard let count = number(), count <= bytes.count - offset else { return nil }
            defer { offset += Int(count) }
            return String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + Int(count))]), as: UTF8.self)
        }

        mutating func decimal() -> Decimal? {
            let size = MemoryLayout<Decimal>.size
            guard offset + size <= bytes.count else { return nil }
            var value = Decimal()
            withUnsafeMutableBytes(of: &value) { target in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + size)]))
            }
            offset += size
            return value
        }
    }
}

extension FileStamp {
    /// A stamp as a memo recorded it.
    init(size: Int, inode: UInt64, modified: timespec, changed: timespec) {
        (self.size, self.inode, self.modified, self.changed) = (size, inode, modified, changed)
    }
}
