import CashDashModel
import Foundation

extension ClassStatements {
    /// The page of cards to cut out and hand to each student, under `privacy: codes`: their name, the code the class
    /// pages show for them, and their secret checkbook code (`checkbook.csv`). None until a build has given the codes.
    static func cards(
        of view: ClassPresenter, sitePath: String, templates: TemplateSet, frame: StatementFrame
    ) throws(TemplateError) -> [(route: StatementRoute, html: String)] {
        let folder = SiteFolder(sitePath).content("class")
        // Both files were read and checked by the build that wrote them; a line it refused is left off the cards.
        var unused = Diagnostics()
        let pageCodes = StudentCodes.load(from: folder.url, path: folder.path, diagnostics: &unused)
        let checkbook = StudentCodes.load(from: folder.url, path: folder.path, kind: .checkbook, diagnostics: &unused)
        let cards = view.ledger.students.indices.compactMap { index -> StudentCardsView.Card? in
            let id = view.ledger.students[index].id
            guard let code = checkbook.codes[id] else { return nil }
            return StudentCardsView.Card(
                name: view.name(index), pageCode: pageCodes.codes[id] ?? "", checkbookCode: checkbook.written(code))
        }
        guard !cards.isEmpty else { return [] }
        let sorted = cards.sorted { $0.name.lowercased() < $1.name.lowercased() }
        return [(.cards, try templates.render(.cards, StudentCardsView(frame: frame, cards: sorted)))]
    }
}

// template-view: through frame
/// The students' code cards, to print, cut out and hand out (`cards.html` beside the statements).
struct StudentCardsView: TemplateView, Sendable {
    /// One student's card.
    struct Card: TemplateView, Sendable {
        var name: String
        /// The code the public class pages show for the student (`K7M3P`).
        var pageCode: String
        /// The secret code that opens the student's checkbook, in threes (`K7M-3PX-9AC`).
        var checkbookCode: String
    }

    var frame: StatementFrame
    var cards: [Card]
}
