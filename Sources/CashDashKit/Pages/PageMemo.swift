import Synchronization

/// Pages the last published build rendered, with the inputs each was rendered from, so that a rebuild (`serve`'s)
/// neither renders nor writes again a page whose template and view are exactly the same.
///
/// A build asks ``html(at:template:context:render:)`` for each page; what it renders is staged, and becomes what the
/// next build compares with only when ``publish()`` is called after the output was committed. Other templates (a
/// file of the site's `Templates/` changed) make every page new.
final class PageMemo: Sendable {
    private struct Entry: @unchecked Sendable {  // `context` is always a Sendable view model
        var template: Template
        var context: Any
        var html: String
    }

    private struct State: Sendable {
        var templates: [String: String] = [:]
        var published: [String: Entry] = [:]
        var staged: [String: Entry] = [:]
        var unchanged: Set<String> = []
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a build rendered with templates of these sources (by name).
    func begin(templates: [String: String]) {
        state.withLock { state in
            if state.templates != templates { state.published = [:] }
            state.templates = templates
            state.staged = [:]
            state.unchanged = []
        }
    }

    /// The page at `path`: last build's HTML when its template and context are the same, or `render()`'s.
    func html<Context: Equatable & Sendable>(
        at path: String, template: Template, context: Context, render: () throws(TemplateError) -> String
    ) throws(TemplateError) -> String {
        let last = state.withLock { $0.published[path] }
        if let last, last.template == template, let earlier = last.context as? Context, earlier == context {
            state.withLock { state in
                state.staged[path] = last
                state.unchanged.insert(path)
            }
            return last.html
        }
        let html = try render()
        state.withLock { $0.staged[path] = Entry(template: template, context: context, html: html) }
        return html
    }

    /// Whether the page at `path` came out exactly as the last published build made it.
    func isUnchanged(_ path: String) -> Bool {
        state.withLock { $0.unchanged.contains(path) }
    }

    /// Makes this build's pages the ones the next build compares with; call it once the output was committed.
    func publish() {
        state.withLock { state in
            state.published = state.staged
            state.staged = [:]
        }
    }
}
