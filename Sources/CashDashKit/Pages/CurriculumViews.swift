import Mustache

/// A chapter as the curriculum's index lists it.
struct ChapterListing: MustacheParent, Sendable {
    var number: Int
    var title: String
    var summary: String?
    var readingMinutes: Int
    var href: String

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "summary": summary
        case "readingMinutes": readingMinutes
        case "href": href
        default: nil
        }
    }
}

/// The curriculum's index: every chapter in reading order.
struct CurriculumIndexView: MustacheParent, Sendable {
    var chapters: [ChapterListing]
    var totalMinutes: Int

    func child(named name: String) -> Any? {
        switch name {
        case "chapters": chapters
        case "totalMinutes": totalMinutes
        default: nil
        }
    }
}

/// A link with a title, such as a neighbouring chapter or a calculator a chapter points to.
struct TitledLink: MustacheParent, Sendable {
    var title: String
    var href: String
    /// The chapter's number, for the pager.
    var number: Int?
    /// A line under the title.
    var summary: String?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "number": number
        case "summary": summary
        default: nil
        }
    }
}

/// A glossary term a chapter uses, linked to its entry.
struct TermLink: MustacheParent, Sendable {
    var term: String
    var href: String
    var definition: String

    func child(named name: String) -> Any? {
        switch name {
        case "term": term
        case "href": href
        case "definition": definition
        default: nil
        }
    }
}

/// HTML made by Cash Dash (already escaped), for a section a template enters once.
struct HTMLBlock: MustacheParent, Sendable {
    var html: String

    func child(named name: String) -> Any? {
        name == "html" ? html : nil
    }
}

/// One chapter, on its page or on the print page.
struct ChapterView: MustacheParent, Sendable {
    var number: Int
    var slug: String
    var title: String
    var summary: String?
    var objectives: Items<String>?
    var readingMinutes: Int
    var html: String
    /// The table of contents; nil when the chapter has no headings to list.
    var contents: HTMLBlock?
    var terms: Items<TermLink>?
    var calculators: Items<TitledLink>?

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "slug": slug
        case "title": title
        case "summary": summary
        case "objectives": objectives
        case "readingMinutes": readingMinutes
        case "html": html
        case "contents": contents
        case "terms": terms
        case "calculators": calculators
        default: nil
        }
    }
}

/// A chapter's page: the chapter, its neighbours and how many chapters there are.
struct ChapterPageView: MustacheParent, Sendable {
    var chapter: ChapterView
    var previous: TitledLink?
    var next: TitledLink?
    var count: Int

    func child(named name: String) -> Any? {
        switch name {
        case "chapter": chapter
        case "previous": previous
        case "next": next
        case "count": count
        default: nil
        }
    }
}

/// The print page: every chapter in order.
struct CurriculumPrintView: MustacheParent, Sendable {
    var chapters: [ChapterView]

    func child(named name: String) -> Any? {
        name == "chapters" ? chapters : nil
    }
}
