/// The addresses inside the folder `class statements` writes: an index, a page of every statement, the students' code
/// cards under `privacy: codes`, and one page per student beside them (students are never given the slugs `index`,
/// `all` or `cards`).
enum StatementRoute: Hashable, Sendable {
    case index
    case all
    case cards
    case student(slug: String)

    /// Slugs a student's page may not have, as the folder's own pages use them.
    static let reservedSlugs: Set<String> = ["index", "all", "cards"]

    /// The file's path inside the statements folder; it is also the link from one page to another there.
    var path: String {
        switch self {
        case .index: "index.html"
        case .all: "all.html"
        case .cards: "cards.html"
        case .student(let slug): "\(slug).html"
        }
    }

    /// The page printed to PDF, beside it (`class statements --pdf`).
    var pdfPath: String {
        String(path.dropLast(".html".count)) + ".pdf"
    }
}
