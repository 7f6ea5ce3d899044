import Foundation

extension LedgerReader {
    /// Reads a big UTF-8 CSV ledger in two halves at once, each half with its own copy of this reader and its own
    /// `Part` (made by `part`) that `body` adds rows to; `body` is called from two threads, so it must touch nothing
    /// but the part it is given. Returns the file's summary and the two parts with the names behind their rows' ids
    /// (each half numbers new names apart), having reported every problem as `read` would, in the same order.
    ///
    /// Returns nil, having read nothing, when the file is better read whole by `read`: when it is `splitAbove` bytes
    /// or smaller, is not a plain UTF-8 CSV ledger with a header, has no line break to cut at, or when reading it
    /// needs the whole file in order: a problem with its CSV or its text, the limit on the totals passed, or the
    /// once-a-file warning about `charged` on a home-currency row made in both halves.
    mutating func readInHalves<Part>(
        _ url: URL, path: String, splitAbove: Int, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        part: () -> Part, _ body: (inout Part, Row, _ detail: () -> Detail) -> Void
    ) -> (summary: Summary, first: Part, second: Part, firstNames: Names, secondNames: Names)? {
        guard Self.statementFormat(of: url) == nil, !Self.statementExtensions.contains(url.pathExtension.lowercased())
        else {
            return nil
        }
        let profile = settings.profile(for: url.lastPathComponent)
        guard (profile?.encoding ?? .utf8) == .utf8, (profile?.skipTop ?? 0) == 0, (profile?.skipBottom ?? 0) == 0,
            !(profile?.continuedLinesAreNote ?? false),
            profile?.hasHeader ?? true, let file = MappedFile(path: url.path, ifLargerThan: splitAbove)
        else { return nil }
        let bytes = file.bytes
        defer { withExtendedLifetime(file) {} }  // mapped until the halves are read
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), let cut = Self.halfway(bytes) else {
            return nil
        }
        var first = self, second = self
        let (firstPart, secondPart) = (part(), part())
        let (one, two) = inParallel(
            {
                first.readHalf(url, path: path, profile: profile, bytes, 0..<cut.offset, line: 1, part: firstPart, body)
            },
            {
                second.readHalf(
                    url, path: path, profile: profile, bytes, cut.offset..<bytes.count, line: cut.line,
                    part: secondPart, body)
            })
        guard let (firstReading, firstTotals) = one, let (secondReading, secondTotals) = two,
            !(firstReading.warnedHomeCharge && secondReading.warnedHomeCharge), !first.passedTotals,
            !second.passedTotals
        else { return nil }
        // Each half started from the totals of the files before; the limit is on them all.
        let added = first.added + (second.added - self.added), spent = first.spent + (second.spent - self.spent)
        guard added <= Self.largestTotal, spent <= Self.largestTotal else { return nil }
        (self.added, self.spent) = (added, spent)

        var reading = firstReading
        reading.summary.rows += secondReading.summary.rows
        reading.summary.skipped += secondReading.summary.skipped
        reading.problems.append(contentsOf: secondReading.problems)
        reading.rows.append(contentsOf: secondReading.rows)
        reading.rowWarnings.append(contentsOf: secondReading.rowWarnings)
        reading.sawNegativeAmount = firstReading.sawNegativeAmount || secondReading.sawNegativeAmount
        reading.rowsWithoutRates += secondReading.rowsWithoutRates
        reading.currenciesWithoutRates.formUnion(secondReading.currenciesWithoutRates)
        reading.warnedHomeCharge = firstReading.warnedHomeCharge || secondReading.warnedHomeCharge
        let summary = finish(reading, path: path, diagnostics: &diagnostics, rowProblems: &rowProblems)
        return (summary, firstTotals, secondTotals, first.names, second.names)
    }

    /// Reads the header of `bytes` and then the records in `range`, which start on line `line`; nil when the range
    /// is not UTF-8 or its CSV has a problem.
    private mutating func readHalf<Part>(
        _ url: URL, path: String, profile: LedgerProfile?, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        line: Int, part: Part,
        _ body: (inout Part, Row, _ detail: () -> Detail) -> Void
    ) -> (Reading, Part)? {
        guard CSVReader.firstByteNotUTF8(bytes, from: range.lowerBound, to: range.upperBound) == nil else { return nil }
        var part = part
        // `body` is handed on inside a closure, which Swift allows of a closure marked as one that could escape.
        let reading = withoutActuallyEscaping(body) { body in
            readRecords(
                url, path: path, profile: profile, reportHeader: range.lowerBound == 0,
                { row, detail in body(&part, row, detail) }
            ) {
                LedgerText.Opened(
                    reader: CSVReader(
                        utf8: bytes, end: range.upperBound,
                        resume: range.lowerBound == 0 ? nil : (range.lowerBound, line)))
            }
        }
        return reading.failed ? nil : (reading, part)
    }

    /// Where to cut `bytes` in two: the start of the first line after the middle that starts a record, and its line
    /// number; nil when there is none. A line feed after an even number of quotes from the start ends a record in
    /// well-formed CSV (a quoted field holds its quotes doubled); if the text is not well-formed, reading the first
    /// half fails at the cut, and the file is read whole.
    static func halfway(_ bytes: [UInt8]) -> (offset: Int, line: Int)? {
        bytes.withUnsafeBufferPointer(halfway)
    }

    static func halfway(_ all: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int)? {
        // The bytes before the middle are counted in two parts at once (counting them alone was 5 % of a
        // million-row JSON report, with the other core idle).
        let middle = all.count / 2
        let (head, tail) = inParallel(
            { ByteCounts(all, from: 0, to: middle / 2) }, { ByteCounts(all, from: middle / 2, to: middle) })
        var counts = ByteCounts(quotes: head.quotes + tail.quotes, lineEnds: head.lineEnds + tail.lineEnds)
        var cut = middle
        while cut < all.count {
            counts.add(all, at: cut)
            cut += 1
            if all[cut - 1] == 0x0A && counts.quotes % 2 == 0 { break }
        }
        return cut < all.count ? (cut, 1 + counts.lineEnds) : nil
    }
}

/// The quotes and line ends (LF, CRLF or CR, as the CSV reader counts them) in some bytes of a text, counted eight
/// bytes at a time: a byte-by-byte loop took a fifth of a million-row report.
private struct ByteCounts {
    var quotes = 0, lineEnds = 0

    init(quotes: Int, lineEnds: Int) {
        self.quotes = quotes
        self.lineEnds = lineEnds
    }

    /// Counts the bytes from `start` up to `end`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        /// The high bit of each byte of `word` that is `byte`.
        func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
            let x = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
            return ~(((x & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | x | 0x7F7F_7F7F_7F7F_7F7F)
        }
        var index = start
        // A CR followed by an LF is one line end, counted at the LF: the next word, one byte on, says which CRs are.
        while index + 8 < end && index + 9 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let next = raw.loadUnaligned(fromByteOffset: index + 1, as: UInt64.self)
            quotes += matches(word, 0x22).nonzeroBitCount
            let returns = matches(word, 0x0D)
            lineEnds += matches(word, 0x0A).nonzeroBitCount
            if returns != 0 { lineEnds += (returns & ~matches(next, 0x0A)).nonzeroBitCount }
            index += 8
        }
        while index < end {
            add(bytes, at: index)
            index += 1
        }
    }

    /// Counts the byte at `index`.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
        switch bytes[index] {
        case 0x22: quotes += 1
        case 0x0A: lineEnds += 1
        case 0x0D where index + 1 == bytes.count || bytes[index + 1] != 0x0A: lineEnds += 1
        default: break
        }
    }
}
