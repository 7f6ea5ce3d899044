/// The days a rates provider publishes on, so that a day it published and the site lacks can be told from a
/// weekend or a holiday, on which there is nothing to lack.
///
/// A rule, not a list: the same snapshots always give the same answer, whatever the day of the build.
public enum PublishingCalendar: Sendable, Equatable {
    /// The ECB's TARGET working days: Monday to Friday except 1 January, Good Friday, Easter Monday, 1 May, 25 and
    /// 26 December (the calendar since 2000; in 1999 only 1 January, 25 and 31 December were closed).
    case target
    /// Every day of the week (open.er-api, exchangerate-api, currency-api).
    case everyDay
    /// A provider Cash Dash does not know: no day is expected, so no day is ever called missing.
    case unknown

    /// The calendar of the provider a snapshot names: the ECB's and the `sample` rates' are TARGET's.
    public init(provider: String) {
        self = provider == "sample" ? .target : RateProvider(rawValue: provider)?.calendar ?? .unknown
    }

    /// Whether the provider publishes rates on `day`.
    public func publishes(on day: Day) -> Bool {
        switch self {
        case .everyDay: return true
        case .unknown: return false
        case .target:
            guard day.weekday <= 5 else { return false }
            let (year, month, date) = day.components
            if year == 1999 { return !((month == 1 && date == 1) || (month == 12 && (date == 25 || date == 31))) }
            if (month, date) == (1, 1) || (month, date) == (5, 1) || (month, date) == (12, 25)
                || (month, date) == (12, 26)
            {
                return false
            }
            let easter = Self.easterSunday(year)
            return day != easter.adding(days: -2) && day != easter.adding(days: 1)
        }
    }

    /// Easter Sunday of `year` in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher).
    public static func easterSunday(_ year: Int) -> Day {
        let a = year % 19, b = year / 100, c = year % 100
        let d = b / 4, e = b % 4, f = (b + 8) / 25, g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return Day(year: year, month: month, day: day)
    }
}

/// Where each provider's publishing days are known, beside the calendars (Config, where providers are named, does
/// not look into Rates).
extension RateProvider {
    /// The days it publishes on: the ECB's working days for the ECB and Frankfurter's first API (which serves the
    /// ECB's rates), every day for those that update daily, and none known for Frankfurter's blend of sources.
    public var calendar: PublishingCalendar {
        switch self {
        case .ecb, .frankfurter: .target
        case .exchangeRateAPI, .openERAPI, .currencyAPI: .everyDay
        case .frankfurterV2: .unknown
        }
    }
}
