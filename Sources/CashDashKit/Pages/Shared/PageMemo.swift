import Synchronization

/// Pages the last published build rendered, with the inputs each was rendered from, so that a rebuild (`serve`'s)
/// does not render again a page whose template and view are exactly the same.
///
/// A build asks ``html(at:template:context:render:)`` for each page (and each part of a page it renders apart, such
/// as a chapter on the print page); what it renders is staged, and becomes what the next build compares with only
/// when ``publish()`` is called after the build succeeded. Other templates (a file of the site's `Templates/`
/// changed) make every page new.
final class PageMemo: Sendable {
    private struct Entry: @unchecked Sendable {  // `context` is always a Sendable view model
        /// nil for a file no template draws (a script).
        var template: Template?
        var context: Any
        var html: String
    }

    private struct State: Sendable {
        var templates: [String: String] = [:]
        var published: [String: Entry] = [:]
        var staged: [String: Entry] = [:]
        var versions: [String: (value: any Sendable, number: Int)] = [:]
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a build rendered with templates of these sources (by name).
    func begin(templates: [String: String]) {
        state.withLock { state in
            if state.templates != templates { state.published = [:] }
            state.templates = templates
            state.staged = [:]
            state.staged.reserveCapacity(state.published.count)
        }
    }

    /// The page at `path`: last build's HTML when its template and context are the same, or `render()`'s. A file
    /// no template draws (a script) has no template.
    func html<Context: Equatable & Sendable>(
        at path: String, template: Template?, context: Context, render: () throws(TemplateError) -> String
    ) throws(TemplateError) -> String {
        let last = state.withLock { $0.published[path] }
        if let last, last.template == template, let earlier = last.context as? Context, earlier == context {
            state.withLock { $0.staged[path] = last }
            return last.html
        }
        let html = try render()
        state.withLock { $0.staged[path] = Entry(template: template, context: context, html: html) }
        return html
    }

    /// A number that stays the same from build to build for as long as `value` does, for parts of pages that
    /// depend on it: a part rendered with the same number was rendered with an equal value.
    func version<Value: Equatable & Sendable>(of key: String, _ value: Value) -> Int {
        state.withLock { state in
            if let last = state.versions[key], let earlier = last.value as? Value, earlier == value {
                return last.number
            }
            let number = (state.versions[key]?.number ?? 0) + 1
            state.versions[key] = (value, number)
            return number
        }
    }

    /// Makes this build's pages the ones the next build compares with; call it once the build succeeded.
    func publish() {
        state.withLock { state in
            state.published = state.staged
            state.staged = [:]
        }
    }
}

/// An object compared by identity, for a memo's inputs: a rendered chapter that did not change is the very object the
/// last build made, so one pointer comparison stands for comparing all it holds. The memo keeps the object alive, so
/// its address is never another object's.
struct Same<Object: AnyObject & Sendable>: Equatable, Sendable {
    let object: Object

    init(_ object: Object) {
        self.object = object
    }

    static func == (a: Same, b: Same) -> Bool {
        a.object === b.object
    }
}
