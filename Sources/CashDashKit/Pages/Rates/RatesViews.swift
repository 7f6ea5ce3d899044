import Mustache

/// A date that links to its day's page.
struct DatedLink: MustacheParent, Sendable {
    var date: String
    var href: String?
    /// The day in its short form, for a table's heading: `{{#short}}…{date}…{{/short}}` reads it as `date`.
    var short: String? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "href": href
        case "short": short.map { DatedLink(date: $0, href: href) }
        default: nil
        }
    }
}

/// The daily report: today's rates, alerts for big moves, the watchlist, charts and the converter.
struct RatesIndexView: MustacheParent, Sendable {
    struct Report: MustacheParent, Sendable {
        var date: String
        var base: String
        var baseName: String
        var provider: String
        /// The table's rows, made by Cash Dash (text escaped).
        var rowsHTML: String
        /// The day before, if there is one: in words for prose, short for the table's header.
        var previous: String?
        var previousShort: String? = nil
        var dayHref: String
        /// Said when the newest rates are older than `rates: stale_after_days`.
        var stale: String? = nil

        func child(named name: String) -> Any? {
            switch name {
            case "stale": stale
            case "date": date
            case "base": base
            case "baseName": baseName
            case "provider": provider
            case "rowsHTML": rowsHTML
            case "previous": previous
            case "previousShort": previousShort
            case "dayHref": dayHref
            default: nil
            }
        }
    }

    /// The currencies that moved more than the alert threshold since the day before.
    struct Alerts: MustacheParent, Sendable {
        var items: [RatesPages.RateRow]
        var threshold: String

        func child(named name: String) -> Any? {
            switch name {
            case "items": items
            case "threshold": threshold
            default: nil
            }
        }
    }

    /// A pair of the watchlist: what round amounts of one currency are worth in the other.
    struct Pair: MustacheParent, Sendable {
        struct Row: MustacheParent, Sendable {
            var amount: String
            var result: String

            func child(named name: String) -> Any? {
                switch name {
                case "amount": amount
                case "result": result
                default: nil
                }
            }
        }

        var from: String
        var to: String
        var rate: String
        var rows: [Row]

        func child(named name: String) -> Any? {
            switch name {
            case "from": from
            case "to": to
            case "rate": rate
            case "rows": rows
            default: nil
            }
        }
    }

    /// The charts of one period, under a heading with its title (`30 days`).
    struct ChartGroup: MustacheParent, Sendable {
        var title: String
        var html: String
        /// Says how many working days of the period have no rates, when any have none.
        var gaps: String? = nil

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "html": html
            case "gaps": gaps
            default: nil
            }
        }
    }

    var report: Report
    var alerts: Alerts?
    var watchlist: Items<Pair>?
    var charts: [ChartGroup]
    var converter: ConverterView

    func child(named name: String) -> Any? {
        switch name {
        case "report": report
        case "alerts": alerts
        case "watchlist": watchlist
        case "charts": charts
        case "converter": converter
        default: nil
        }
    }
}

/// A day's page of the archive.
struct RatesDayView: MustacheParent, Sendable {
    struct Day: MustacheParent, Sendable {
        var date: String
        var base: String
        var provider: String
        var rowsHTML: String
        var previous: DatedLink?
        var next: DatedLink?

        func child(named name: String) -> Any? {
            switch name {
            case "date": date
            case "base": base
            case "provider": provider
            case "rowsHTML": rowsHTML
            case "previous": previous
            case "next": next
            default: nil
            }
        }
    }

    var day: Day

    func child(named name: String) -> Any? {
        name == "day" ? day : nil
    }
}

/// A currency's page: its latest rate, high and low, chart and the last 30 days.
struct CurrencyView: MustacheParent, Sendable {
    struct Rate: MustacheParent, Sendable {
        var date: String
        var rate: String
        /// A working day the site has no rates for: no day page to link to.
        var isMissing = false
        /// The day's page; nil when it has none.
        var href: String? = nil

        func child(named name: String) -> Any? {
            switch name {
            case "date": date
            case "rate": rate
            case "href": href
            case "missing": isMissing
            default: nil
            }
        }
    }

    var code: String
    var name: String
    var base: String
    var latest: String
    var latestDate: String
    var high: String
    var low: String
    /// The first day with a rate.
    var first: String
    var days: Int
    var chart: String
    var recent: [Rate]

    func child(named name: String) -> Any? {
        switch name {
        case "code": code
        case "name": self.name
        case "base": base
        case "latest": latest
        case "latestDate": latestDate
        case "high": high
        case "low": low
        case "first": first
        case "days": days
        case "chart": chart
        case "recent": recent
        default: nil
        }
    }
}

/// A currency's page.
struct CurrencyPageView: MustacheParent, Sendable {
    var currency: CurrencyView

    func child(named name: String) -> Any? {
        name == "currency" ? currency : nil
    }
}

/// Every currency of the rates, with its name and latest rate.
struct CurrenciesView: MustacheParent, Sendable {
    struct Currency: MustacheParent, Sendable {
        var code: String
        var name: String
        var rate: String?
        var href: String

        func child(named name: String) -> Any? {
            switch name {
            case "code": code
            case "name": self.name
            case "rate": rate
            case "href": href
            default: nil
            }
        }
    }

    var currencies: [Currency]
    var base: String

    func child(named name: String) -> Any? {
        switch name {
        case "currencies": currencies
        case "base": base
        default: nil
        }
    }
}

/// The archive: a link per year, and on a year's page its days month by month.
struct RatesArchiveView: MustacheParent, Sendable {
    struct Year: MustacheParent, Sendable {
        var year: String
        var href: String
        var current: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "year": year
            case "href": href
            case "current": current
            default: nil
            }
        }
    }

    struct Month: MustacheParent, Sendable {
        var name: String
        var days: [DatedLink]

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "days": days
            default: nil
            }
        }
    }

    struct YearDays: MustacheParent, Sendable {
        var year: String
        var months: [Month]

        func child(named name: String) -> Any? {
            switch name {
            case "year": year
            case "months": months
            default: nil
            }
        }
    }

    var years: [Year]
    /// The year the page shows; nil on the archive's own page.
    var year: YearDays?

    func child(named name: String) -> Any? {
        switch name {
        case "years": years
        case "year": year
        default: nil
        }
    }
}
