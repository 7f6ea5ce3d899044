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
        #expect(Mirror(reflecting: home).children.count == 1)
        #expect(Mirror(reflecting: home.sections!.items[0]).children.count == 5)
        #expect(Mirror(reflecting: NotFoundView(css: "")).children.count == 1)
        #expect(Mirror(reflecting: glossary).children.count == 3)
        #expect(Mirror(reflecting: glossary.letters[0]).children.count == 3)
        #expect(Mirror(reflecting: glossary.groups[0]).children.count == 3)
        #expect(Mirror(reflecting: glossary.groups[0].entries[0]).children.count == 3)
    }

    private var home: HomeView {
        HomeView(
            sections: Items([
                .init(id: "curriculum", title: "Chapters", summary: "3 chapters", href: "curriculum/", action: "Read")
            ]))
    }

    private var glossary: GlossaryView {
        GlossaryView(
            letters: [.init(letter: "B", id: "letter-b", present: true)],
            groups: [
                .init(
                    letter: "B", id: "letter-b",
                    entries: [.init(term: "Budget", definition: "<p>A plan.</p>", anchor: "budget")])
            ], count: 1)
    }

    @Test func everyPartOfTheHomeAndGlossaryViewsChangesTheirDigests() {
        var homes = [home]
        for change in [
            { (view: inout HomeView) in view.sections!.items[0].id = "budgets" },
            { $0.sections!.items[0].title = "Lessons" }, { $0.sections!.items[0].summary = "4 chapters" },
            { $0.sections!.items[0].href = "lessons/" }, { $0.sections!.items[0].action = "Open" },
            { $0.sections = nil },
        ] as [(inout HomeView) -> Void] {
            var changed = home
            change(&changed)
            homes.append(changed)
        }
        var glossaries = [glossary]
        for change in [
            { (view: inout GlossaryView) in view.letters[0].letter = "C" }, { $0.letters[0].id = "letter-c" },
            { $0.letters[0].present = false }, { $0.groups[0].letter = "C" }, { $0.groups[0].id = "letter-c" },
            { $0.groups[0].entries[0].term = "Budgets" }, { $0.groups[0].entries[0].definition = "<p>Plans.</p>" },
            { $0.groups[0].entries[0].anchor = "budgets" }, { $0.count = 2 }, { $0.groups = [] },
        ] as [(inout GlossaryView) -> Void] {
            var changed = glossary
            change(&changed)
            glossaries.append(changed)
        }
        let digests =
            homes.map { view in StableDigest.hex { $0.add(view) } }
            + glossaries.map { view in StableDigest.hex { $0.add(view) } }
            + ["a {}", "b {}"].map { css in StableDigest.hex { $0.add(NotFoundView(css: css)) } }
        #expect(Set(digests).count == digests.count)
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
