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
        [try site.templates.render(.glossary, context(page))]
    }

    /// The glossary's page: the layout and every term, by letter.
    func context(_ page: Route) -> PageContext<GlossaryView> {
        let layout = layout(
            page, title: word("glossary.title"), description: word("pages.glossary"), section: "glossary")
        return PageContext(layout: layout, content: glossaryView())
    }

    private func glossaryView() -> GlossaryView {
        let entries = site.glossary.sorted
        let alphabet = GlossaryAlphabet(language: site.glossary.language)
        var byLetter: [String: [GlossaryEntry]] = [:]
        for entry in entries { byLetter[alphabet.letter(of: entry.term), default: []].append(entry) }
        // Digits and symbols first, as "#", then the language's letters in order; letters without terms are shown
        // but not linked.
        let letters = (byLetter["#"] == nil ? [] : ["#"]) + alphabet.letters
        return GlossaryView(
            letters: letters.map {
                GlossaryView.Letter(letter: $0, id: letterID($0, in: alphabet), present: byLetter[$0] != nil)
            },
            groups: letters.compactMap { letter in
                byLetter[letter].map { group in
                    GlossaryView.Group(
                        letter: letter, id: letterID(letter, in: alphabet),
                        entries: group.map {
                            GlossaryView.Entry(term: $0.term, definition: $0.definition, anchor: $0.anchor)
                        })
                }
            },
            count: entries.count)
    }

    /// `letter-a` for A to Z, as before; a letter beyond them by its place in the alphabet (`letter-15` for Ñ),
    /// so an address stays ASCII.
    private func letterID(_ letter: String, in alphabet: GlossaryAlphabet) -> String {
        if letter == "#" { return "letter-numbers" }
        if letter.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) { return "letter-\(letter.lowercased())" }
        return "letter-\((alphabet.letters.firstIndex(of: letter) ?? 0) + 1)"
    }
}
