import Foundation

extension SnapshotMemo {
    /// The bytes of a memo part holding `entries` and `summary`.
    static func data(_ entries: [String: Entry], summary: YearSummary?, stamp: String) -> Data {
        var writer = Writer()
        writer.bytes(Self.magic)
        writer.text(stamp)
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
            writer.number(entry.taken.bitPattern)
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
        writer.number(summary == nil ? 0 : 1)
        if let summary {
            writer.number(UInt64(bitPattern: Int64(summary.year)))
            writer.text(summary.base)
            writer.number(UInt64(summary.currencies.count))
            for (code, periods) in summary.currencies.sorted(by: { $0.key < $1.key }) {
                writer.text(code)
                writer.number(UInt64(periods.count))
                for period in periods {
                    writer.number(UInt64(period.month))
                    for point in [period.first, period.low, period.high, period.last] {
                        writer.number(UInt64(bitPattern: Int64(point.day.ordinal)))
                        withUnsafeBytes(of: point.rate) { writer.bytes($0) }
                    }
                    withUnsafeBytes(of: period.sum) { writer.bytes($0) }
                    writer.number(UInt64(period.days))
                }
            }
        }
        return Data(writer.output)
    }

    /// Reads a memo; nil when it is damaged, of another format, or made by another Cash Dash (`stamp`).
    public init?(data: Data, stamp: String) {
        guard let read = Self.read(data, stamp: stamp) else { return nil }
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(read.entries.count)
        for (name, entry) in read.entries { entries[name] = entry }
        self.init(stamp: stamp, entries: entries, changedParts: [], summaries: read.summaries)
    }

    /// What a memo's bytes hold: its entries in the order written, and its summaries; nil as for ``init(data:stamp:)``.
    static func read(
        _ data: Data, stamp: String
    ) -> (entries: [(name: String, entry: Entry)], summaries: [String: YearSummary])? {
        data.withUnsafeBytes { bytes in
            var reader = Reader(bytes: bytes)
            return Self.read(&reader, stamp: stamp)
        }
    }

    private static func read(
        _ reader: inout Reader, stamp: String
    ) -> (entries: [(name: String, entry: Entry)], summaries: [String: YearSummary])? {
        guard reader.skip(magic), reader.text() == stamp else { return nil }
        guard let codeCount = reader.number(), codeCount < 100_000 else { return nil }
        var codes: [String] = []
        for _ in 0..<codeCount {
            guard let code = reader.text() else { return nil }
            codes.append(code)
        }
        guard let count = reader.number(), count < 100_000_000 else { return nil }
        var entries: [(name: String, entry: Entry)] = []
        entries.reserveCapacity(Int(count))
        var rateSets = RateSets(codes: codes)
        for _ in 0..<count {
            guard let name = reader.text(), let size = reader.number(), let inode = reader.number(),
                let modifiedSeconds = reader.number(), let modifiedNanoseconds = reader.number(),
                let changedSeconds = reader.number(), let changedNanoseconds = reader.number(),
                let digest = reader.text(), let takenBits = reader.number(),
                case let taken = Double(bitPattern: takenBits), taken.isFinite, let date = reader.text(),
                let base = reader.text(),
                let provider = reader.text(), let fetchedAt = reader.text(), let rateCount = reader.number(),
                rateCount < 100_000
            else { return nil }
            rateSets.begin()
            for _ in 0..<rateCount {
                guard let index = reader.number(), index < codes.count, let rate = reader.decimal() else { return nil }
                rateSets.add(Int(index), rate)
            }
            let rates = rateSets.rates()
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
            entries.append((name, Entry(stamp: stamp, digest: digest, snapshot: snapshot, taken: taken)))
        }
        var summaries: [String: YearSummary] = [:]
        guard let hasSummary = reader.number(), hasSummary <= 1 else { return nil }
        if hasSummary == 1 {
            guard let summary = readSummary(&reader) else { return nil }
            summaries[String(summary.year)] = summary
        }
        guard reader.isAtEnd else { return nil }
        return (entries, summaries)
    }

    private static func readSummary(_ reader: inout Reader) -> YearSummary? {
        guard let year = reader.number(), let base = reader.text(), let codeCount = reader.number(), codeCount < 100_000
        else { return nil }
        var currencies: [String: [YearSummary.Period]] = [:]
        for _ in 0..<codeCount {
            guard let code = reader.text(), let count = reader.number(), count <= 12 else { return nil }
            var periods: [YearSummary.Period] = []
            for _ in 0..<count {
                guard let month = reader.number(), (1...12).contains(month) else { return nil }
                var points: [YearSummary.Point] = []
                for _ in 0..<4 {
                    guard let ordinal = reader.number(), let rate = reader.decimal() else { return nil }
                    points.append(YearSummary.Point(Day(ordinal: Int(Int64(bitPattern: ordinal))), rate))
                }
                guard let sum = reader.decimal(), let days = reader.number(), days <= 31 else { return nil }
                periods.append(
                    YearSummary.Period(
                        month: Int(month), first: points[0], low: points[1], high: points[2], last: points[3],
                        sum: sum, days: Int(days)))
            }
            currencies[code] = periods
        }
        return YearSummary(year: Int(Int64(bitPattern: year)), base: base, currencies: currencies)
    }

    /// Makes the rates of the snapshots a memo holds without hashing a code a rate: days that quote the same
    /// currencies (nearly all of 27 years) get copies of one dictionary's layout with their own rates
    /// (`mapValues` keeps the layout), so that reading 7,000 days hashes each set of codes once, not 287,000 codes.
    private struct RateSets {
        let codes: [String]
        /// The rates of the snapshot being read, by the code's index in `codes`; only those of `present` are its own.
        private var values: [Decimal]
        /// The codes of the snapshot being read, as bits of their indices.
        private var present: [UInt64]
        /// A dictionary of each set of codes seen, from code to its index in `codes`.
        private var layouts: [[UInt64]: [String: Int]] = [:]
        private var last: (present: [UInt64], layout: [String: Int])?

        init(codes: [String]) {
            self.codes = codes
            values = Array(repeating: 0, count: codes.count)
            present = Array(repeating: 0, count: (codes.count + 63) / 64)
        }

        /// Starts a snapshot.
        mutating func begin() {
            for word in present.indices { present[word] = 0 }
        }

        /// The rate of the code at `index` in `codes`; a code given twice keeps its last rate.
        mutating func add(_ index: Int, _ rate: Decimal) {
            values[index] = rate
            present[index / 64] |= 1 << UInt64(index % 64)
        }

        /// The snapshot's rates, by code.
        mutating func rates() -> [String: Decimal] {
            let layout: [String: Int]
            if let last, last.present == present {
                layout = last.layout
            } else if let known = layouts[present] {
                layout = known
            } else {
                var made: [String: Int] = [:]
                for (word, bits) in present.enumerated() where bits != 0 {
                    for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
                        made[codes[word * 64 + bit]] = word * 64 + bit
                    }
                }
                layouts[present] = made
                layout = made
            }
            last = (present, layout)
            let values = self.values
            return layout.mapValues { values[$0] }
        }
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
