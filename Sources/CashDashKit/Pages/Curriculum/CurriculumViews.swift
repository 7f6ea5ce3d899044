import Mustache

/// A chapter as the curriculum's index lists it.
struct ChapterListing: TemplateView, Sendable, Equatable {
    /// Its number as readers see it (`3`, or `1.2` in a `SUMMARY.md` book); nil for a book's unnumbered chapter.
    var number: String?
    var title: String
    var summary: String?
    var readingMinutes: Int
    var href: String
    /// The anchor of the chapter on the print page.
    var slug: String
    /// How far it is nested below its section's top (0 at the top), and the level of its heading on the index.
    var depth: Int
    var headingLevel: Int
}

/// Chapters that follow each other in one section (a sub-folder or a part of `SUMMARY.md`), or at the top.
struct ChapterGroup: TemplateView, Sendable, Equatable {
    /// The section's title; nil for chapters at the top.
    var title: String?
    var chapters: [ChapterListing]
}

/// The curriculum's index: every chapter in reading order, grouped by section.
struct CurriculumIndexView: TemplateView, Sendable, Equatable {
    var groups: [ChapterGroup]
    var totalMinutes: Int
}

/// A glossary term a chapter uses, linked to its entry.
struct TermLink: TemplateView, Sendable, Equatable {
    var term: String
    var href: String
    var definition: String
}

/// One chapter, on its page or on the print page.
struct ChapterView: TemplateView, Sendable, Equatable {
    /// Its place in reading order, from 1, which the list beside it marks.
    var position: Int
    /// Its number as readers see it (`3`, or `1.2` in a `SUMMARY.md` book); nil for a book's unnumbered chapter.
    var number: String?
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
}

/// A chapter's page: the chapter, its neighbours and how many chapters there are.
struct ChapterPageView: TemplateView, Sendable, Equatable {
    var chapter: ChapterView
    var previous: TitledLink?
    var next: TitledLink?
    /// How many chapters there are; nil in a `SUMMARY.md` book, whose numbers (`1.2`) are not places in a count.
    var count: Int?
}

/// The print page: its list of chapters by section, then every chapter in order.
struct CurriculumPrintView: TemplateView, Sendable, Equatable {
    var groups: [ChapterGroup]
    /// Every chapter, one after the other, each as `curriculum/print-chapter.mustache` draws it.
    var chapters: String
    /// A `SUMMARY.md` book: its list shows mdBook's numbers (`1.2.`) instead of counting each section's from 1.
    var isBook: Bool
}
