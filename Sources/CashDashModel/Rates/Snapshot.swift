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
        let members: [(String, SnapshotParser.Value)]
        do {
            members = try parser.parseObject()
        } catch {
            throw SnapshotError("this is not a rate snapshot (it is not valid JSON near byte \(error.offset)); snapshots are "
                + "written by `cashdash rates fetch` or `cashdash rates import`")
        }
        var fields: [String: String] = [:]
        var rates: [String: Decimal]?
        var keys = Set<String>()
        for (key, _) in members where !keys.insert(key).inserted {
            throw SnapshotError("`\(key)` appears twice; a snapshot names each field once")
        }
        for (key, value) in members {
            switch (key, value) {
            case ("rates", .object(let pairs)):
                var parsed: [String: Decimal] = [:]
                for (code, rate) in pairs {
                    guard case .number(let text) = rate, let number = DecimalText.parse(text), number > 0,
                        number <= Self.largestRate, isCurrencyCode(code)
                    else {
                        throw SnapshotError(
                            "the rate for `\(code)` should be a positive number up to 1,000,000,000,000 under a three-letter code")
                    }
                    guard parsed.updateValue(number, forKey: code) == nil else {
                        throw SnapshotError("the rate for `\(code)` appears twice; a snapshot gives each rate once")
                    }
                }
                rates = parsed
            case (_, .string(let text)):
                fields[key] = text
            default:
                throw SnapshotError("this is not a rate snapshot (`\(key)` has the wrong type)")
            }
        }
        for key in ["base", "date", "provider"] where fields[key] == nil {
            throw SnapshotError("this is not a rate snapshot (`\(key)` is missing)")
        }
        guard let rates else { throw SnapshotError("this is not a rate snapshot (`rates` is missing)") }
        let date = fields["date"]!, base = fields["base"]!
        guard strictISODay(date) != nil else { throw SnapshotError("`date` should be YYYY-MM-DD, not \(date)") }
        if let fetchedAt = fields["fetched_at"], !isTimestamp(fetchedAt) {
            throw SnapshotError("`fetched_at` should be a time like 2026-04-13T17:06:40Z")
        }
        guard isCurrencyCode(base) else { throw SnapshotError("`base` should be a currency code such as EUR") }
        self.init(date: date, base: base, provider: fields["provider"]!, fetchedAt: fields["fetched_at"], rates: rates)
    }
}

/// A problem with a snapshot or a rates file, as a sentence for the user.
public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

