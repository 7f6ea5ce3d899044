import CashDashModel
import Foundation

/// The rates as open data, beside the pages, at addresses that stay the same (``Route/ratesData(year:format:)``,
/// ``Route/ratesHistory(code:)``, ``Route/ratesAverages(code:)``): the newest day's rates and every day's of each
/// year as JSON and CSV, each currency's whole history and its monthly and yearly averages as CSV. Every rate is
/// against the site's base, written with a full stop and no grouping, as many digits as the provider gave (a rate
/// worked out through another base is cut at ten decimals).
///
/// A year's days are one file, not a file a day: 27 years of days would be 14,000 more files for every build to
/// look after, which a daily build of such a history could not afford (issue 49's ceiling).
extension RatesPages {
    /// The file of `kind`, one of the data kinds.
    func data(_ kind: Kind, _ rates: RatesPresenter) -> String {
        switch kind {
        case .latestData(let format):
            guard let day = rates.latest else { return "" }
            return format == .json ? Self.json(day) + "\n" : Self.csv([day])
        case .yearData(let year, let format):
            let days = Self.days(of: year, rates)
            return format == .json ? Self.json(year: year, days, base: rates.settings.base) : Self.csv(days)
        case .history(let code): return Self.history(code, rates)
        case .averages(let code): return Self.averages(code, rates)
        default: preconditionFailure("only the data kinds are files of data")
        }
    }

    /// The days of `year` (`2026`), oldest first.
    static func days(of year: String, _ rates: RatesPresenter) -> ArraySlice<Snapshot> {
        guard let number = Int(year) else { return [] }
        let first = rates.dates.partitioningIndex { $0.year >= number }
        let end = rates.dates.partitioningIndex { $0.year > number }
        return rates.days[first..<end]
    }

    /// `{"date": …, "base": …, "provider": …, "rates": {"AUD": 1.7301, …}}`, a line a rate, codes in order; each
    /// line after `indent`.
    static func json(_ day: Snapshot, indent: String = "") -> String {
        var text = "{\n\(indent)  \"date\": \"\(day.date)\",\n\(indent)  \"base\": \"\(day.base)\",\n"
        text += "\(indent)  \"provider\": \(jsonString(day.provider)),\n\(indent)  \"rates\": {"
        text += day.rates.keys.sorted().map { "\n\(indent)    \"\($0)\": \(number(day.rates[$0]!))" }.joined(
            separator: ",")
        return text + "\n\(indent)  }\n\(indent)}"
    }

    /// `{"year": 2026, "base": …, "days": [ … ]}`: each day as the newest day's file has it, oldest first.
    static func json(year: String, _ days: ArraySlice<Snapshot>, base: String) -> String {
        "{\n  \"year\": \(year),\n  \"base\": \"\(base)\",\n  \"days\": ["
            + days.map { "\n    " + json($0, indent: "    ") }.joined(separator: ",") + "\n  ]\n}\n"
    }

    /// `date,base,currency,rate`, a row a currency of each day, in the order of the days and of their codes.
    static func csv(_ days: some Collection<Snapshot>) -> String {
        var text = "date,base,currency,rate\n"
        for day in days {
            for code in day.rates.keys.sorted() {
                text += "\(day.date),\(day.base),\(code),\(number(day.rates[code]!))\n"
            }
        }
        return text
    }

    /// `date,base,currency,rate`, a row for each day that quotes `code`, oldest first.
    static func history(_ code: String, _ rates: RatesPresenter) -> String {
        let column = rates.columns[code] ?? RatesPresenter.Column()
        let middle = Array(",\(rates.settings.base),\(code),".utf8)
        // As bytes, each rate by DecimalText: 41 currencies of 27 years are 290,000 lines a build.
        var bytes = Array("date,base,currency,rate\n".utf8)
        bytes.reserveCapacity(column.days.count * 32)
        for (index, rate) in zip(column.days, column.rates) {
            bytes.append(contentsOf: rates.days[index].date.utf8)
            bytes.append(contentsOf: middle)
            appendNumber(rate, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `period,base,currency,average,days`: each month's average (`2026-01`), then each year's (`2026`), oldest
    /// first.
    static func averages(_ code: String, _ rates: RatesPresenter) -> String {
        let (months, years) = rates.averages[code] ?? ([], [])
        let base = rates.settings.base
        var text = "period,base,currency,average,days\n"
        for average in months + years {
            text += "\(average.period),\(base),\(code),\(number(average.average)),\(average.days)\n"
        }
        return text
    }

    /// A rate as data: `1.1707`; a rate worked out through another base is cut at ten decimals.
    static func number(_ rate: Decimal) -> String {
        var bytes: [UInt8] = []
        appendNumber(rate, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `rate` as ``number(_:)`` writes it.
    static func appendNumber(_ rate: Decimal, to bytes: inout [UInt8]) {
        guard rate.exponent < -10 else { return DecimalText.append(rate, to: &bytes) }
        var exact = rate, rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 10, .plain)
        DecimalText.append(rounded, to: &bytes)
    }
}
