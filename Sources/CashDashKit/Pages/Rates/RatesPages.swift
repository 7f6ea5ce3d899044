import CashDashModel
import Charts
import Foundation
import Mustache

/// The rates pages: the daily report, one page per day, per currency, the currency list, the archive and the feed;
/// and the same rates as open data (``RatesPages/data(_:_:)``).
struct RatesPages: PageSet {
    enum Kind: Sendable {
        case index
        case day(Int)
        case currency(String)
        case currencies
        case archive
        case year(String)
        case feed
        /// The newest day's rates as JSON or CSV.
        case latestData(Route.DataFormat)
        /// Every day's rates of a year as JSON or CSV.
        case yearData(String, Route.DataFormat)
        case history(String)
        case averages(String)
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .index: .ratesIndex
        case .day: .ratesDay
        case .currency: .ratesCurrency
        case .currencies: .ratesCurrencies
        case .archive, .year: .ratesArchive
        case .feed, .latestData, .yearData, .history, .averages: nil
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        guard let rates = site.rates else { return [] }
        var pages: [(route: Route, kind: Kind)] = [
            (.rates, .index), (.ratesCurrencies, .currencies), (.ratesArchive, .archive), (.ratesFeed, .feed),
        ]
        for year in Set(rates.dates.map(\.year)).sorted().map(String.init) {
            pages.append((.ratesYear(year), .year(year)))
            for format in Route.DataFormat.allCases {
                pages.append((.ratesData(year: year, format: format), .yearData(year, format)))
            }
        }
        for format in Route.DataFormat.allCases where !rates.days.isEmpty {
            pages.append((.ratesData(year: nil, format: format), .latestData(format)))
        }
        for code in rates.codes {
            pages.append((.ratesCurrency(code: code), .currency(code)))
            pages.append((.ratesHistory(code: code), .history(code)))
            pages.append((.ratesAverages(code: code), .averages(code)))
        }
        for (index, day) in rates.days.enumerated() {
            pages.append((.ratesDay(date: day.date), .day(index)))
        }
        return pages
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        guard let rates = site.rates else {
            preconditionFailure("rates pages are planned only when the site has rates")
        }
        return [try html(kind, at: page, rates: rates)]
    }

    private func html(_ kind: Kind, at page: Route, rates: RatesPresenter) throws(TemplateError) -> String {
        switch kind {
        case .index:
            let base = rates.settings.base
            let layout = layout(
                page, title: word("rates.title"), description: word("pages.rates", ["base": base]),
                section: "rates")
            return try site.templates.render(
                .ratesIndex, PageContext(layout: layout, content: ratesIndexView(page, rates)))
        case .day(let index):
            let date = rates.days[index].date
            let words = Day(iso: date).map(rates.dayFormat.words) ?? date
            let layout = layout(
                page, title: word("rates.rates_of", ["date": words]),
                description: word("pages.rates_day", ["base": rates.settings.base, "date": words]),
                section: "rates")
            return try site.templates.render(
                .ratesDay, PageContext(layout: layout, content: dayView(page, rates, index)))
        case .currency(let code):
            let name = rates.name(code)
            let layout = layout(
                page, title: "\(name.firstUppercased) (\(code))",
                description: word("pages.currency", ["name": name, "base": rates.settings.base]),
                section: "rates")
            return try site.templates.render(
                .ratesCurrency, PageContext(layout: layout, content: currencyView(page, rates, code)))
        case .currencies:
            let layout = layout(
                page, title: word("rates.currencies"), description: word("pages.currencies"), section: "rates")
            return try site.templates.render(
                .ratesCurrencies, PageContext(layout: layout, content: currenciesView(page, rates)))
        case .archive, .year:
            var year: String?
            if case .year(let shown) = kind { year = shown }
            let layout = layout(
                page, title: year.map { word("pages.rates_year", ["year": $0]) } ?? word("pages.archive"),
                description: word("pages.archive_description"),
                section: "rates")
            return try site.templates.render(
                .ratesArchive, PageContext(layout: layout, content: archiveView(page, rates, year: year)))
        case .feed: return feed(rates)
        case .latestData, .yearData, .history, .averages: return data(kind, rates)
        }
    }

    /// One row of a rates table.
    struct RateRow: TemplateView, Sendable {
        var code: String
        var name: String
        var href: String
        var rate: String
        var change: String?
        var direction: String?
        var isAlert = false
    }

    /// The decimals `alert_percent` is written with, at least one and at most four: the threshold a page names is
    /// the one it applies (`0.75`, not `0.8`).
    static func decimals(of percent: Decimal) -> Int {
        var decimals = 1
        while decimals < 4, Currency.round(percent, to: decimals) != percent { decimals += 1 }
        return decimals
    }

    /// One table row per currency of `day`, with the change since the day before.
    private func rows(_ rates: RatesPresenter, _ index: Int, on page: Route, codes: [String]? = nil) -> [RateRow] {
        let day = rates.days[index]
        let previous = index > 0 ? rates.days[index - 1] : nil
        let alertPercent = NSDecimalNumber(decimal: rates.settings.alertPercent).doubleValue
        return (codes ?? day.rates.keys.sorted()).compactMap { code -> RateRow? in
            guard let rate = day.rate(code) else { return nil }
            var row = RateRow(
                code: code, name: rates.name(code),
                href: Route.ratesCurrency(code: code).hrefThroughRoot(from: page), rate: rates.display(rate, code))
            if let before = previous?.rate(code) {
                // A percentage to read, so Double is enough; money never goes through it.
                let change =
                    (NSDecimalNumber(decimal: rate).doubleValue / NSDecimalNumber(decimal: before).doubleValue - 1)
                    * 100
                (row.change, row.direction) = RatesPresenter.describe(change: change, numbers: rates.numbers)
                row.isAlert = abs((change * 100).rounded() / 100) >= alertPercent
            }
            return row
        }
    }

    /// The rows of a rates table as HTML: built here rather than in a template because the archive has a page per
    /// day with a row per currency, thousands of pages of the same row; the text is escaped as templates escape it.
    private func rowsHTML(_ rows: [RateRow]) -> String {
        var html = ""
        for row in rows {
            html +=
                "<tr><th scope=\"row\"><a href=\"\(escapeXML(row.href))\">\(escapeXML(row.code))</a> "
                + "<span class=\"quiet\">\(escapeXML(row.name))</span></th><td class=\"number\">\(escapeXML(row.rate))</td>"
                + "<td class=\"number change \(row.direction ?? "")\">\(escapeXML(row.change ?? ""))</td></tr>\n"
        }
        return html
    }

    /// The charts of the last 30 days, the last year and all history: a longer period only when the history reaches
    /// back at least twice as far as the shorter one (60 days, two years), so that no two charts look alike; and a
    /// chart for each group of at most four target currencies, so that no chart has more lines than a reader can follow.
    /// A period with working days the site has no rates for says how many.
    private func ratesCharts(_ rates: RatesPresenter, latest: Snapshot) -> [RatesIndexView.ChartGroup] {
        let start = { (days: Int) -> String in Day(iso: latest.date)!.adding(days: -days).description }
        let first = rates.days.first?.date ?? latest.date
        var periods: [(title: String, id: String, suffix: String, since: String?)] = [
            (word("rates_view.days_30"), "30", word("rates_view.days_30_suffix"), start(30))
        ]
        if first <= start(60) {
            periods.append((word("rates_view.one_year"), "365", word("rates_view.one_year_suffix"), start(365)))
        }
        if first <= start(730) {
            periods.append((word("rates_view.all_history"), "all", word("rates_view.all_history_suffix"), nil))
        }
        let targets = rates.settings.targets
        let groupCount = max(1, (targets.count + RatesPresenter.linesPerChart - 1) / RatesPresenter.linesPerChart)
        let groups = (0..<groupCount).map { group in
            Array(targets[(targets.count * group / groupCount)..<(targets.count * (group + 1) / groupCount)])
        }
        return periods.map { period in
            let charts = groups.enumerated().map { number, codes in
                rates.chart(
                    id: "rates-\(period.id)" + (groups.count > 1 ? "-\(number + 1)" : ""), codes: codes,
                    title: word(
                        "rates_view.chart_title",
                        ["base": rates.settings.base, "codes": codes.joined(separator: ", "), "period": period.suffix]),
                    since: period.since)
            }
            let missing = rates.missingDays(since: period.since).count
            return RatesIndexView.ChartGroup(
                title: period.title, html: charts.map(\.html).joined(),
                gaps: missing == 0
                    ? nil
                    : words.text("rates_view.gaps", count: missing, money: site.money))
        }
    }

    /// The round amounts a watched pair converts: 1 to 1,000, or, when one unit buys less than ten of the other
    /// currency's smallest units, as many tens times those as make the first row buy at least that (10,000 IDR
    /// buying 0.50 EUR, not 1 IDR buying 0.00 EUR), as a bank's table of a weak currency starts.
    static func watchedAmounts(rate: Decimal, minorUnits: Int) -> [Decimal] {
        let least = Decimal(sign: .plus, exponent: 1 - minorUnits, significand: 1)
        var scale: Decimal = 1
        while rate > 0 && scale * rate < least { scale *= 10 }
        return [1, 5, 10, 20, 50, 100, 500, 1000].map { $0 * scale }
    }

    private func ratesIndexView(_ page: Route, _ rates: RatesPresenter) -> RatesIndexView {
        let index = rates.days.count - 1
        let latest = rates.days[index]
        let base = rates.settings.base
        let targetRows = rows(rates, index, on: page, codes: rates.settings.targets)
        let alerts = rows(rates, index, on: page).filter(\.isAlert)
        let day = Day(iso: latest.date), previousDay = index > 0 ? Day(iso: rates.days[index - 1].date) : nil
        let previousShort = previousDay.map { rates.dayFormat.string($0, .short) }
        // Moves from rates more than five days older (longer than a weekend with Good Friday and Easter Monday) are
        // not today's: the heading says since when.
        var movesSince: String?
        if let day, let previousDay, day.ordinal - previousDay.ordinal > 5 { movesSince = previousShort }
        let pairs = rates.settings.watchlist.compactMap { pair -> RatesIndexView.Pair? in
            guard let rate = latest.crossRate(from: pair.from, to: pair.to), let target = Currency(code: pair.to),
                let source = Currency(code: pair.from)
            else { return nil }
            return RatesIndexView.Pair(
                from: pair.from, to: pair.to, rate: rates.display(crossed: rate, pair.to),
                rows: Self.watchedAmounts(rate: rate, minorUnits: target.minorUnits).map {
                    RatesIndexView.Pair.Row(
                        amount: rates.amount($0, source.code), result: rates.amount($0 * rate, target.code))
                })
        }
        return RatesIndexView(
            report: RatesIndexView.Report(
                date: day.map(rates.dayFormat.words) ?? latest.date, base: base,
                baseName: rates.name(base),
                provider: providerName(latest.provider), rowsHTML: rowsHTML(targetRows),
                previous: index > 0 ? previousDay.map(rates.dayFormat.words) ?? rates.days[index - 1].date : nil,
                previousShort: previousShort,
                dayHref: Route.ratesDay(date: latest.date).href(from: page),
                // The age of the day shown, which is older than the newest file when that has no rate for the base.
                stale: latest.staleDays(today: site.today, staleAfterDays: rates.settings.staleAfterDays).map {
                    age in
                    words.text(
                        "rates_view.stale", count: age, money: site.money,
                        ["date": rates.dayFormat.words(iso: latest.date)])
                },
                // The default site's made-up `sample` rates are old by design: no note for them, as the build gives none.
                isoDate: latest.provider == "sample" ? nil : latest.date, staleAfterDays: rates.settings.staleAfterDays),
            alerts: alerts.isEmpty
                ? nil
                : RatesIndexView.Alerts(
                    items: alerts,
                    threshold: rates.numbers.decimal(
                        rates.settings.alertPercent, decimals: Self.decimals(of: rates.settings.alertPercent)),
                    since: movesSince),
            watchlist: Items(pairs),
            charts: ratesCharts(rates, latest: latest),
            converter: renderer.converter(latest, from: base, to: rates.settings.targets.first ?? base))
    }

    private func providerName(_ provider: String) -> String {
        switch provider {
        case "ecb": word("rates_view.ecb")
        case "exchangerate-api": "ExchangeRate-API"
        case "open-er-api": "open.er-api.com"
        case "frankfurter", "frankfurter-v2": "Frankfurter"
        case "currency-api": "currency-api"
        case "sample": word("rates_view.sample")
        default: provider
        }
    }

    private func dayView(_ page: Route, _ rates: RatesPresenter, _ index: Int) -> RatesDayView {
        let day = rates.days[index]
        return RatesDayView(
            day: RatesDayView.Day(
                date: Day(iso: day.date).map(rates.dayFormat.words) ?? day.date, base: rates.settings.base,
                provider: providerName(day.provider),
                rowsHTML: rowsHTML(rows(rates, index, on: page)),
                previous: index > 0 ? neighbour(rates.days[index - 1].date, of: page, rates) : nil,
                next: index + 1 < rates.days.count ? neighbour(rates.days[index + 1].date, of: page, rates) : nil))
    }

    /// A day before or after the page's, linked, in words.
    private func neighbour(_ date: String, of page: Route, _ rates: RatesPresenter) -> DatedLink {
        DatedLink(
            date: rates.dayFormat.words(iso: date), href: Route.ratesDay(date: date).href(from: page),
            shortDate: Day(iso: date).map { rates.dayFormat.unbroken($0, .short) })
    }

    private func currencyView(_ page: Route, _ rates: RatesPresenter, _ code: String) -> CurrencyPageView {
        var view = currencyFacts(page, rates, code)
        view.currency.averages = averagesShown(rates, code)
        view.currency.historyHref = Route.ratesHistory(code: code).href(from: page)
        view.currency.averagesHref = Route.ratesAverages(code: code).href(from: page)
        return view
    }

    /// The average of each of the last 12 months and of each year, newest first, at two decimals more than the
    /// currency's rates are published with (the data file has ``RateAverage/decimals``).
    private func averagesShown(_ rates: RatesPresenter, _ code: String) -> [CurrencyView.Average] {
        let (months, years) = rates.averages[code] ?? ([], [])
        let decimals = min(rates.publishedDecimals(code) + 2, RateAverage.decimals)
        let month = { (average: RateAverage) -> String in
            rates.dayFormat.string(Day(year: average.year, month: average.month ?? 1, day: 1), .monthInWords)
        }
        let shown: [(average: RateAverage, period: String)] =
            months.suffix(12).reversed().map { ($0, month($0)) } + years.reversed().map { ($0, String($0.year)) }
        return shown.map {
            CurrencyView.Average(
                period: $0.period, average: rates.numbers.decimal($0.average.average, decimals: decimals),
                days: rates.numbers.grouped(String($0.average.days)))
        }
    }

    private func currencyFacts(_ page: Route, _ rates: RatesPresenter, _ code: String) -> CurrencyPageView {
        let column = rates.columns[code] ?? RatesPresenter.Column()
        let decimals = rates.publishedDecimals(code)
        let extremes = rates.extremes(code)
        let date = { (position: Int) in rates.days[column.days[position]].date }
        return CurrencyPageView(
            currency: CurrencyView(
                code: code, name: rates.name(code).firstUppercased, base: rates.settings.base,
                latest: column.rates.last.map { rates.display($0, code) } ?? "",
                latestDate: column.days.isEmpty ? "" : rates.dayFormat.words(iso: date(column.days.count - 1)),
                high: extremes.map { rates.display($0.high, code) } ?? "",
                low: extremes.map { rates.display($0.low, code) } ?? "",
                first: column.days.isEmpty ? "" : rates.dayFormat.words(iso: date(0)),
                days: rates.numbers.grouped(String(column.days.count)), hasHistory: column.days.count > 1,
                chart: rates.chart(for: code).html,
                // One column of one currency: every rate at the decimals it is published with (1.1630 under 1.1684), and
                // "no rates" on a working day the site missed.
                // The newest 30 of the union are among the newest 30 of each, so only those are formatted: a currency
                // page would otherwise format every day of 27 years to show 30.
                recent: Array(
                    (column.days.indices.suffix(30).map {
                        CurrencyView.Rate(
                            date: date($0), rate: rates.numbers.decimal(column.rates[$0], decimals: decimals),
                            href: Route.ratesDay(date: date($0)).href(from: page))
                    }
                        + rates.missingDays.suffix(30).map {
                            CurrencyView.Rate(date: $0.description, rate: word("rates_view.no_rates"), missing: true)
                        }).sorted { $0.date < $1.date }.suffix(30).reversed().map {
                            // Sorted by their ISO days, then written as the locale writes them.
                            var rate = $0
                            rate.date = rates.dayFormat.unbroken(Day(iso: $0.date)!, .short)
                            return rate
                        })))
    }

    private func currenciesView(_ page: Route, _ rates: RatesPresenter) -> CurrenciesView {
        let latest = rates.latest
        return CurrenciesView(
            currencies: rates.codes.map { code in
                CurrenciesView.Currency(
                    code: code, name: rates.name(code),
                    rate: latest?.rate(code).map { rates.display($0, code) },
                    href: Route.ratesCurrency(code: code).href(from: page))
            },
            base: rates.settings.base)
    }

    private func archiveView(_ page: Route, _ rates: RatesPresenter, year: String?) -> RatesArchiveView {
        let years = Set(rates.dates.map(\.year)).sorted(by: >).map(String.init)
        var view = RatesArchiveView(
            years: years.map {
                RatesArchiveView.Year(year: $0, href: Route.ratesYear($0).href(from: page), current: $0 == year)
            })
        if let year {
            var months: [RatesArchiveView.Month] = []
            let number = Int(year)
            for index in rates.dates.indices.reversed() where rates.dates[index].year == number {
                let date = rates.dates[index], day = rates.days[index].date
                let name = rates.dayFormat.monthWords(date)
                if months.last?.name != name { months.append(RatesArchiveView.Month(name: name, days: [])) }
                months[months.count - 1].days.append(
                    DatedLink(
                        date: rates.dayFormat.unbroken(date, .monthDay),
                        href: Route.ratesDay(date: day).href(from: page)))
            }
            view.year = RatesArchiveView.YearDays(
                year: year, months: months, csvHref: Route.ratesData(year: year, format: .csv).href(from: page),
                jsonHref: Route.ratesData(year: year, format: .json).href(from: page))
        }
        return view
    }

    /// An Atom feed with an entry for each of the last 30 daily reports.
    private func feed(_ rates: RatesPresenter) -> String {
        let baseURL = site.config.baseURL
        let base = baseURL.map(Route.rates.url(below:))
        let recent = Array(rates.days.indices.suffix(30).reversed())
        // Every text is escaped, even those a snapshot's reader has already checked (dates, times).
        func updated(_ day: Snapshot) -> String { escapeXML(day.fetchedAt ?? "\(day.date)T16:00:00Z") }
        let stale = staleEntry(rates, baseURL: baseURL)
        let newest = stale?.updated ?? recent.first.map { updated(rates.days[$0]) } ?? "1970-01-01T00:00:00Z"
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>\(escapeXML(word("pages.feed_title", ["title": site.config.title])))</title>
              <id>\(escapeXML(base ?? "urn:cashdash:\(urlSlug(site.config.title)):rates"))</id>
              <updated>\(newest)</updated>
              <author><name>\(escapeXML(site.config.title))</name></author>

            """
        if let baseURL, let base {
            xml +=
                "  <link rel=\"self\" href=\"\(escapeXML(Route.ratesFeed.url(below: baseURL)))\"/>\n  <link href=\"\(escapeXML(base))\"/>\n"
        }
        xml += stale?.xml ?? ""
        for index in recent {
            let day = rates.days[index]
            let summary = rows(rates, index, on: .ratesFeed, codes: rates.settings.targets).map { row in
                "1 \(rates.settings.base) = \(row.rate) \(row.code)" + (row.change.map { " (\($0))" } ?? "")
            }.joined(separator: "; ")
            let route = Route.ratesDay(date: day.date)
            // One address for a day's page, the form its id and the sitemap use (`…/rates/2026-11-20/`).
            let link = baseURL.map(route.url(below:)) ?? route.href(from: .ratesFeed)  // escaped below
            xml += """
                  <entry>
                    <title>\(escapeXML(word("pages.feed_entry", ["date": day.date])))</title>
                    <id>\(escapeXML(baseURL.map(route.url(below:)) ?? "urn:cashdash:\(urlSlug(site.config.title)):rates:\(day.date)"))</id>
                    <updated>\(updated(day))</updated>
                    <link href="\(escapeXML(link))"/>
                    <summary>\(escapeXML(summary))</summary>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// An entry first in the feed when the newest rates are older than `stale_after_days` on the day of the build,
    /// so a reader of the feed hears that the daily update stopped, as a reader of the pages does. It is dated the
    /// first day the rates were stale, and named for their day, so builds on later days give the same entry.
    private func staleEntry(_ rates: RatesPresenter, baseURL: String?) -> (updated: String, xml: String)? {
        let staleAfter = rates.settings.staleAfterDays
        guard let latest = rates.days.last, latest.staleDays(today: site.today, staleAfterDays: staleAfter) != nil,
            let newest = Day(iso: latest.date)
        else { return nil }
        let date = rates.dayFormat.words(newest)
        let id =
            baseURL.map { Route.rates.url(below: $0) + "#stale-" + latest.date }
            ?? "urn:cashdash:\(urlSlug(site.config.title)):rates:stale:\(latest.date)"
        let link = baseURL.map(Route.rates.url(below:)) ?? Route.rates.href(from: .ratesFeed)
        let updated = "\(newest.adding(days: staleAfter + 1))T00:00:00Z"
        let xml = """
              <entry>
                <title>\(escapeXML(word("pages.feed_stale_title", ["date": date])))</title>
                <id>\(escapeXML(id))</id>
                <updated>\(updated)</updated>
                <link href="\(escapeXML(link))"/>
                <summary>\(escapeXML(word("pages.feed_stale_summary", ["date": date])))</summary>
              </entry>

            """
        return (updated, xml)
    }
}
