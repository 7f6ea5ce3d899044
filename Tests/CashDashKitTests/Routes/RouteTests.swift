@testable import CashDashKit
import Testing

@Suite struct RouteTests {
    @Test func everyPageHasOnePath() {
        #expect(Route.home.path == "index.html")
        #expect(Route.chapter(slug: "saving").path == "curriculum/saving/index.html")
        #expect(Route.ratesCurrency(code: "JPY").path == "rates/currency/jpy/index.html")
        #expect(Route.ratesFeed.path == "rates/feed.xml")
        #expect(StatementRoute.student(slug: "maya").path == "maya.html")
    }

    @Test func linksAreTheShortestRelativeAddress() {
        let saving = Route.chapter(slug: "saving")
        #expect(Route.chapter(slug: "debt").href(from: saving) == "../debt/index.html")
        #expect(Route.chapter(slug: "savings").href(from: saving) == "../savings/index.html")
        #expect(Route.chapter(slug: "sav").href(from: saving) == "../sav/index.html")
        #expect(saving.href(from: .curriculum) == "saving/index.html")
        #expect(Route.glossary.href(from: saving, fragment: "interest") == "../../glossary/index.html#interest")
        #expect(Route.curriculumFile("images/jar.png").href(from: saving) == "../images/jar.png")
        #expect(Route.ratesDay(date: "2026-11-20").href(from: .ratesYear("2026")) == "../../2026-11-20/index.html")
        #expect(Route.ratesDay(date: "2026-11-20").href(from: .ratesFeed) == "2026-11-20/index.html")
        #expect(Route.student(slug: "maya").href(from: .classBadges) == "../students/maya/index.html")
        #expect(Route.budgets.href(from: .home) == "budgets/index.html")
    }

    @Test func aLinkIntoThePagesOwnFolderStillNamesTheFolder() {
        #expect(Route.ratesYear("2026").href(from: .ratesYear("2026")) == "../2026/index.html")
        #expect(Route.ratesYear("2025").href(from: .ratesYear("2026")) == "../2025/index.html")
        #expect(Route.ratesYear("2026").href(from: .ratesArchive) == "2026/index.html")
    }

    @Test func theLayoutLinksGoThroughTheRoot() {
        #expect(Route.curriculum.hrefThroughRoot(from: .chapter(slug: "saving")) == "../../curriculum/index.html")
        #expect(Route.home.hrefThroughRoot(from: .home) == "index.html")
        #expect(Route.chapter(slug: "saving").rootPrefix == "../../")
    }

    @Test func publicAddressesNameFolders() {
        #expect(Route.home.url(below: "https://club.example") == "https://club.example/")
        #expect(
            Route.chapter(slug: "saving").url(below: "https://club.example")
                == "https://club.example/curriculum/saving/")
        #expect(Route.notFound.url(below: "https://club.example") == "https://club.example/404.html")
    }

    @Test func theClassPagesAndTheAnswerKeyArePrivate() {
        let privateRoutes: [Route] = [.classHome, .classBadges, .student(slug: "maya"), .curriculumAnswers]
        #expect(privateRoutes.allSatisfy { $0.isPrivate })
        let publicRoutes: [Route] = [.home, .curriculum, .chapter(slug: "saving"), .rates, .sitemap, .notFound]
        #expect(publicRoutes.allSatisfy { !$0.isPrivate })
    }
}

/// Templates are handed finished addresses, made by `Route`, never built from the root by hand.
@Suite struct LayoutLinksTests {
    @Test func aPagesLinksComeFromTheRoutes() {
        let links = Layout.Links(root: "../../", page: .ratesDay(date: "2026-04-10"))
        #expect(links.child(named: "stylesheet") as? String == "../../assets/style.css")
        #expect(links.child(named: "home") as? String == "../../index.html")
        #expect(links.child(named: "rates") as? String == "../index.html")
        #expect(links.child(named: "ratesArchive") as? String == "../archive/index.html")
        #expect(links.child(named: "nothing") == nil)
        #expect(
            links.child(named: "searchShard") as? String == "../../search/*.js", "the script puts a shard's name for *")
        #expect(links.child(named: "chapterList") as? String == "../../chapter-list.js")
    }

    @Test func aFileBesideAPageIsNamedAloneAndAPageByItsFolder() {
        #expect(Route.ratesFeed.href(from: .rates) == "feed.xml")
        #expect(Route.ratesYear("2026").href(from: .ratesYear("2026")) == "../2026/index.html")
    }
}
