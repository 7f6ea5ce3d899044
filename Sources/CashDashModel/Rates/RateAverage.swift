import Foundation

/// A currency's average rate over a month or a year, as tax forms ask for it: the sum of the rates of the days that
/// quote it in the period, divided by how many days that is, rounded half up to ``decimals`` places. A yearly
/// average is that of the year's days, not of its months' averages.
public struct RateAverage: Sendable, Equatable {
    /// `2026-01` for a month, `2026` for a year.
    public var period: String
    public var average: Decimal
    /// How many days of the period quote the currency.
    public var days: Int

    /// The places an average is rounded to: more than any provider publishes a rate with, so none is cut short.
    public static let decimals = 6

    public init(period: String, average: Decimal, days: Int) {
        (self.period, self.average, self.days) = (period, average, days)
    }

    /// The averages of each month and each year of `points` (days in order, oldest first), oldest first.
    public static func averages(
        of points: some Sequence<(day: Day, rate: Decimal)>
    ) -> (months: [RateAverage], years: [RateAverage]) {
        var months: [RateAverage] = [], years: [RateAverage] = []
        var month = Sum(), year = Sum()
        for point in points {
            let (yearNumber, monthNumber, _) = point.day.components
            if let open = month.key, open != yearNumber * 100 + monthNumber {
                months.append(month.average(period: period(open / 100, open % 100)))
                month = Sum()
            }
            if let open = year.key, open != yearNumber {
                years.append(year.average(period: String(open)))
                year = Sum()
            }
            month.add(point.rate, key: yearNumber * 100 + monthNumber)
            year.add(point.rate, key: yearNumber)
        }
        if let open = month.key { months.append(month.average(period: period(open / 100, open % 100))) }
        if let open = year.key { years.append(year.average(period: String(open))) }
        return (months, years)
    }

    /// `2026-01`.
    private static func period(_ year: Int, _ month: Int) -> String {
        "\(year)-" + (month < 10 ? "0" : "") + String(month)
    }

    /// The rates of one open period, summed.
    private struct Sum {
        var key: Int?
        var total: Decimal = 0
        var count = 0

        mutating func add(_ rate: Decimal, key: Int) {
            self.key = key
            total += rate
            count += 1
        }

        func average(period: String) -> RateAverage {
            var exact = total / Decimal(count), rounded = Decimal()
            NSDecimalRound(&rounded, &exact, RateAverage.decimals, .plain)
            return RateAverage(period: period, average: rounded, days: count)
        }
    }
}
