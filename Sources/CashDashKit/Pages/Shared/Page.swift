/// One file of the built site: where it is written, and how its page set makes it.
struct Page: Sendable {
    /// Where the page is written, and how other pages link to it.
    let route: Route
    /// The template that draws it, for messages about the links it makes; nil for a file that is not HTML.
    let template: Template?
    /// Whether the page comes in several batches of parts (see ``PageSet/isBatched(_:)``): then a build writes each
    /// batch as it is made rather than hold the page whole.
    let isBatched: Bool
    /// Makes the page, handing its parts to `emit` a batch at a time (see ``PageSet/make(_:at:emit:)``).
    let make: @Sendable (SiteRenderer, _ emit: ([PagePart]) -> Void) throws(TemplateError) -> Void

    /// The file's path inside the output folder, such as `curriculum/saving/index.html`: made once, as a build
    /// asks for it several times a page.
    let path: String

    init(
        route: Route, template: Template?, isBatched: Bool = false,
        make: @escaping @Sendable (SiteRenderer, _ emit: ([PagePart]) -> Void) throws(TemplateError) -> Void
    ) {
        self.route = route
        self.template = template
        self.isBatched = isBatched
        self.make = make
        path = route.path
    }

    /// The page in parts to be written one after the other, all held at once.
    func parts(_ renderer: SiteRenderer) throws(TemplateError) -> [String] {
        var parts: [String] = []
        try make(renderer) { batch in parts += batch.map(\.html) }
        return parts
    }
}
