import Mustache

/// HTML made by Cash Dash (already escaped), for a section a template enters once.
struct HTMLBlock: TemplateView, Sendable, Equatable {
    var html: String
}
