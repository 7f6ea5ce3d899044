import Foundation

/// Every address of the site, defined once. A route knows its file's path in the output folder; every link between
/// pages is made from those paths by `href(from:)`, never written by hand.
enum Route: Hashable, Sendable {
    case home
    case notFound
    /// `search-index.json`, for tools and hosts.
    case searchIndex
    /// `search-index.js`: the same data as a script, so search works from `file://`.
    case searchScript
    /// `search/<name>.js`: the words of the site search that start with the same two letters (see `SearchIndex`).
    case searchShard(name: String)
    case glossary
    case curriculum
    /// `chapter-list.js`: every chapter's title and address, for the chapter list beside a chapter on a wide screen.
    case chapterList
    case chapter(slug: String)
    /// Every chapter on one page, to print.
    case curriculumPrint
    /// The teacher's answer key: every quiz of every chapter with its answers. No student page links to it.
    case curriculumAnswers
    /// A file that sits beside the chapters, such as `images/jar.png`.
    case curriculumFile(String)
    /// A file of the site's look, such as `style.css`: `assets/style.css`.
    case asset(String)
    case calculators
    case calculator(slug: String)
    case budgets
    case budget(slug: String)
    case classHome
    case classBadges
    /// The class store's price list, from rules.yml.
    case classStore
    case student(slug: String)
    case rates
    case ratesDay(date: String)
    case ratesCurrency(code: String)
    case ratesCurrencies
    case ratesArchive
    case ratesYear(String)
    case ratesFeed
    /// `rates/archive/<year>/rates.json` (or `.csv`): every day's rates of a year as open data; without a year,
    /// `rates/latest.json`, the newest day's.
    case ratesData(year: String?, format: DataFormat)
    /// `rates/currency/<code>/history.csv`: every day's rate of one currency.
    case ratesHistory(code: String)
    /// `rates/currency/<code>/averages.csv`: its average rate of each month and each year.
    case ratesAverages(code: String)
    /// `sitemap.xml`, for search engines, when the site has a `base_url`: every page that is not private.
    case sitemap

    /// The file's path inside the output folder, such as `curriculum/saving/index.html`.
    var path: String {
        switch self {
        case .home: "index.html"
        case .notFound: "404.html"
        case .searchIndex: "search-index.json"
        case .searchScript: "search-index.js"
        case .searchShard(let name): "search/\(name).js"
        case .glossary: "glossary/index.html"
        case .curriculum: "curriculum/index.html"
        case .chapterList: "chapter-list.js"
        case .chapter(let slug): "curriculum/\(slug)/index.html"
        case .curriculumPrint: "curriculum/print/index.html"
        case .curriculumAnswers: "curriculum/answers/index.html"
        case .curriculumFile(let path): "curriculum/\(path)"
        case .asset(let path): "assets/\(path)"
        case .calculators: "calculators/index.html"
        case .calculator(let slug): "calculators/\(slug)/index.html"
        case .budgets: "budgets/index.html"
        case .budget(let slug): "budgets/\(slug)/index.html"
        case .classHome: "class/index.html"
        case .classBadges: "class/badges/index.html"
        case .classStore: "class/store/index.html"
        case .student(let slug): "class/students/\(slug)/index.html"
        case .rates: "rates/index.html"
        case .ratesDay(let date): "rates/\(date)/index.html"
        case .ratesCurrency(let code): "rates/currency/\(code.lowercased())/index.html"
        case .ratesCurrencies: "rates/currencies/index.html"
        case .ratesArchive: "rates/archive/index.html"
        case .ratesYear(let year): "rates/archive/\(year)/index.html"
        case .ratesFeed: "rates/feed.xml"
        case .ratesData(let year, let format):
            year.map { "rates/archive/\($0)/rates.\(format.rawValue)" } ?? "rates/latest.\(format.rawValue)"
        case .ratesHistory(let code): "rates/currency/\(code.lowercased())/history.csv"
        case .ratesAverages(let code): "rates/currency/\(code.lowercased())/averages.csv"
        case .sitemap: "sitemap.xml"
        }
    }

    /// The two forms of the open data files.
    enum DataFormat: String, Sendable, CaseIterable {
        case json, csv
    }

    /// A page for the class or the teacher, not for the public: search engines are asked not to list it
    /// (`noindex`), the sitemap leaves it out and it names no canonical address.
    var isPrivate: Bool {
        switch self {
        case .classHome, .classBadges, .classStore, .student, .curriculumAnswers: true
        default: false
        }
    }

    /// The shortest relative link to this route from the page at `page`: `../saving/index.html` between two
    /// chapters, `saving/index.html` from the curriculum's index. A link into the page's own folder still names the
    /// folder (`../2026/index.html` on the page of 2026), as the links to its siblings do; a file beside the page
    /// that is not a page is named alone (`feed.xml` from `rates/index.html`). `fragment` names a place on the page.
    func href(from page: Route, fragment: String? = nil) -> String {
        // Byte by byte, as chapters link to each other thousands of times in a big curriculum.
        let from = Array(page.path.utf8), to = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        var shared = 0, previous = 0, sharedFolders = 0
        var index = 0
        while index < from.count, index < to.count, from[index] == to[index] {
            if from[index] == slash { (previous, shared) = (shared, index + 1); sharedFolders += 1 }
            index += 1
        }
        let fromFolders = from.count { $0 == slash }, toFolders = to.count { $0 == slash }
        if sharedFolders > 0, sharedFolders == fromFolders, sharedFolders == toFolders,
            to[shared...].elementsEqual("index.html".utf8)
        {
            shared = previous
            sharedFolders -= 1
        }
        return String(repeating: "../", count: fromFolders - sharedFolders)
            + String(decoding: to[shared...], as: UTF8.self)
            + (fragment.map { "#" + $0 } ?? "")
    }

    /// The link to this route from `page` by way of the site root (`../../curriculum/index.html`): the form the
    /// layout's navigation and the home page's sections use, so those read the same from every page.
    func hrefThroughRoot(from page: Route) -> String {
        href(throughRoot: page.rootPrefix)
    }

    /// The link to this route by way of `root`, the way to the site's root from a page (`../../`, or `/` on the 404
    /// page, which is served at any address, or empty in a report that stands alone).
    func href(throughRoot root: String) -> String {
        root + path
    }

    /// The prefix that leads from this page back to the site root (`../../` for `curriculum/saving/index.html`).
    var rootPrefix: String {
        String(repeating: "../", count: path.utf8.filter { $0 == 0x2F }.count)
    }

    /// The address of the page below `baseURL`: folders end in `/` rather than `index.html`.
    func url(below baseURL: String) -> String {
        var path = self.path
        if path == "index.html" {
            path = ""
        } else if path.hasSuffix("/index.html") {
            path.removeLast("index.html".count)
        }
        return baseURL + "/" + (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}
