import Mustache

/// A link with a title, such as a neighbouring chapter or a calculator a chapter points to.
struct TitledLink: TemplateView, Sendable, Equatable {
    var title: String
    var href: String
    /// The chapter's number, for the pager (`3`, or `1.2` in a `SUMMARY.md` book).
    var number: String?
    /// A line under the title.
    var summary: String?
}
