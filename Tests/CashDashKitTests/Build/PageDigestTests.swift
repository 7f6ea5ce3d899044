@testable import CashDashKit
import CashDashModel
import TestSupport
import Testing

/// What pages' keys add field by field (`StableDigest+Pages.swift`): each field changes the digest, and each type
/// still has the fields its digest adds, so a new one is not left out of every page's key.
@Suite struct PageDigestTests {
    private var layout: Layout {
        Layout(
            site: .init(title: "Our class", tagline: "Money basics", language: "en", locale: "en-US", mark: "$"),
            route: .curriculum, root: "../", nav: [.init(title: "Budgets", href: "../budgets/", current: false)],
            page: .init(title: "Chapters", description: "Every chapter"), pageTitle: "Chapters · Our class")
    }

    @Test func everyPartOfALayoutChangesItsDigest() {
        let base = StableDigest.hex { $0.add(layout) }
        var changes: [Layout] = []
        for change in [
            { (layout: inout Layout) in layout.site.title = "Their class" },
            { $0.site.tagline = nil },
            { $0.site.language = "fr" },
            { $0.site.locale = "fr-FR" },
            { $0.site.mark = "€" },
            { $0.route = .glossary },
            { $0.root = "../../" },
            { $0.nav[0].title = "Budget" },
            { $0.nav[0].href = "budgets/" },
            { $0.nav[0].current = true },
            { $0.nav = [] },
            { $0.page.title = nil },
            { $0.page.description = "Some chapters" },
            { $0.page.noindex = true },
            { $0.page.canonical = "https://example.org/curriculum/" },
            { $0.pageTitle = "Chapters" },
        ] as [(inout Layout) -> Void] {
            var changed = layout
            change(&changed)
            changes.append(changed)
        }
        let digests = changes.map { changed in StableDigest.hex { $0.add(changed) } }
        #expect(!digests.contains(base))
        #expect(Set(digests).count == digests.count)
    }

    @Test func theDigestsAddEveryStoredProperty() {
        // When one of these counts changes, add the new property to its digest in StableDigest+Pages.swift.
        #expect(Mirror(reflecting: layout).children.count == 6)
        #expect(Mirror(reflecting: layout.site).children.count == 5)
        #expect(Mirror(reflecting: layout.nav[0]).children.count == 3)
        #expect(Mirror(reflecting: layout.page).children.count == 4)
        #expect(Mirror(reflecting: TitledLink(title: "", href: "")).children.count == 4)
    }

    @Test func calculatorLinksUnderAChapterDifferByEachField() {
        let link = TitledLink(title: "Savings", href: "../calculators/savings.html", number: "2", summary: "Grow it")
        var links = [link]
        for change in [
            { (link: inout TitledLink) in link.title = "Saving" }, { $0.href = "savings.html" }, { $0.number = nil },
            { $0.summary = nil },
        ] as [(inout TitledLink) -> Void] {
            var changed = link
            change(&changed)
            links.append(changed)
        }
        let digests =
            links.map { link in StableDigest.hex { $0.add(Items([link])) } } + [
                StableDigest.hex { $0.add(Items<TitledLink>?.none) }
            ]
        #expect(Set(digests).count == digests.count)
    }
}
