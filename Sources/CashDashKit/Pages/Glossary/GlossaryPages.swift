import CashDashModel

/// The glossary: one page with every term, by letter.
struct GlossaryPages: PageSet {
    enum Kind: Sendable { case index }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? { .glossary }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        site.glossary.entries.isEmpty ? [] : [(.glossary, .index)]
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        let layout = layout(page, title: "Glossary", description: "Money words explained in plain language.", section: "glossary")
        return [try site.templates.render(.glossary, PageContext(layout: layout, content: glossaryView()))]
    }

    func glossaryView() -> GlossaryView {
        let entries = site.glossary.sorted
        var groups: [(letter: String, entries: [GlossaryEntry])] = []
        for entry in entries {
            if groups.last?.letter == entry.letter {
                groups[groups.count - 1].entries.append(entry)
            } else {
                groups.append((entry.letter, [entry]))
            }
        }
        // Digits and symbols first, as "#", then A to Z; letters without terms are shown but not linked.
        let present = Set(groups.map(\.letter))
        groups.sort { ($0.letter == "#" ? "" : $0.letter) < ($1.letter == "#" ? "" : $1.letter) }
        let alphabet = (present.contains("#") ? ["#"] : []) + "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        return GlossaryView(
            letters: alphabet.map { GlossaryView.Letter(letter: $0, id: letterID($0), present: present.contains($0)) },
            groups: groups.map { group in
                GlossaryView.Group(
                    letter: group.letter, id: letterID(group.letter),
                    entries: group.entries.map { GlossaryView.Entry(term: $0.term, definition: $0.definition, anchor: $0.anchor) })
            },
            count: entries.count)
    }

    private func letterID(_ letter: String) -> String {
        letter == "#" ? "letter-numbers" : "letter-\(letter.lowercased())"
    }
}
