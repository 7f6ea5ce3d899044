/// One file of the built site: where it is written, and how its page set makes it.
struct Page: Sendable {
    /// Where the page is written, and how other pages link to it.
    let route: Route
    /// The template that draws it, for messages about the links it makes; nil for a file that is not HTML.
    let template: Template?
    /// The page in parts to be written one after the other (see ``PageSet/parts(_:at:)``).
    let parts: @Sendable (SiteRenderer) throws(TemplateError) -> [String]

    /// The file's path inside the output folder, such as `curriculum/saving/index.html`: made once, as a build
    /// asks for it several times a page.
    let path: String

    init(
        route: Route, template: Template?, parts: @escaping @Sendable (SiteRenderer) throws(TemplateError) -> [String]
    ) {
        self.route = route
        self.template = template
        self.parts = parts
        path = route.path
    }
}
