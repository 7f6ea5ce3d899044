import CashDashModel

extension SiteRenderer {
    func glossaryContext(_ page: Page) -> [String: Any] {
        let entries = site.glossary.sorted
        var context = baseContext(
            page, title: "Glossary", description: "Money words explained in plain language.", section: "glossary")
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
        context["letters"] = alphabet.map { letter -> [String: Any] in
            ["letter": letter, "id": letterID(letter), "present": present.contains(letter)]
        }
        context["groups"] = groups.map { group -> [String: Any] in
            [
                "letter": group.letter, "id": letterID(group.letter),
                "entries": group.entries.map { ["term": $0.term, "definition": $0.definition, "anchor": $0.anchor] },
            ]
        }
        context["count"] = entries.count
        return context
    }

    private func letterID(_ letter: String) -> String {
        letter == "#" ? "letter-numbers" : "letter-\(letter.lowercased())"
    }
}
