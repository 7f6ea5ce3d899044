import Foundation

/// One file of the built site, and what it shows.
struct Page: Sendable, Equatable {
    /// What a page shows; each domain names its own pages.
    enum Kind: Sendable, Equatable {
        case home
        case notFound
        /// `search-index.json` and its script twin `search-index.js`.
        case searchIndex(script: Bool)
        case glossary
        case curriculum(CurriculumPage)
        case rates(RatesPage)
        case budgets(BudgetsPage)
        case calculators(CalculatorsPage)
        case classroom(ClassPage)
    }

    enum CurriculumPage: Sendable, Equatable {
        case index
        case chapter(Int)
        case print
        /// The teacher's answer key to every quiz.
        case answers
        /// `chapter-list.js`, which a chapter page loads to show every chapter beside it on a wide screen.
        case list
    }

    enum RatesPage: Sendable, Equatable {
        case index
        case day(Int)
        case currency(String)
        case currencies
        case archive
        case year(String)
        case feed
    }

    enum BudgetsPage: Sendable, Equatable {
        case index
        case budget(Int)
    }

    enum CalculatorsPage: Sendable, Equatable {
        case index
        case calculator(Int)
    }

    enum ClassPage: Sendable, Equatable {
        case index
        case student(Int)
        case badges
    }

    var kind: Kind
    /// Where the page is written, and how other pages link to it.
    var route: Route

    /// The file's path inside the output folder, such as `curriculum/saving/index.html`.
    var path: String { route.path }

    /// The prefix that leads from this page back to the site root (`../../` for `curriculum/saving/index.html`).
    var rootPrefix: String { route.rootPrefix }
}
