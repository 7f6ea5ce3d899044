import Foundation

extension LedgerReader {
    /// Reads a big UTF-8 CSV ledger in two halves at once, each half with its own copy of this reader and its own
    /// `Part` (made by `part`) that `body` adds rows to; `body` is called from two threads, so it must touch nothing
    /// but the part it is given. Returns the file's summary and the two parts, having reported every problem as
    /// `read` would, in the same order.
    ///
    /// Returns nil, having read nothing, when the file is better read whole by `read`: when it is `splitAbove` bytes
    /// or smaller, is not a plain UTF-8 CSV ledger with a header, has no line break to cut at, or when reading it
    /// needs the whole file in order: a problem with its CSV or its text, the limit on the totals passed, or the
    /// once-a-file warning about `charged` on a home-currency row made in both halves.
    mutating func readInHalves<Part>(
        _ url: URL, path: String, splitAbove: Int, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        part: () -> Part, _ body: (inout Part, Row) -> Void
    ) -> (summary: Summary, first: Part, second: Part)? {
        guard Self.statementFormat(of: url) == nil, !Self.statementExtensions.contains(url.pathExtension.lowercased()) else {
            return nil
        }
        let profile = settings.profile(for: url.lastPathComponent)
        guard (profile?.encoding ?? .utf8) == .utf8, (profile?.skipTop ?? 0) == 0, (profile?.skipBottom ?? 0) == 0,
            profile?.hasHeader ?? true,
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > splitAbove,
            let data = readRegularFile(atPath: url.path)
        else { return nil }
        let bytes = [UInt8](data)
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]), let cut = Self.halfway(bytes) else {
            return nil
        }
        var first = self, second = self
        let (firstPart, secondPart) = (part(), part())
        let (one, two) = inParallel(
            { first.readHalf(url, path: path, profile: profile, bytes, 0..<cut.offset, line: 1, part: firstPart, body) },
            { second.readHalf(url, path: path, profile: profile, bytes, cut.offset..<bytes.count, line: cut.line, part: secondPart, body) })
        guard let (firstReading, firstTotals) = one, let (secondReading, secondTotals) = two,
            !(firstReading.warnedHomeCharge && secondReading.warnedHomeCharge), !first.passedTotals, !second.passedTotals
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
        return (summary, firstTotals, secondTotals)
    }

    /// Reads the header of `bytes` and then the records in `range`, which start on line `line`; nil when the range
    /// is not UTF-8 or its CSV has a problem.
    private mutating func readHalf<Part>(
        _ url: URL, path: String, profile: LedgerProfile?, _ bytes: [UInt8], _ range: Range<Int>, line: Int, part: Part,
        _ body: (inout Part, Row) -> Void
    ) -> (Reading, Part)? {
        let isUTF8 = bytes.withUnsafeBufferPointer {
            CSVReader.firstByteNotUTF8($0, from: range.lowerBound, to: range.upperBound) == nil
        }
        guard isUTF8 else { return nil }
        var part = part
        let reading = readRecords(url, path: path, profile: profile, reportHeader: range.lowerBound == 0, { row, _ in body(&part, row) }) {
            CSVReader(utf8: bytes, end: range.upperBound, resume: range.lowerBound == 0 ? nil : (range.lowerBound, line))
        }
        return reading.failed ? nil : (reading, part)
    }

    /// Where to cut `bytes` in two: the start of the first line after the middle that starts a record, and its line
    /// number; nil when there is none. A line feed after an even number of quotes from the start ends a record in
    /// well-formed CSV (a quoted field holds its quotes doubled); if the text is not well-formed, reading the first
    /// half fails at the cut, and the file is read whole.
    static func halfway(_ bytes: [UInt8]) -> (offset: Int, line: Int)? {
        bytes.withUnsafeBufferPointer { all -> (offset: Int, line: Int)? in
            func count(_ byte: UInt8, before end: Int) -> Int {
                var count = 0
                for index in 0..<end { count &+= all[index] == byte ? 1 : 0 }
                return count
            }
            var quotes = count(0x22, before: all.count / 2)
            var cut = all.count / 2
            while cut < all.count {
                let byte = all[cut]
                cut += 1
                if byte == 0x22 { quotes += 1 } else if byte == 0x0A && quotes % 2 == 0 { break }
            }
            guard cut < all.count else { return nil }
            // Lines end with LF, CRLF or CR, as the reader counts them.
            var line = 1 + count(0x0A, before: cut)
            if count(0x0D, before: cut) > 0 {
                for index in 0..<cut where all[index] == 0x0D && all[index + 1] != 0x0A { line += 1 }
            }
            return (cut, line)
        }
    }
}
