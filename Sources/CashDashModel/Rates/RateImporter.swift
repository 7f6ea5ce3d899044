import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads rates files as the providers publish them, recognising the format from the content:
/// the ECB's `eurofxref-hist.csv` (newest first, trailing commas, `N/A` for currencies not quoted that day), the ECB
/// daily or 90-day XML, the ECB single-day CSV (`13 April 2026, 1.1684, …`), exchangerate-api / open.er-api JSON, and
/// Frankfurter's and currency-api's JSON (``datedJSON(_:)``, ``frankfurterRows(_:)``).
public enum RateImporter {
    /// What a rates file holds: its snapshots, oldest first, and the codes it lists that they leave out.
    public struct RatesFile: Sendable, Equatable {
        public var snapshots: [Snapshot]
        /// Codes that are not ISO 4217 currencies (FOK, GGP, IMP…), sorted: no page could name or round them.
        public var leftOut: [String] = []

        /// One line that says which codes were left out and why, if any were.
        public var leftOutLine: String? { RateImporter.leftOutLine(leftOut) }
    }

    /// One line that says which codes, not ISO 4217 ones, were left out of the snapshots and why; nil for none.
    public static func leftOutLine(_ codes: [String]) -> String? {
        guard !codes.isEmpty else { return nil }
        return "Left out \(codes.joined(separator: ", ")): "
            + (codes.count == 1 ? "it is" : "they are")
            + " not ISO 4217 currency codes, so no page could name or round them"
    }

    /// The snapshots in `data`, oldest first.
    public static func snapshots(from data: Data) throws -> [Snapshot] {
        try read(data).snapshots
    }

    /// The snapshots in `data`, oldest first, and the codes left out of them.
    public static func read(_ data: Data) throws -> RatesFile {
        let start = data.prefix(512).drop {
            $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
        }
        switch start.first {
        case UInt8(ascii: "<"): return RatesFile(snapshots: try ecbXML(data))
        case UInt8(ascii: "{"): return try apiJSON(data)
        case UInt8(ascii: "["): return try frankfurterRows(data)
        default: return RatesFile(snapshots: try ecbCSV(data))
        }
    }

    // MARK: ECB CSV (history and single day)

    public static func ecbCSV(_ data: Data) throws -> [Snapshot] {
        guard String(validatingUTF8Data: data) != nil else {
            throw SnapshotError(
                data.starts(with: [0x1F, 0x8B])
                    ? "this file is compressed (gzip); unpack it first (gunzip FILE) and import what it holds"
                    : data.starts(with: [0x50, 0x4B])
                        ? "this is a zip; import the zip itself, such as eurofxref-hist.zip"
                        : "this CSV file is not UTF-8 text")
        }
        let bytes = [UInt8](data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data)
        var lines = CSVLines(bytes).ranges
        guard let header = lines.first else { throw SnapshotError("this file is empty") }
        let columns = fields(of: bytes[header]).map { String(decoding: $0, as: UTF8.self) }
        guard columns.first?.lowercased() == "date", columns.count > 1 else {
            throw SnapshotError(
                "this is not an ECB rates file: its first line should start with `Date,` and list currency codes")
        }
        let codes = columns.dropFirst().map { $0.uppercased() }
        for code in codes where !code.isEmpty && !isCurrencyCode(code) {
            throw SnapshotError("the header names `\(code)`, which is not a currency code")
        }
        lines.removeFirst()
        // Days are independent, so they are read on all cores; the first problem in file order is reported.
        let days = Array(lines.enumerated()).parallelMap { number, range -> Result<Snapshot?, SnapshotError> in
            Result { try day(bytes[range], codes: codes, line: number + 2) }.mapError { $0 as! SnapshotError }
        }
        var snapshots: [Snapshot] = []
        snapshots.reserveCapacity(days.count)
        for day in days {
            if let snapshot = try day.get() { snapshots.append(snapshot) }
        }
        return try byDay(snapshots)
    }

    /// Why `text` is no rate for `code`: not a number, or a number that is not above zero (`0`, `-1.2`).
    static func notARate(_ code: String, _ text: String, isNumber: Bool) -> String {
        isNumber
            ? "the \(code) rate is `\(text)`, but a rate is above zero; the file is damaged, so download it again"
            : "the \(code) rate `\(text)` is not a number"
    }

    /// `snapshots` in date order, each day once: a day given twice with the same rates is kept once, and with other
    /// rates is an error, as which of them is right cannot be known.
    static func byDay(_ snapshots: [Snapshot]) throws -> [Snapshot] {
        var sorted: [Snapshot] = []
        sorted.reserveCapacity(snapshots.count)
        for snapshot in snapshots.sorted(by: { $0.date < $1.date }) {
            guard let last = sorted.last, last.date == snapshot.date else {
                sorted.append(snapshot)
                continue
            }
            if last.rates != snapshot.rates {
                let times = snapshots.lazy.filter { $0.date == snapshot.date }.count
                throw SnapshotError(
                    "the day \(snapshot.date) is in this file \(times) times with different rates, so which are right "
                        + "cannot be told; download the file again, or remove the days that are wrong")
            }
        }
        return sorted
    }

    /// One line of an ECB CSV file (`2026-04-13,1.1684,N/A,…`) as a snapshot, or nil for a line without a date.
    private static func day(_ line: ArraySlice<UInt8>, codes: [String], line number: Int) throws -> Snapshot? {
        let values = fields(of: line)
        guard let first = values.first, !first.isEmpty else { return nil }
        guard let date = isoDate(String(decoding: first, as: UTF8.self)) else {
            throw SnapshotError("line \(number): `\(String(decoding: first, as: UTF8.self))` is not a date")
        }
        var rates: [String: Decimal] = [:]
        rates.reserveCapacity(codes.count)
        for (code, value) in zip(codes, values.dropFirst()) where !code.isEmpty {
            if value.isEmpty || value.elementsEqual("N/A".utf8) { continue }
            guard let rate = DecimalText.parse(bytes: value), rate > 0 else {
                throw SnapshotError(
                    "line \(number): "
                        + notARate(
                            code, String(decoding: value, as: UTF8.self),
                            isNumber: DecimalText.parse(bytes: value) != nil))
            }
            rates[code] = rate
        }
        return Snapshot(date: date, base: "EUR", provider: "ecb", rates: rates)
    }

    /// The comma-separated fields of `line`, without the spaces the ECB's single-day file puts after each comma.
    private static func fields(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { field in
            var field = field
            while let first = field.first, first == 0x20 || first == 0x09 { field.removeFirst() }
            while let last = field.last, last == 0x20 || last == 0x09 { field.removeLast() }
            return field
        }
    }

    /// The ranges of the non-empty lines in `bytes`, for LF, CRLF or CR line ends.
    private struct CSVLines {
        var ranges: [Range<Int>] = []

        init(_ bytes: [UInt8]) {
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0x0D {
                if index > start { ranges.append(start..<index) }
                start = index + 1
            }
            if bytes.count > start { ranges.append(start..<bytes.count) }
        }
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// `2026-04-13` or `13 April 2026` as `2026-04-13`.
    public static func isoDate(_ text: String) -> String? {
        if strictISODay(text) != nil { return text }
        let parts = text.split(separator: " ")
        guard parts.count == 3, parts[0].count <= 2, parts[2].count == 4, let day = Int(parts[0]),
            let year = Int(parts[2]),
            let month = months.firstIndex(of: parts[1].lowercased())
        else { return nil }
        let date = Day(year: year, month: month + 1, day: day)
        return date.components == (year, month + 1, day) ? date.description : nil
    }

    // MARK: exchangerate-api and open.er-api JSON

    private struct APIResponse: Decodable {
        var result: String?
        var errorType: String?
        var baseCode: String?
        var timeLastUpdateUnix: Int?
        var conversionRates: [String: Decimal]?
        var rates: [String: Decimal]?

        enum CodingKeys: String, CodingKey {
            case result, rates
            case errorType = "error-type"
            case baseCode = "base_code"
            case timeLastUpdateUnix = "time_last_update_unix"
            case conversionRates = "conversion_rates"
        }
    }

    public static func apiJSON(_ data: Data) throws -> RatesFile {
        let response: APIResponse
        do {
            response = try JSONDecoder().decode(APIResponse.self, from: data)
        } catch {
            if let dated = try datedJSON(data) { return dated }
            throw SnapshotError(
                data.starts(with: [0x1F, 0x8B])
                    ? "this answer is compressed (gzip) and was not unpacked, so it cannot be read; check the address"
                    : "this JSON cannot be read; the download may be cut short")
        }
        if response.result == "error" {
            throw SnapshotError("the provider answered with an error: \(response.errorType ?? "unknown")")
        }
        if response.baseCode == nil, let dated = try datedJSON(data) { return dated }
        guard let base = response.baseCode?.uppercased(), let seconds = response.timeLastUpdateUnix,
            let rates = response.conversionRates ?? response.rates, !rates.isEmpty
        else {
            throw SnapshotError(
                "this JSON has no `base_code`, `time_last_update_unix` and rates, nor a `date`, a base and rates; "
                    + "it is not a rates answer Cash Dash knows")
        }
        guard (0...253_402_300_799).contains(seconds) else {
            throw SnapshotError("`time_last_update_unix` \(seconds) is not a time between 1970 and 9999")
        }
        let date = Day(ordinal: seconds / 86_400).description
        let name = response.conversionRates != nil ? "exchangerate-api" : "open-er-api"
        if let odd = rates.keys.sorted().first(where: { !isCurrencyCode($0) }) {
            throw SnapshotError("the answer lists `\(odd)`, which is not a currency code; it is not a rates answer")
        }
        // Providers add codes ISO 4217 does not have (FOK, GGP, IMP, JEP, KID, TVD); those are left out, and said.
        return RatesFile(
            snapshots: [
                Snapshot(date: date, base: base, provider: name, rates: rates.filter { isISOCurrency($0.key) })
            ],
            leftOut: rates.keys.filter { !isISOCurrency($0) }.sorted())
    }
}
