import CashDashModel
import CmarkHTML

/// What the search box in the header searches: chapter titles, their headings, calculators and glossary terms.
///
/// Written twice: `search-index.json` for tools and hosts, and `search-index.js`, the same data assigned to
/// `window.CASHDASH_SEARCH`, which a page opened from `file://` can load (browsers do not let such pages fetch JSON).
/// Each chapter's entries are written once, when the chapter is rendered, so a rebuild that renders one chapter
/// writes only its entries again.
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

    /// Groups of entries, in order: each a JSON object a line, the lines separated by `,` and a line break.
    private var groups: [String] = []

    init(chapters: [RenderedChapter], calculators: [RenderedCalculator] = [], glossary: Glossary) {
        groups = chapters.map(\.searchEntries)
        let calculatorItems = calculators.map { calculator in
            Item(title: calculator.page.title, kind: "Calculator", url: Route.calculator(slug: calculator.page.slug).path, detail: calculator.page.summary ?? "")
        }
        let termItems = glossary.sorted.map { entry in
            Item(title: entry.term, kind: "Term", url: Route.glossary.path + "#" + entry.anchor, detail: entry.definition)
        }
        groups += [Self.lines(calculatorItems), Self.lines(termItems)]
        groups.removeAll { $0.isEmpty }
    }

    /// The entries of one chapter: the chapter itself and its headings down to the third level.
    static func entries(for chapter: Chapter, markdown: RenderedMarkdown) -> String {
        let page = Route.chapter(slug: chapter.slug).path
        var items = [Item(title: chapter.title, kind: "Chapter", url: page, detail: chapter.summary ?? "")]
        for heading in markdown.headings where heading.level <= 3 {
            items.append(Item(title: heading.text, kind: "Section", url: page + "#" + heading.id, detail: chapter.title))
        }
        return lines(items)
    }

    /// `search-index.json` in parts: a JSON array of `{"d": detail, "k": kind, "t": title, "u": url}` objects, keys
    /// sorted, one per line.
    var jsonParts: [String] {
        ["[\n"] + separated + ["\n]\n"]
    }

    /// `search-index.js` in parts: the same data as a script, `window.CASHDASH_SEARCH = [...];`.
    var scriptParts: [String] {
        ["window.CASHDASH_SEARCH = [\n"] + separated + ["\n];\n"]
    }

    private var separated: [String] {
        var parts: [String] = []
        parts.reserveCapacity(groups.count * 2)
        for (index, group) in groups.enumerated() {
            if index > 0 { parts.append(",\n") }
            parts.append(group)
        }
        return parts
    }

    /// `items` as JSON objects, one a line, separated by `,` and a line break.
    private static func lines(_ items: [Item]) -> String {
        var json = ""
        json.reserveCapacity(items.count * 160)
        for (index, item) in items.enumerated() {
            json += index == 0 ? "{\"d\":" : ",\n{\"d\":"
            appendJSONString(item.detail, to: &json)
            json += ",\"k\":"
            appendJSONString(item.kind, to: &json)
            json += ",\"t\":"
            appendJSONString(item.title, to: &json)
            json += ",\"u\":"
            appendJSONString(item.url, to: &json)
            json += "}"
        }
        return json
    }
}
