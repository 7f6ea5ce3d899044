/// The addresses inside the folder `class statements` writes: an index and one page per student beside it.
enum StatementRoute: Hashable, Sendable {
    case index
    case student(slug: String)

    /// The file's path inside the statements folder; it is also the link from one page to another there.
    var path: String {
        switch self {
        case .index: "index.html"
        case .student(let slug): "\(slug).html"
        }
    }
}
