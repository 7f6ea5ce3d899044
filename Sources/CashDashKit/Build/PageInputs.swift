import CashDashModel
import Foundation

/// What pages are made from, as digests, for ``PageRecord``: a build skips a page whose digest is the one recorded.
///
/// The ``stamp`` covers what every page depends on; a page's key covers the rest of what it reads. Only pages with a
/// key are ever skipped, and a key must name everything its page shows: today, each day's page of the rates (all but
/// a few hundred of a site with years of history, and the pages a new day leaves alone), each year's archive page and
/// data files, each chapter's page when its chapter has a key (``chapterKeys(for:)``), and the home, 404 and
/// glossary pages (``siteKeys(for:)``).
struct PageInputs {
    let renderer: SiteRenderer
    /// The digest of the site's words, which the chapters' pages, the pages made from every chapter and the site's
    /// own pages show: made once for all of their keys.
    let words: StableDigest

    init(renderer: SiteRenderer) {
        self.renderer = renderer
        var words = StableDigest()
        words.add(renderer.site.templates.words.catalogue)
        self.words = words
    }

    /// What every page depends on: this Cash Dash (its version and the very executable, so a rebuilt binary counts
    /// as new), the templates and assets, `site.yml` as written and the address the site is built for.
    static func stamp(_ site: Site, settings: URL) -> String {
        var digest = StableDigest()
        digest.add(ProgramStamp.current)
        digest.addUnordered(site.templates.sources) { digest, template in
            digest.add(template.key)
            digest.add(template.value)
        }
        for asset in site.templates.assets {
            digest.add(asset.path)
            switch asset.source {
            case .bundled(let data): digest.add(data)
            case .file(let url): digest.add(readRegularFile(atPath: url.path) ?? Data("unreadable \(UUID())".utf8))
            }
        }
        digest.add(readRegularFile(atPath: settings.path) ?? Data())
        // The address the site is built for, from site.yml or from `--base-url`.
        digest.add(site.config.baseURL)
        return digest.hex
    }

    /// The key of each page that has one, by path; a page whose path holds a tab, which the record cannot hold, has none.
    /// With them, the key of the print page's frame (``curriculumKeys(for:)``).
    func keys(for pages: [Page]) -> (pages: [String: String], printFrame: String?) {
        var keys = ratesKeys(for: pages)
        let (chapters, site, curriculum) = (chapterKeys(for: pages), siteKeys(for: pages), curriculumKeys(for: pages))
        keys.reserveCapacity(keys.count + chapters.count + site.count + curriculum.pages.count)
        for more in [chapters, site, curriculum.pages] { keys.merge(more, uniquingKeysWith: { rates, _ in rates }) }
        return (keys, curriculum.printFrame)
    }

    /// The key of each page of the rates: each day's and each year's.
    private func ratesKeys(for pages: [Page]) -> [String: String] {
        guard let rates = renderer.site.rates,
            let firstDay = pages.first(where: { if case .ratesDay = $0.route { true } else { false } })
        else { return [:] }
        let shared = dayPagesDigest(rates, sample: firstDay.route)
        // The plan lists the days' pages in the order of the days: each is found where the last one left off, and
        // only a page out of that order is looked up.
        var indices: [String: Int]?
        var next = 0
        let files = rates.history.fileDigests
        var keys: [String: String] = [:]
        keys.reserveCapacity(rates.days.count + 64)
        for page in pages {
            guard case .ratesDay(let date) = page.route else { continue }
            guard !page.path.utf8.contains(UInt8(ascii: "\t")) else { continue }
            let index: Int
            if next < rates.days.count, rates.days[next].date == date {
                index = next
            } else if next > 0, rates.days[next - 1].date == date {
                index = next - 1
            } else {
                if indices == nil {
                    indices = Dictionary(
                        rates.days.enumerated().map { ($1.date, $0) }, uniquingKeysWith: { first, _ in first })
                }
                guard let found = indices?[date] else { continue }
                index = found
            }
            next = index + 1
            var digest = shared
            digest.add(page.path)
            add(rates.days[index], files: files, to: &digest)
            if index > 0 { add(rates.days[index - 1], files: files, to: &digest) } else { digest.add(false) }
            digest.add(index + 1 < rates.days.count ? rates.days[index + 1].date : nil)
            keys[page.path] = digest.hex
        }
        keys.merge(yearKeys(for: pages, rates), uniquingKeysWith: { day, _ in day })
        keys.merge(yearDataKeys(for: pages, rates, files: files), uniquingKeysWith: { day, _ in day })
        return keys
    }

    /// The key of each year's data files: its days, against the base.
    private func yearDataKeys(for pages: [Page], _ rates: RatesPresenter, files: [String: String]) -> [String: String] {
        var keys: [String: String] = [:]
        for page in pages {
            guard case .ratesData(let year?, _) = page.route, !page.path.utf8.contains(UInt8(ascii: "\t")) else {
                continue
            }
            var digest = StableDigest()
            digest.add("rates year data")
            digest.add(rates.settings.base)
            digest.add(page.path)
            for day in RatesPages.days(of: year, rates) { add(day, files: files, to: &digest) }
            keys[page.path] = digest.hex
        }
        return keys
    }

    /// The key of each year's archive page: what it shows is the list of years and the dates of its year, so a new
    /// day changes only its own year's page (and every year's when it starts a new year).
    private func yearKeys(for pages: [Page], _ rates: RatesPresenter) -> [String: String] {
        guard let sample = pages.first(where: { if case .ratesYear = $0.route { true } else { false } }) else {
            return [:]
        }
        var shared = StableDigest()
        shared.add("rates year page")
        shared.add(renderer.layout(sample.route, title: nil, section: "rates"))
        var years: [Int: [Day]] = [:]
        for date in rates.dates { years[date.year, default: []].append(date) }
        for year in years.keys.sorted() { shared.add(year) }
        var keys: [String: String] = [:]
        for page in pages {
            guard case .ratesYear(let year) = page.route, let number = Int(year),
                !page.path.utf8.contains(UInt8(ascii: "\t"))
            else { continue }
            var digest = shared
            digest.add(page.path)
            for date in years[number] ?? [] { digest.add(date.description) }
            keys[page.path] = digest.hex
        }
        return keys
    }

    /// What every day's page of the rates shows besides its day, the day before and the next day's date: the rates
    /// settings, the decimals each currency is shown with, and the layout (site, navigation) at their depth.
    private func dayPagesDigest(_ rates: RatesPresenter, sample: Route) -> StableDigest {
        var digest = StableDigest()
        digest.add("rates day page")
        let settings = rates.settings
        digest.add(settings.base)
        for target in settings.targets { digest.add(target) }
        digest.add(settings.targets.count)
        for pair in settings.watchlist {
            digest.add(pair.from)
            digest.add(pair.to)
        }
        digest.add(settings.alertPercent)
        digest.add(settings.staleAfterDays)
        for code in rates.codes {
            digest.add(code)
            digest.add(rates.publishedDecimals(code))
        }
        digest.add(renderer.layout(sample, title: nil, section: "rates"))
        return digest
    }

    /// A day by its file's digest when the history has it (a file names everything its snapshot holds), else by
    /// everything it holds.
    private func add(_ day: Snapshot, files: [String: String], to digest: inout StableDigest) {
        if let file = files[day.date] {
            digest.add("file")
            digest.add(file)
            return
        }
        digest.add(day.date)
        digest.add(day.base)
        digest.add(day.provider)
        digest.add(day.fetchedAt)
        digest.addUnordered(day.rates) { digest, rate in
            digest.add(rate.key)
            digest.add(rate.value)
        }
    }
}
