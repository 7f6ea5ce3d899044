import Mustache

/// A chapter as the curriculum's index lists it.
struct ChapterListing: MustacheParent, Sendable, Equatable {
    var number: Int
    var title: String
    var summary: String?
    var readingMinutes: Int
    var href: String
    /// The anchor of the chapter on the print page.
    var slug: String
    /// How far it is nested below its section's top (0 at the top), and the level of its heading on the index.
    var depth: Int
    var headingLevel: Int

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "summary": summary
        case "readingMinutes": readingMinutes
        case "href": href
        case "slug": slug
        case "depth": depth
        case "headingLevel": headingLevel
        default: nil
        }
    }
}

/// Chapters that follow each other in one section (a sub-folder or a part of `SUMMARY.md`), or at the top.
struct ChapterGroup: MustacheParent, Sendable, Equatable {
    /// The section's title; nil for chapters at the top.
    var title: String?
    var chapters: [ChapterListing]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "chapters": chapters
        default: nil
        }
    }
}

/// The curriculum's index: every chapter in reading order, grouped by section.
struct CurriculumIndexView: MustacheParent, Sendable, Equatable {
    var groups: [ChapterGroup]
    var totalMinutes: Int

    func child(named name: String) -> Any? {
        switch name {
        case "groups": groups
        case "totalMinutes": totalMinutes
        default: nil
        }
    }
}

/// A glossary term a chapter uses, linked to its entry.
struct TermLink: MustacheParent, Sendable, Equatable {
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

/// One chapter, on its page or on the print page.
struct ChapterView: MustacheParent, Sendable, Equatable {
    var number: Int
    var slug: String
    /// The title of its section, if it is in one.
    var section: String?
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
        case "section": section
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
struct ChapterPageView: MustacheParent, Sendable, Equatable {
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

/// The print page: its list of chapters by section, then every chapter in order.
struct CurriculumPrintView: MustacheParent, Sendable, Equatable {
    var groups: [ChapterGroup]
    /// Every chapter, one after the other, each as `curriculum/print-chapter.mustache` draws it.
    var chapters: String

    func child(named name: String) -> Any? {
        switch name {
        case "groups": groups
        case "chapters": chapters
        default: nil
        }
    }
}
