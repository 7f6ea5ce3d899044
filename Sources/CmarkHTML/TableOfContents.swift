import CashDashBasics

/// A two-level table of contents built from a page's headings.
///
/// Top entries are the shallowest heading level present below the page title (usually `##`); entries one level
/// deeper nest under the entry before them. Deeper headings are left out so the list stays short.
public struct TableOfContents: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var text: String
        public var id: String
        public var children: [Entry]

        public init(text: String, id: String, children: [Entry] = []) {
            self.text = text
            self.id = id
            self.children = children
        }
    }

    public var entries: [Entry]

    /// Builds the contents from `headings`, ignoring level-1 headings (the page title).
    public init(headings: [Heading]) {
        let sections = headings.filter { $0.level > 1 }
        guard let top = sections.map(\.level).min() else {
            entries = []
            return
        }
        var entries: [Entry] = []
        for heading in sections {
            if heading.level == top {
                entries.append(Entry(text: heading.text, id: heading.id))
            } else if heading.level == top + 1, !entries.isEmpty {
                entries[entries.count - 1].children.append(Entry(text: heading.text, id: heading.id))
            }
        }
        self.entries = entries
    }

    /// The contents as nested HTML lists of links to the headings, or an empty string when there are none.
    ///
    /// Built here rather than in a template because a page with dozens of headings would otherwise cost dozens of
    /// template lookups; the text is escaped as cmark-gfm escapes text.
    public var html: String {
        guard !entries.isEmpty else { return "" }
        var html = "<ol>\n"
        for entry in entries {
            html += "<li><a href=\"#\(entry.id)\">\(escapeXML(entry.text, apostrophes: false))</a>"
            if !entry.children.isEmpty {
                html += "\n<ol>\n"
                for child in entry.children {
                    html += "<li><a href=\"#\(child.id)\">\(escapeXML(child.text, apostrophes: false))</a></li>\n"
                }
                html += "</ol>\n"
            }
            html += "</li>\n"
        }
        return html + "</ol>\n"
    }
}
