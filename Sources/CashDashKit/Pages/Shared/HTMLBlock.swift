import Mustache

/// HTML made by Cash Dash (already escaped), for a section a template enters once.
struct HTMLBlock: MustacheParent, Sendable, Equatable {
    var html: String

    func child(named name: String) -> Any? {
        name == "html" ? html : nil
    }
}
