import Mustache

/// A link with a title, such as a neighbouring chapter or a calculator a chapter points to.
struct TitledLink: MustacheParent, Sendable, Equatable {
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
