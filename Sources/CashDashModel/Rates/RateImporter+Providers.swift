import Foundation

/// The answers of the keyless providers that carry a date of their own: Frankfurter (its first API and its second)
/// and currency-api. Each gives its rates as numbers, read exactly; codes ISO 4217 does not have (currency-api's
/// crypto tokens, such as `1inch`) are left out, and said.
extension RateImporter {
    /// Frankfurter's first API: `{"amount":1.0,"base":"EUR","date":"2026-04-13","rates":{"USD":1.1684}}`, or a
    /// series from `/2026-04-01..`, whose `rates` holds each day's (`{"2026-04-13":{"USD":1.1684}}`).
    struct FrankfurterAnswer: Decodable {
        var amount: Decimal?
        var base: String
        var date: String?
        var rates: Rates

        enum Rates: Decodable {
            case day([String: Decimal])
            case series([String: [String: Decimal]])

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let day = try? container.decode([String: Decimal].self) {
                    self = .day(day)
                } else {
                    self = .series(try container.decode([String: [String: Decimal]].self))
                }
            }
        }
    }

    /// One row of Frankfurter's second API (`/v2/rates`): a pair on a day.
    struct FrankfurterRow: Decodable {
        var date: String
        var base: String
        var quote: String
        var rate: Decimal
    }

    /// currency-api: `{"date":"2026-04-13","eur":{"usd":1.1684,"1inch":4.2}}`, codes in lower case.
    struct CurrencyAPIAnswer: Decodable {
        var date: String
        var base: String
        var rates: [String: Decimal]

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            date = try container.decode(String.self, forKey: Key(stringValue: "date"))
            let others = container.allKeys.filter { $0.stringValue != "date" }
            guard others.count == 1, let key = others.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "one base"))
            }
            base = key.stringValue
            rates = try container.decode([String: Decimal].self, forKey: key)
        }
    }

    /// Frankfurter's (first API) or currency-api's answer, told apart by their keys; nil for neither.
    static func datedJSON(_ data: Data) throws -> RatesFile? {
        let decoder = JSONDecoder()
        if let answer = try? decoder.decode(FrankfurterAnswer.self, from: data) {
            if let amount = answer.amount, amount != 1 {
                throw SnapshotError(
                    "this Frankfurter answer is for an amount of \(amount), not 1; ask without `amount=`")
            }
            switch answer.rates {
            case .day(let rates):
                guard let date = answer.date else { return nil }
                return try file([(date, answer.base, rates)], provider: "frankfurter")
            case .series(let days):
                return try file(days.map { ($0.key, answer.base, $0.value) }, provider: "frankfurter")
            }
        }
        if let answer = try? decoder.decode(CurrencyAPIAnswer.self, from: data) {
            return try file([(answer.date, answer.base, answer.rates)], provider: "currency-api")
        }
        return nil
    }

    /// Frankfurter's second API: a flat array of pairs, one day or many.
    public static func frankfurterRows(_ data: Data) throws -> RatesFile {
        let rows: [FrankfurterRow]
        do {
            rows = try JSONDecoder().decode([FrankfurterRow].self, from: data)
        } catch {
            throw SnapshotError(
                "this JSON list cannot be read as Frankfurter's rates (`date`, `base`, `quote`, `rate` in each item); "
                    + "the download may be cut short")
        }
        var days: [String: (base: String, rates: [String: Decimal])] = [:]
        for row in rows {
            if let base = days[row.date]?.base, base != row.base {
                throw SnapshotError("the day \(row.date) has rates against both \(base) and \(row.base)")
            }
            days[row.date, default: (row.base, [:])].rates[row.quote] = row.rate
        }
        return try file(days.map { ($0.key, $0.value.base, $0.value.rates) }, provider: "frankfurter-v2")
    }

    /// Snapshots of `days` (date, base, rates as the answer writes them), checked, oldest first.
    private static func file(
        _ days: [(date: String, base: String, rates: [String: Decimal])], provider: String
    ) throws -> RatesFile {
        guard !days.isEmpty else { throw SnapshotError("the answer holds no rates") }
        var snapshots: [Snapshot] = [], leftOut: Set<String> = []
        for day in days {
            let base = day.base.uppercased()
            let date = day.date
            guard strictISODay(date) != nil else {
                throw SnapshotError("`\(date)` is not a date of the form YYYY-MM-DD")
            }
            guard isISOCurrency(base) else { throw SnapshotError("the base `\(day.base)` is not a currency code") }
            var rates: [String: Decimal] = [:]
            for (written, rate) in day.rates {
                let code = written.uppercased()
                guard isISOCurrency(code) else {
                    leftOut.insert(written)
                    continue
                }
                guard rate > 0 else { throw SnapshotError(notARate(code, "\(rate)", isNumber: true)) }
                if code != base { rates[code] = rate }
            }
            guard !rates.isEmpty else { throw SnapshotError("the day \(date) has no rates of known currencies") }
            snapshots.append(Snapshot(date: date, base: base, provider: provider, rates: rates))
        }
        return RatesFile(snapshots: try byDay(snapshots), leftOut: leftOut.sorted())
    }
}
