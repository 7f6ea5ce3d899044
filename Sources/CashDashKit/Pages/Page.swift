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
    /// The file's path inside the output folder, such as `curriculum/saving/index.html`.
    var path: String

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
