import Foundation

/// A currency's average rate over a month or a year, as tax forms ask for it: the sum of the rates of the days that
/// quote it in the period, divided by how many days that is, rounded half up to ``decimals`` places. A yearly
/// average is that of the year's days, not of its months' averages.
///
/// Worked out from the ``YearSummary`` of each year, which keeps each month's sum and count of days: a new day adds to
/// its own year's summary only, so 27 years of averages cost as little as one year's.
public struct RateAverage: Sendable, Equatable {
    public var year: Int
    /// The month, 1 to 12, of a month's average; nil for a year's.
    public var month: Int?
    public var average: Decimal
    /// How many days of the period quote the currency.
    public var days: Int

    /// The places an average is rounded to: more than any provider publishes a rate with, so none is cut short.
    public static let decimals = 6

    public init(year: Int, month: Int? = nil, average: Decimal, days: Int) {
        (self.year, self.month, self.average, self.days) = (year, month, average, days)
    }

    /// `2026-01` for a month, `2026` for a year, as the data file writes it.
    public var period: String {
        guard let month else { return String(year) }
        return "\(year)-" + (month < 10 ? "0" : "") + String(month)
    }

    /// The averages of `code` in each month and each year of `summaries` (by year), oldest first.
    public static func averages(
        of code: String, in summaries: [Int: YearSummary]
    ) -> (months: [RateAverage], years: [RateAverage]) {
        var months: [RateAverage] = [], years: [RateAverage] = []
        for year in summaries.keys.sorted() {
            guard let periods = summaries[year]?.currencies[code], !periods.isEmpty else { continue }
            var total: Decimal = 0
            var days = 0
            for period in periods {
                months.append(average(period.sum, period.days, year: year, month: period.month))
                total += period.sum
                days += period.days
            }
            years.append(average(total, days, year: year, month: nil))
        }
        return (months, years)
    }

    /// `total` ÷ `days`, rounded half up to ``decimals`` places.
    static func average(_ total: Decimal, _ days: Int, year: Int, month: Int?) -> RateAverage {
        RateAverage(
            year: year, month: month, average: integerAverage(total, days) ?? decimalAverage(total, days), days: days)
    }

    /// `total` ÷ `days` by `Decimal`'s division, then rounded: the reference ``integerAverage(_:_:)`` is tested
    /// against, and the way for a total too long for 64 bits.
    static func decimalAverage(_ total: Decimal, _ days: Int) -> Decimal {
        var exact = total / Decimal(days), rounded = Decimal()
        NSDecimalRound(&rounded, &exact, decimals, .plain)
        return rounded
    }

    /// `total` ÷ `days` in integers, rounded half away from zero as `NSDecimalRound`'s `.plain`, when the total's
    /// significand fits 64 bits (a rate's month and year always do); nil otherwise. `Decimal`'s division and rounding
    /// were 6% of the CPU of a daily step at 27 years (perf, release).
    static func integerAverage(_ total: Decimal, _ days: Int) -> Decimal? {
        guard days > 0, total.exponent <= 13, let significand = DecimalText.smallSignificand(total) else { return nil }
        let scale = -Int(total.exponent)
        // The quotient in millionths: the significand over days × 10^(scale − 6), or times 10^(6 − scale) over days.
        var numerator = (high: UInt64(0), low: significand), divisor = UInt64(days)
        if scale <= decimals {
            numerator = significand.multipliedFullWidth(
                by: (0..<(decimals - scale)).reduce(UInt64(1)) { power, _ in power * 10 })
        } else {
            for _ in decimals..<scale {
                let (product, overflow) = divisor.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                divisor = product
            }
        }
        guard numerator.high < divisor else { return nil }
        var (quotient, remainder) = divisor.dividingFullWidth(numerator)
        if remainder >= divisor - remainder {
            let (rounded, overflow) = quotient.addingReportingOverflow(1)
            if overflow { return nil }
            quotient = rounded
        }
        var exponent = -decimals
        while exponent < 0, quotient > 0, quotient % 10 == 0 {
            quotient /= 10
            exponent += 1
        }
        return Decimal(
            sign: quotient == 0 ? .plus : total.sign, exponent: quotient == 0 ? 0 : exponent,
            significand: Decimal(quotient))
    }
}
