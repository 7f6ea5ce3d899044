import CashDashModel

/// What the search box in the header searches: chapter titles, their headings, calculators and glossary terms.
///
/// Written twice: `search-index.json` for tools and hosts, and `search-index.js`, the same data assigned to
/// `window.CASHDASH_SEARCH`, which a page opened from `file://` can load (browsers do not let such pages fetch JSON).
struct SearchIndex {
    struct Item {
        /// What is shown and searched.
        var title: String
        /// Chapter, Section, Calculator or Term.
        var kind: String
        /// The address relative to the site root.
        var url: String
        /// The chapter a section belongs to, or a term's definition, shown under the title.
        var detail: String
    }

    var items: [Item] = []

    init(site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator] = []) {
        for rendered in chapters {
            let chapter = rendered.chapter, page = Route.chapter(slug: chapter.slug).path
            items.append(Item(title: chapter.title, kind: "Chapter", url: page, detail: chapter.summary ?? ""))
            for heading in rendered.markdown.headings where heading.level <= 3 {
                items.append(Item(title: heading.text, kind: "Section", url: page + "#" + heading.id, detail: chapter.title))
            }
        }
        for calculator in calculators {
            let page = calculator.page
            items.append(Item(
                title: page.title, kind: "Calculator", url: Route.calculator(slug: page.slug).path, detail: page.summary ?? ""))
        }
        for entry in site.glossary.sorted {
            items.append(Item(title: entry.term, kind: "Term", url: Route.glossary.path + "#" + entry.anchor, detail: entry.definition))
        }
    }

    /// A JSON array of `{"d": detail, "k": kind, "t": title, "u": url}` objects, keys sorted, one per line.
    var json: String {
        "[\n" + items.map { item in
            "{\"d\":\(jsonString(item.detail)),\"k\":\(jsonString(item.kind)),\"t\":\(jsonString(item.title)),\"u\":\(jsonString(item.url))}"
        }.joined(separator: ",\n") + "\n]\n"
    }

    /// The same data as a script: `window.CASHDASH_SEARCH = [...];`.
    static func script(json: String) -> String {
        "window.CASHDASH_SEARCH = " + json.dropLast() + ";\n"
    }
}
