import CashDashModel

/// What one build keeps for the next, so that a rebuild parses and renders again only the chapters that changed,
/// and renders and writes again only the chapter pages that changed. `serve` keeps one for as long as it runs; a
/// plain `build` has none. Each part lives with the stage that uses it.
public final class BuildCache: Sendable {
    /// The chapters as the last build loaded them.
    let chapterFiles = ChapterCache()
    /// The chapters as the last build rendered them.
    let renderedChapters = ChapterRenderCache()
    /// The templates as the last build parsed them.
    let templates = ParsedTemplates()
    /// The pages of the last published build.
    let pages = PageMemo()

    public init() {}
}
