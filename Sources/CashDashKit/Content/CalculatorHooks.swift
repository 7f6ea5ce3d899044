import CashDashModel
import CmarkHTML

/// What a calculator page's Markdown may do: link to chapters (`../curriculum/04-debt-and-loans.md`) and to other
/// calculator pages (`savings-goal.md`) by file name, and link glossary terms where they first appear.
struct CalculatorHooks: MarkdownHooks {
    /// Chapter slugs by file name, calculator slugs by file name, and the glossary.
    let chapters: [String: String]
    let calculators: [String: String]
    let terms: TermLinker
    let path: String
    /// Where the calculator's page is, for the links it holds.
    let route: Route
    /// The glossary page, as the calculator's page links to it.
    private let glossaryLink: String
    var diagnostics = Diagnostics()
    private var linked: Set<Int> = []
    private var order: [Int] = []

    init(chapters: [String: String], calculators: [String: String], terms: TermLinker, path: String, route: Route) {
        self.chapters = chapters
        self.calculators = calculators
        self.terms = terms
        self.path = path
        self.route = route
        glossaryLink = Route.glossary.href(from: route)
    }

    mutating func rewriteLink(_ link: LinkReference) -> String? {
        let (target, suffix) = splitSuffix(link.destination)
        guard target.lowercased().hasSuffix(".md"), !target.contains(":") else { return nil }
        if target.hasPrefix("../curriculum/") {
            let file = String(target.dropFirst("../curriculum/".count))
            if let slug = chapters[file] { return Route.chapter(slug: slug).href(from: route) + suffix }
            report(
                "links to the chapter `\(file)`, but there is no such published chapter in Content/curriculum/", link)
        } else if let slug = calculators[target] {
            return Route.calculator(slug: slug).href(from: route) + suffix
        } else {
            var message = "links to `\(target)`, which is not a calculator page in Content/calculators/"
            if let guess = suggestion(for: target, among: calculators.keys.sorted()) {
                message += "; did you mean `\(guess)`?"
            }
            report(message + "; link to a chapter as `../curriculum/FILE.md`", link)
        }
        return nil
    }

    var rewritesProse: Bool { !terms.isEmpty }

    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? {
        terms.link(text, glossary: glossaryLink, linked: &linked, order: &order)
    }

    mutating func refuse(_ message: String, at position: SourcePosition) {
        diagnostics.error(message, in: path, line: position.line, column: position.column)
    }

    private mutating func report(_ message: String, _ link: LinkReference) {
        diagnostics.error(message, in: path, line: link.position.line, column: link.position.column)
    }
}
