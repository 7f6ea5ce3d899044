import CashDashModel
import Foundation

/// The rates as open data, beside the pages, at addresses that stay the same (``Route/ratesData(date:format:)``,
/// ``Route/ratesHistory(code:)``, ``Route/ratesAverages(code:)``): each day's rates as JSON and CSV, each currency's
/// whole history and its monthly and yearly averages as CSV. Every rate is against the site's base, written with a
/// full stop and no grouping, as many digits as the provider gave (a rate worked out through another base is cut at
/// ten decimals).
extension RatesPages {
    /// The file of `kind`, one of the data kinds.
    func data(_ kind: Kind, _ rates: RatesPresenter) -> String {
        switch kind {
        case .dayData(let index, let format):
            guard let day = index.map({ rates.days[$0] }) ?? rates.latest else { return "" }
            return format == .json ? Self.json(day) : Self.csv(day)
        case .history(let code): return Self.history(code, rates)
        case .averages(let code): return Self.averages(code, rates)
        default: preconditionFailure("only the data kinds are files of data")
        }
    }

    /// `{"date": …, "base": …, "provider": …, "rates": {"AUD": 1.7301, …}}`, a line a rate, codes in order.
    static func json(_ day: Snapshot) -> String {
        var text = "{\n  \"date\": \"\(day.date)\",\n  \"base\": \"\(day.base)\",\n"
        text += "  \"provider\": \(jsonString(day.provider)),\n  \"rates\": {"
        text += day.rates.keys.sorted().map { "\n    \"\($0)\": \(number(day.rates[$0]!))" }.joined(separator: ",")
        return text + "\n  }\n}\n"
    }

    /// `date,base,currency,rate`, a row a currency in the order of their codes.
    static func csv(_ day: Snapshot) -> String {
        var text = "date,base,currency,rate\n"
        for code in day.rates.keys.sorted() {
            text += "\(day.date),\(day.base),\(code),\(number(day.rates[code]!))\n"
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
