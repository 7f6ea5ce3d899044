import CashDashModel
import Synchronization

/// What one build keeps for the next, so that a rebuild reads again only the files that changed (those a watcher
/// named, ``ChangedFiles``), parses and renders again only the chapters that changed, and renders and writes again
/// only the pages that changed. `serve` keeps one for as long as it runs; a plain `build` has none. Each part lives
/// with the stage that uses it.
public final class BuildCache: Sendable {
    /// `Content/` and `Templates/` as the last build listed them.
    let listings = FolderListingCache()
    /// The inputs besides the chapters as the last build read them.
    let inputs = InputMemo()
    /// The files the last build copied into the site.
    let copies = FileCopies()
    /// The chapters as the last build loaded them.
    let chapterFiles = ChapterCache()
    /// The chapters as the last build rendered them.
    let renderedChapters = ChapterRenderCache()
    /// The templates as the last build parsed them.
    let templates = ParsedTemplates()
    /// The pages of the last published build.
    let pages = PageMemo()
    /// The pages of the last published build as the link check scanned them.
    let scans = ScannedPages()
    /// The last build's search index, which the next makes again only for the entries that changed.
    let searchIndex = Mutex<SearchIndex?>(nil)

    public init() {}
}
