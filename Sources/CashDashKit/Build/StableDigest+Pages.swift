import CashDashModel

/// What pages' keys add, field by field, as chapters' keys add how they are rendered (`StableDigest+Rendering.swift`).
/// They were read by reflection, which asks the Swift runtime, once a type in each process, which protocols the type
/// conforms to, and each such question scans every conformance in the binary: 4 % of a rebuild after a touch, by
/// perf, with the release binary (which links Foundation statically).
///
/// Each adds every stored property of its type; `PageDigestTests` counts them, so a new property is not left out.
extension StableDigest {
    mutating func add(_ layout: Layout) {
        add("layout")
        add(layout.site.title)
        add(layout.site.tagline)
        add(layout.site.language)
        add(layout.site.locale)
        add(layout.site.mark)
        add(layout.route.path)
        add(layout.root)
        add(layout.nav.count)
        for link in layout.nav {
            add(link.title)
            add(link.href)
            add(link.current)
        }
        add(layout.page.title)
        add(layout.page.description)
        add(layout.page.noindex)
        add(layout.page.canonical)
        add(layout.pageTitle)
    }

    /// Links under a chapter (the calculators that name it), none when nil.
    mutating func add(_ links: Items<TitledLink>?) {
        let items = links?.items ?? []
        add(items.count)
        for link in items {
            add(link.title)
            add(link.href)
            add(link.number)
            add(link.summary)
        }
    }

    /// The home page's cards.
    mutating func add(_ view: HomeView) {
        add("home")
        let sections = view.sections?.items ?? []
        add(sections.count)
        for section in sections {
            add(section.id)
            add(section.title)
            add(section.summary)
            add(section.href)
            add(section.action)
        }
    }

    /// The 404 page's inlined stylesheet.
    mutating func add(_ view: NotFoundView) {
        add("not found")
        add(view.css)
    }

    /// The glossary's letters and terms.
    mutating func add(_ view: GlossaryView) {
        add("glossary")
        add(view.letters.count)
        for letter in view.letters {
            add(letter.letter)
            add(letter.id)
            add(letter.present)
        }
        add(view.groups.count)
        for group in view.groups {
            add(group.letter)
            add(group.id)
            add(group.entries.count)
            for entry in group.entries {
                add(entry.term)
                add(entry.definition)
                add(entry.anchor)
            }
        }
        add(view.count)
    }
}
