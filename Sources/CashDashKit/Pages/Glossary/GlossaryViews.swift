import Mustache

/// The glossary page: an A–Z index, then the entries grouped by first letter.
struct GlossaryView: TemplateView, Sendable {
    /// A letter of the index; `present` when some term starts with it (only those are links).
    struct Letter: TemplateView, Sendable {
        var letter: String
        var id: String
        var present: Bool
    }

    struct Entry: TemplateView, Sendable {
        var term: String
        var definition: String
        var anchor: String
    }

    struct Group: TemplateView, Sendable {
        var letter: String
        var id: String
        var entries: [Entry]
    }

    var letters: [Letter]
    var groups: [Group]
    var count: Int
}
