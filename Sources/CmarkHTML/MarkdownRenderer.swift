import CCmarkGFM

/// Renders GitHub Flavored Markdown to HTML with cmark-gfm.
///
/// The renderer attaches the GFM extensions (tables, strikethrough, autolinks, task lists, tagfilter), enables
/// footnotes, gives every heading a unique GitHub-style `id`, and lets a ``MarkdownHooks`` value rewrite link
/// destinations and turn words of plain text into links. It is a value type and safe to use from many threads.
public struct MarkdownRenderer: Sendable {
    /// Options that change how Markdown becomes HTML.
    public struct Options: Sendable, Equatable {
        /// Lets raw HTML in the source through. The tagfilter extension still neutralises `<script>`,
        /// `<iframe>`, `<style>` and the like. When false (the default) raw HTML is replaced by a comment.
        public var allowsRawHTML: Bool
        /// Puts each table in a box of its own that scrolls sideways (`<div class="table-scroll">`), which a keyboard
        /// can reach, so that a wide table never makes the page wider than a phone.
        public var scrollableTables: Bool
        /// Writes a task list item's box as a mark with words for screen readers (`<span class="task-mark done">`
        /// and "Done:"), rather than as a disabled checkbox without a label.
        public var labelledTasks: Bool
        /// Makes each heading's text a link to the heading itself (`<a class="heading-link" href="#saving">`), so that
        /// a reader can copy the address of a section, as in mdBook. A heading that holds a link of its own is left
        /// as it is, as links cannot nest.
        public var linkedHeadings: Bool
        /// Gives each code block's `<pre>` `tabindex="0"`, so that a keyboard can scroll one wider than the page (axe-core's
        /// `scrollable-region-focusable`), as Docusaurus and GitHub do.
        public var focusableCodeBlocks: Bool
        /// The words read out for a table's box and a task's mark, in the page's language; without them a table's
        /// box has no name and a task's mark no words (the caller, which knows the language, passes them).
        public var labels: Labels?

        /// What the renderer writes for screen readers, in the page's language.
        public struct Labels: Sendable, Equatable {
            /// The name of a table's scrolling box (`Table`).
            public var table: String
            /// Said before a task's text, with the language's punctuation: done (`Done:`) or not (`To do:`).
            public var done: String
            public var toDo: String

            public init(table: String, done: String, toDo: String) {
                self.table = table
                self.done = done
                self.toDo = toDo
            }
        }

        public init(
            allowsRawHTML: Bool = false, scrollableTables: Bool = false, labelledTasks: Bool = false,
            linkedHeadings: Bool = false,
            focusableCodeBlocks: Bool = false, labels: Labels? = nil
        ) {
            self.labels = labels
            self.focusableCodeBlocks = focusableCodeBlocks
            self.allowsRawHTML = allowsRawHTML
            self.scrollableTables = scrollableTables
            self.labelledTasks = labelledTasks
            self.linkedHeadings = linkedHeadings
        }
    }

    /// The names of the cmark-gfm extensions attached to every parser.
    public static let extensionNames = ["table", "strikethrough", "autolink", "tasklist", "tagfilter"]

    public var options: Options

    public init(options: Options = Options()) {
        CoreExtensions.register()
        self.options = options
    }

    /// Renders `source` without hooks.
    public func render(_ source: String) -> RenderedMarkdown {
        var hooks = NoHooks()
        return render(source, hooks: &hooks)
    }

    /// Renders `source`, asking `hooks` about every link and every run of plain text. A text with a table over
    /// ``TableLimits`` is not rendered (empty HTML) and `hooks` are told where.
    ///
    /// - Parameters:
    ///   - firstLine: the line number of the first line of `source` in its file, so that positions given to the hooks
    ///     point into the file (for example after YAML front matter).
    ///   - lineMap: the file line of each line of `source`, when lines were added to it (an included file); it
    ///     replaces `firstLine` when not empty.
    public func render<Hooks: MarkdownHooks>(
        _ source: String, firstLine: Int = 1, lineMap: [Int] = [], hooks: inout Hooks
    ) -> RenderedMarkdown {
        let lines = SourceLines(firstLine: firstLine, map: lineMap)
        if let table = TableLimits.firstOversized(in: source) {
            // Never handed to cmark-gfm, whose tables grow as columns × rows (see TableLimits).
            hooks.refuse(table.message, at: SourcePosition(line: lines.fileLine(table.line), column: 1))
            return RenderedMarkdown(html: "", headings: [], wordCount: 0, text: [""])
        }
        var tree = TreeRewriter(
            document: CmarkDocument(source: source, options: parseOptions), source: source, lines: lines,
            renderOptions: renderOptions, options: options)
        // The rewriter's document, not a copy made before it: only it knows the nodes the rewrite took out of the
        // tree (freeing a copy leaked them, 9 MB over 2,000 chapters).
        defer { tree.document.free() }
        let headings = tree.rewrite(hooks: &hooks)
        return RenderedMarkdown(
            html: tree.document.renderHTML(options: renderOptions),
            headings: headings,
            wordCount: tree.wordCount,
            ideographCount: tree.ideographCount,
            text: tree.text
        )
    }

    private var parseOptions: Int32 {
        CMARK_OPT_FOOTNOTES | (options.allowsRawHTML ? CMARK_OPT_UNSAFE : 0)
    }

    /// Table alignment as `style="text-align: right"`, not the `align` attribute HTML has made obsolete.
    private var renderOptions: Int32 { parseOptions | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES }
}

/// What a render produced: the HTML and what was learnt about the document on the way.
public struct RenderedMarkdown: Sendable, Equatable {
    /// The HTML body, without any surrounding page.
    public var html: String
    /// Every heading in document order, with the `id` it was given.
    public var headings: [Heading]
    /// The number of words of prose (text and inline code, not code blocks); each Chinese or Japanese character
    /// (kana, CJK ideograph) counts as a word.
    public var wordCount: Int
    /// How many of ``wordCount`` are Chinese or Japanese characters, read at about 500 a minute rather than 200.
    public var ideographCount: Int
    /// The prose as plain text (text and inline code; not headings or raw HTML), for search: the text before the
    /// first heading, then the text after each of ``headings`` in turn (one more part than headings). The code of a
    /// code block shown as code (not one a hook replaced) ends its part.
    public var text: [String]

    public init(
        html: String, headings: [Heading], wordCount: Int, ideographCount: Int = 0, text: [String] = [""]
    ) {
        self.html = html
        self.headings = headings
        self.wordCount = wordCount
        self.ideographCount = ideographCount
        self.text = text
    }
}

/// A heading of a rendered document.
public struct Heading: Sendable, Equatable {
    /// 1 for `#`, 2 for `##` and so on.
    public var level: Int
    /// The heading's plain text.
    public var text: String
    /// The unique `id` attribute the heading got.
    public var id: String

    public init(level: Int, text: String, id: String) {
        self.level = level
        self.text = text
        self.id = id
    }
}

/// Registers cmark-gfm's core extensions exactly once per process.
enum CoreExtensions {
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    static func register() {
        _ = registered
    }
}

/// Where the lines of a rendered text are in its file.
struct SourceLines {
    var firstLine: Int
    /// The file line of each line, or empty when they follow each other from `firstLine`.
    var map: [Int]

    /// The file line of line `line` (from 1) of the text.
    func fileLine(_ line: Int) -> Int {
        guard !map.isEmpty else { return line + firstLine - 1 }
        return map[min(max(line, 1), map.count) - 1]
    }
}
