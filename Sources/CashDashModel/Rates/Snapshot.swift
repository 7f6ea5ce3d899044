import Foundation

/// One day's exchange rates: how many units of each currency one unit of `base` buys.
///
/// Stored as `Content/rates/YYYY-MM-DD.json`: `{"base","date","fetched_at","provider","rates":{CODE: number}}` with
/// keys sorted and one rate per line, so the same rates always give the same bytes and a changed rate is one line of
/// a diff.
public struct Snapshot: Sendable, Equatable {
    /// The provider's rate date, `YYYY-MM-DD` (not the day it was fetched).
    public var date: String
    public var base: String
    public var provider: String
    /// When it was fetched, if it was (ISO 8601, UTC); nil for imported history.
    public var fetchedAt: String?
    public var rates: [String: Decimal]

    public init(date: String, base: String, provider: String, fetchedAt: String? = nil, rates: [String: Decimal]) {
        self.date = date
        self.base = base
        self.provider = provider
        self.fetchedAt = fetchedAt
        var rates = rates
        rates[base] = nil
        self.rates = rates
    }

    /// How many units of `code` one unit of the base buys (1 for the base itself).
    public func rate(_ code: String) -> Decimal? {
        code == base ? 1 : rates[code]
    }

    /// The rate from `source` to `target`, crossed through the base: USD→JPY is (EUR→JPY) ÷ (EUR→USD).
    public func crossRate(from source: String, to target: String) -> Decimal? {
        guard let from = rate(source), let to = rate(target), from != 0 else { return nil }
        return to / from
    }

    /// The file's text.
    public var json: String {
        String(decoding: jsonBytes, as: UTF8.self)
    }

    /// The file's bytes, built without intermediate strings (an import writes thousands).
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(80 + rates.count * 24)
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func quote(_ text: String) {
            bytes.append(0x22)
            for byte in text.utf8 {
                if byte == 0x22 || byte == 0x5C { bytes.append(0x5C) }
                bytes.append(byte)
            }
            bytes.append(0x22)
        }
        append("{\n  \"base\": "); quote(base)
        append(",\n  \"date\": "); quote(date)
        if let fetchedAt { append(",\n  \"fetched_at\": "); quote(fetchedAt) }
        append(",\n  \"provider\": "); quote(provider)
        append(",\n  \"rates\": {")
        let codes = rates.keys.sorted()
        for (index, code) in codes.enumerated() {
            append(index == 0 ? "\n    " : ",\n    ")
            quote(code)
            append(": ")
            DecimalText.append(rates[code]!, to: &bytes)
        }
        append(codes.isEmpty ? "}\n}\n" : "\n  }\n}\n")
        return bytes
    }

    /// Reads a snapshot file's text; throws a message saying what is wrong.
    public init(json data: Data) throws {
        var parser = SnapshotParser(data)
        let members: [SnapshotParser.Member]
        do {
            members = try parser.parseObject()
        } catch {
            throw SnapshotError(
                "this is not a rate snapshot (it is not valid JSON near byte \(error.offset)); snapshots are "
                    + "written by `cashdash rates fetch` or `cashdash rates import`", offset: error.offset)
        }
        var fields: [String: String] = [:]
        var offsets: [String: Int] = [:]
        var rates: [String: Decimal]?
        for member in members {
            guard offsets.updateValue(member.keyOffset, forKey: member.key) == nil else {
                throw SnapshotError(
                    "`\(member.key)` appears twice; a snapshot names each field once", offset: member.keyOffset)
            }
        }
        for member in members {
            switch (member.key, member.value) {
            case ("rates", .object(let pairs)):
                rates = try Self.parseRates(pairs)
            case (_, .string(let text)):
                fields[member.key] = text
            default:
                throw SnapshotError(
                    "this is not a rate snapshot (`\(member.key)` has the wrong type)", offset: member.valueOffset)
            }
        }
        for key in ["base", "date", "provider"] where fields[key] == nil {
            throw SnapshotError("this is not a rate snapshot (`\(key)` is missing)")
        }
        guard let rates else { throw SnapshotError("this is not a rate snapshot (`rates` is missing)") }
        let date = fields["date"]!, base = fields["base"]!
        guard strictISODay(date) != nil else {
            throw SnapshotError("`date` should be YYYY-MM-DD, not \(date)", offset: offsets["date"])
        }
        if let fetchedAt = fields["fetched_at"], !isTimestamp(fetchedAt) {
            throw SnapshotError("`fetched_at` should be a time like 2026-04-13T17:06:40Z")
        }
        guard isISOCurrency(base) else {
            throw SnapshotError(
                "`base` should be an ISO 4217 currency code such as EUR, not `\(base)`", offset: offsets["base"])
        }
        self.init(date: date, base: base, provider: fields["provider"]!, fetchedAt: fields["fetched_at"], rates: rates)
    }

    /// The members of `rates`, each a currency's rate; throws at the first that is not.
    private static func parseRates(_ pairs: [SnapshotParser.Member]) throws -> [String: Decimal] {
        var parsed: [String: Decimal] = [:]
        for pair in pairs {
            let code = pair.key
            guard isISOCurrency(code) else {
                throw SnapshotError(
                    "`\(code)` is not an ISO 4217 currency code; `cashdash rates list` shows them all",
                    offset: pair.keyOffset)
            }
            guard case .number(let text) = pair.value, SnapshotParser.isJSONNumber(text) else {
                let written =
                    if case .number(let text) = pair.value { "`\(text)`" } else {
                        "text or another kind of value"
                    }
                throw SnapshotError(
                    "the rate for `\(code)` should be a number written like 1.0842, not \(written)",
                    offset: pair.valueOffset)
            }
            guard let number = DecimalText.parse(text), !number.isNaN, number >= Self.smallestRate,
                number <= Self.largestRate
            else {
                throw SnapshotError(
                    "the rate for `\(code)` should be a positive number from 0.000000000001 up to "
                        + "1,000,000,000,000", offset: pair.valueOffset)
            }
            guard parsed.updateValue(number, forKey: code) == nil else {
                throw SnapshotError(
                    "the rate for `\(code)` appears twice; a snapshot gives each rate once",
                    offset: pair.keyOffset)
            }
        }
        return parsed
    }
}

/// A problem with a snapshot or a rates file, as a sentence for the user.
public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    public var description: String
    /// Where in the file the problem is, as a byte offset, when it is one place in a snapshot file.
    public var offset: Int?

    public init(_ description: String, offset: Int? = nil) {
        self.description = description
        self.offset = offset
    }
}
