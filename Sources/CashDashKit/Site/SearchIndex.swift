/// What the search box in the header searches: chapter titles, their headings and glossary terms.
///
/// Written twice: `search-index.json` for tools and hosts, and `search-index.js`, the same data assigned to
/// `window.CASHDASH_SEARCH`, which a page opened from `file://` can load (browsers do not let such pages fetch JSON).
struct SearchIndex {
    struct Item {
        /// What is shown and searched.
        var title: String
        /// Chapter, Section or Term.
        var kind: String
        /// The address relative to the site root.
        var url: String
        /// The chapter a section belongs to, or a term's definition, shown under the title.
        var detail: String
    }

    var items: [Item] = []

    init(site: Site, chapters: [RenderedChapter]) {
        for rendered in chapters {
            let chapter = rendered.chapter, page = "curriculum/\(chapter.slug)/index.html"
            items.append(Item(title: chapter.title, kind: "Chapter", url: page, detail: chapter.summary ?? ""))
            for heading in rendered.markdown.headings where heading.level <= 3 {
                items.append(Item(title: heading.text, kind: "Section", url: page + "#" + heading.id, detail: chapter.title))
            }
        }
        for entry in site.glossary.sorted {
            items.append(Item(title: entry.term, kind: "Term", url: "glossary/index.html#" + entry.anchor, detail: entry.definition))
        }
    }

    /// A JSON array of `{"d": detail, "k": kind, "t": title, "u": url}` objects, keys sorted, one per line.
    var json: String {
        "[\n" + items.map { item in
            "{\"d\":\(quoted(item.detail)),\"k\":\(quoted(item.kind)),\"t\":\(quoted(item.title)),\"u\":\(quoted(item.url))}"
        }.joined(separator: ",\n") + "\n]\n"
    }

    /// The same data as a script: `window.CASHDASH_SEARCH = [...];`.
    var script: String {
        "window.CASHDASH_SEARCH = " + json.dropLast() + ";\n"
    }

    /// A JSON string literal; `<`, `>` and `&` are escaped too, so the text is safe inside a script.
    private func quoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x3C && $0 != 0x3E && $0 != 0x26 && $0 != 0xE2
        }
        if plain { return "\"" + text + "\"" }  // nothing to escape (0xE2 starts U+2028 and U+2029)
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
