import CashDashModel

/// The pages of one part of the site (the curriculum, the rates…): which pages there are, planned from the model and
/// the routes alone, and how each is drawn with the shared ``SiteRenderer``.
protocol PageSet: Sendable {
    /// Which of the set's pages one is (`.chapter(3)`, `.index`).
    associatedtype Kind: Sendable

    /// The set's pages in a fixed order: known before any Markdown is rendered, so that links to them can be
    /// checked while it is.
    static func plan(_ site: Site) -> [(route: Route, kind: Kind)]

    /// The template that draws a page of `kind`, for messages about what it makes; nil for a file that is not HTML.
    static func template(for kind: Kind) -> Template?

    /// The set, drawing with `renderer`.
    init(_ renderer: SiteRenderer)

    /// What draws the pages: the site, its rendered chapters and calculators, the layout.
    var renderer: SiteRenderer { get }

    /// The page in parts to be written one after the other; most pages are one part.
    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String]

    /// Whether a page of `kind` is as big as a whole part of the site (the print page holds every chapter), so that
    /// it is made a batch of parts at a time (``make(_:at:emit:)``) and written as it is made, never held whole.
    static func isBatched(_ kind: Kind) -> Bool

    /// The page's parts, handed to `emit` a batch at a time, in order: ``parts(_:at:)`` in one batch unless
    /// ``isBatched(_:)``.
    func make(_ kind: Kind, at page: Route, emit: ([PagePart]) -> Void) throws(TemplateError)
}

extension PageSet {
    /// The set's planned pages, each able to draw itself.
    static func pages(_ site: Site) -> [Page] {
        plan(site).map { planned in
            let (route, kind) = planned
            return Page(route: route, template: template(for: kind), isBatched: isBatched(kind)) {
                renderer, emit throws(TemplateError) in
                try Self(renderer).make(kind, at: route, emit: emit)
            }
        }
    }

    static func isBatched(_ kind: Kind) -> Bool { false }

    func make(_ kind: Kind, at page: Route, emit: ([PagePart]) -> Void) throws(TemplateError) {
        emit(try parts(kind, at: page).map { PagePart.html($0) })
    }

    var site: Site { renderer.site }
    var chapters: [RenderedChapter] { renderer.chapters }
    var calculators: [RenderedCalculator] { renderer.calculators }
    var memo: PageMemo? { renderer.memo }
    /// The site's catalogue of words.
    var words: Catalogue { renderer.site.templates.words.catalogue }

    /// The text of `key` in the site's words.
    func word(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        words.text(key, values)
    }

    /// The layout of `page`; see ``SiteRenderer/layout(_:title:description:section:)``.
    func layout(_ page: Route, title: String?, description: String? = nil, section: String? = nil) -> Layout {
        renderer.layout(page, title: title, description: description, section: section)
    }

    /// `template` rendered with `context`, or the last build's HTML of the same page; see ``SiteRenderer/render(_:_:at:)``.
    func render<Content: Equatable>(
        _ template: Template, _ context: PageContext<Content>, at page: Route
    ) throws(TemplateError) -> String {
        try renderer.render(template, context, at: page)
    }
}
