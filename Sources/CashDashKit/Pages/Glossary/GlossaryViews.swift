import Mustache

/// The glossary page: an A–Z index, then the entries grouped by first letter.
struct GlossaryView: MustacheParent, Sendable {
    /// A letter of the index; `present` when some term starts with it (only those are links).
    struct Letter: MustacheParent, Sendable {
        var letter: String
        var id: String
        var present: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "letter": letter
            case "id": id
            case "present": present
            default: nil
            }
        }
    }

    struct Entry: MustacheParent, Sendable {
        var term: String
        var definition: String
        var anchor: String

        func child(named name: String) -> Any? {
            switch name {
            case "term": term
            case "definition": definition
            case "anchor": anchor
            default: nil
            }
        }
    }

    struct Group: MustacheParent, Sendable {
        var letter: String
        var id: String
        var entries: [Entry]

        func child(named name: String) -> Any? {
            switch name {
            case "letter": letter
            case "id": id
            case "entries": entries
            default: nil
            }
        }
    }

    var letters: [Letter]
    var groups: [Group]
    var count: Int

    func child(named name: String) -> Any? {
        switch name {
        case "letters": letters
        case "groups": groups
        case "count": count
        default: nil
        }
    }
}
