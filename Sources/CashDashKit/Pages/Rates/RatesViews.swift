import Mustache

/// A date that links to its day's page.
struct DatedLink: TemplateView, Sendable {
    var date: String
    var href: String?
    /// The day in its short form, for a table's heading.
    var shortDate: String? = nil

    /// The link with the day in its short form: `{{#short}}…{date}…{{/short}}` reads it as `date`.
    var short: DatedLink? { shortDate.map { DatedLink(date: $0, href: href) } }
}

/// The daily report: today's rates, alerts for big moves, the watchlist, charts and the converter.
struct RatesIndexView: TemplateView, Sendable {
    struct Report: TemplateView, Sendable {
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
        /// The day of the rates (`YYYY-MM-DD`) and the days after which they are old: the page's script says so by
        /// the reader's clock when the page is read later than it was built, so a page a stopped schedule left
        /// behind does not look current.
        var isoDate: String? = nil
        var staleAfterDays: Int = 4
    }

    /// The currencies that moved more than the alert threshold since the day before.
    struct Alerts: TemplateView, Sendable {
        var items: [RatesPages.RateRow]
        var threshold: String
        /// The short date of the rates they are measured from, when that is not the business day before (a month
        /// of snapshots missed): the moves are then not today's.
        var since: String?
    }

    /// A pair of the watchlist: what round amounts of one currency are worth in the other.
    struct Pair: TemplateView, Sendable {
        struct Row: TemplateView, Sendable {
            var amount: String
            var result: String
        }

        var from: String
        var to: String
        var rate: String
        var rows: [Row]
    }

    /// The charts of one period, under a heading with its title (`30 days`).
    struct ChartGroup: TemplateView, Sendable {
        var title: String
        var html: String
        /// Says how many working days of the period have no rates, when any have none.
        var gaps: String? = nil
    }

    var report: Report
    var alerts: Alerts?
    var watchlist: Items<Pair>?
    var charts: [ChartGroup]
    var converter: ConverterView
}

/// A day's page of the archive.
struct RatesDayView: TemplateView, Sendable {
    struct Day: TemplateView, Sendable {
        var date: String
        var base: String
        var provider: String
        var rowsHTML: String
        var previous: DatedLink?
        var next: DatedLink?
    }

    var day: Day
}

/// A currency's page: its latest rate, high and low, chart and the last 30 days.
struct CurrencyView: TemplateView, Sendable {
    struct Rate: TemplateView, Sendable {
        var date: String
        var rate: String
        /// A working day the site has no rates for: no day page to link to.
        var missing = false
        /// The day's page; nil when it has none.
        var href: String? = nil
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
    /// How many days have a rate, as the locale writes the number (`6,900`).
    var days: String
    /// Whether there is more than one day of rates, so a highest and a lowest to tell.
    var hasHistory: Bool
    var chart: String
    var recent: [Rate]
    /// The average rate of each of the last 12 months, then of each year, newest first.
    var averages: [Average] = []
    var hasAverages: Bool { !averages.isEmpty }
    /// The currency's rates as open data: every day's, and the averages.
    var historyHref = ""
    var averagesHref = ""

    /// One month's or year's average, written for the page.
    struct Average: TemplateView, Sendable {
        var period: String
        var average: String
        var days: String
    }
}

/// A currency's page.
struct CurrencyPageView: TemplateView, Sendable {
    var currency: CurrencyView
}

/// Every currency of the rates, with its name and latest rate.
struct CurrenciesView: TemplateView, Sendable {
    struct Currency: TemplateView, Sendable {
        var code: String
        var name: String
        var rate: String?
        var href: String
    }

    var currencies: [Currency]
    var base: String
}

/// The archive: a link per year, and on a year's page its days month by month.
struct RatesArchiveView: TemplateView, Sendable {
    struct Year: TemplateView, Sendable {
        var year: String
        var href: String
        var current: Bool
    }

    struct Month: TemplateView, Sendable {
        var name: String
        var days: [DatedLink]
    }

    struct YearDays: TemplateView, Sendable {
        var year: String
        var months: [Month]
        /// The year's days as open data.
        var csvHref: String
        var jsonHref: String
    }

    var years: [Year]
    /// The year the page shows; nil on the archive's own page.
    var year: YearDays?
}
