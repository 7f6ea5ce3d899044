import Foundation

/// One HTML page of the built site.
struct Page: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case home
        case notFound
        case curriculumIndex
        case chapter(Int)
        case curriculumPrint
        case glossary
        /// `search-index.json` and its script twin `search-index.js`.
        case searchIndex(script: Bool)
        case ratesIndex
        case ratesDay(Int)
        case ratesCurrency(String)
        case ratesCurrencies
        case ratesArchive
        case ratesYear(String)
        case ratesFeed
        case budgetsIndex
        case budget(Int)
        case calculatorsIndex
        case calculator(Int)
        case classIndex
        case classStudent(Int)
        case classBadges
    }

    var kind: Kind
    /// Where the page is written, and how other pages link to it.
    var route: Route

    /// The file's path inside the output folder, such as `curriculum/saving/index.html`.
    var path: String { route.path }

    /// The prefix that leads from this page back to the site root (`../../` for `curriculum/saving/index.html`).
    var rootPrefix: String { route.rootPrefix }
}
