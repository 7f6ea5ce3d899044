/// One chapter of the curriculum: a Markdown file, with YAML or TOML front matter or a `#` heading for its title.
///
/// Its fields are held in one shared box until a copy changes one (copy on write, as `Array` does): a build passes
/// thousands of chapters from stage to stage, and a copy of twenty fields was a reference count on each of them, with
/// the page faults of moving them in arrays (the box made a rebuild after one edit at 2,000 chapters 0.97x the CPU).
public struct Chapter: Sendable, Equatable {
    /// The stored fields, compared as a whole.
    private struct Fields: Sendable, Equatable {
        var path: String
        var fileName: String
        var section: Section?
        var depth = 0
        var bookNumber: [Int]?
        var title: String
        var order: Int?
        var summary: String?
        var objectives: [String]
        var isDraft: Bool
        var bodyText: LazyText
        var bodyFirstLine: Int
        var lineMap: [Int] = []
        var includedFiles: Set<String> = []
        var titleLine: Int
        var slug = ""
        var noLinks: [String] = []
        var noLinksLine = 0
        var pageName: String
    }

    /// The box the fields are in, changed only while no other chapter holds it (``update(_:)``): so it is never
    /// changed while another thread reads it, and may be sent.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Changes the fields through `change`, in a box of this chapter's own.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    public static func == (lhs: Chapter, rhs: Chapter) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    /// The file's path as the user sees it in diagnostics.
    public var path: String {
        get { box.fields.path }
        set { update { $0.path = newValue } }
    }
    /// The file's path inside `Content/curriculum/`, which other chapters link to (`02-saving.md`,
    /// `guide/intro.md`).
    public var fileName: String {
        get { box.fields.fileName }
        set {
            update {
                $0.fileName = newValue
                $0.pageName = Self.pageName(title: $0.title, fileName: newValue)
            }
        }
    }
    /// The section the chapter is in: a sub-folder of the curriculum, or a part of `SUMMARY.md`; nil at the top.
    public var section: Section? {
        get { box.fields.section }
        set { update { $0.section = newValue } }
    }
    /// How far the chapter is nested below its section's top: 0, 1 for a sub-chapter, and so on.
    public var depth: Int {
        get { box.fields.depth }
        set { update { $0.depth = newValue } }
    }
    /// Its number in `SUMMARY.md` as mdBook gives it (`[1, 2]` is 1.2.); nil for a prefix or suffix chapter there,
    /// and in a curriculum without one.
    public var bookNumber: [Int]? {
        get { box.fields.bookNumber }
        set { update { $0.bookNumber = newValue } }
    }
    public var title: String {
        get { box.fields.title }
        set {
            update {
                $0.title = newValue
                $0.pageName = Self.pageName(title: newValue, fileName: $0.fileName)
            }
        }
    }
    /// Where the chapter sits in the curriculum: `order` from front matter, else the file name's number prefix.
    public var order: Int? {
        get { box.fields.order }
        set { update { $0.order = newValue } }
    }
    public var summary: String? {
        get { box.fields.summary }
        set { update { $0.summary = newValue } }
    }
    public var objectives: [String] {
        get { box.fields.objectives }
        set { update { $0.objectives = newValue } }
    }
    public var isDraft: Bool {
        get { box.fields.isDraft }
        set { update { $0.isDraft = newValue } }
    }
    /// The Markdown after the front matter.
    public var body: String {
        get { bodyText.string }
        set { bodyText = LazyText(newValue) }
    }
    /// ``body`` as held: a chapter taken from the record of the last build's reading keeps it there, made a `String`
    /// only if the chapter is rendered again.
    public var bodyText: LazyText {
        get { box.fields.bodyText }
        set { update { $0.bodyText = newValue } }
    }
    /// Lets go of the Markdown when it is a `String` of its own. Markdown held as the bytes of the record it was read
    /// from (``bodyText``) is kept: the record is mapped, so dropping it frees nothing, and it would copy the fields
    /// of each of 2,000 chapters a rebuild takes from there (0.5 % of a rebuild after one edit, by perf).
    public mutating func dropBody() {
        if bodyText.isString { body = "" }
    }

    /// The file line of the body's first line.
    public var bodyFirstLine: Int {
        get { box.fields.bodyFirstLine }
        set { update { $0.bodyFirstLine = newValue } }
    }
    /// The file line of each line of the body, when `{{#include}}` moved them (an included line counts as its
    /// directive's); empty when line n of the body is file line `bodyFirstLine + n - 1`.
    public var lineMap: [Int] {
        get { box.fields.lineMap }
        set { update { $0.lineMap = newValue } }
    }
    /// The real path of every file the chapter includes with `{{#include}}`.
    public var includedFiles: Set<String> {
        get { box.fields.includedFiles }
        set { update { $0.includedFiles = newValue } }
    }
    /// Where the title is written, for messages about it.
    public var titleLine: Int {
        get { box.fields.titleLine }
        set { update { $0.titleLine = newValue } }
    }
    /// The URL segment of the chapter's page (`curriculum/<slug>/`); set when the curriculum is assembled.
    public var slug: String {
        get { box.fields.slug }
        set { update { $0.slug = newValue } }
    }
    /// Glossary terms this chapter leaves unlinked (`no_links:` in its front matter), and the file line of that key.
    public var noLinks: [String] {
        get { box.fields.noLinks }
        set { update { $0.noLinks = newValue } }
    }
    public var noLinksLine: Int {
        get { box.fields.noLinksLine }
        set { update { $0.noLinksLine = newValue } }
    }
    /// The page name the title asks for (`Making a budget` → `making-a-budget`; the file's name when the title has
    /// no letter or digit, else `chapter`), which the curriculum makes unique as `slug`. Kept, as it is asked for on
    /// every rebuild.
    public var pageName: String { box.fields.pageName }

    static func pageName(title: String, fileName: String) -> String {
        let fromTitle = urlSlug(title)
        if !fromTitle.isEmpty { return fromTitle }
        let fromFile = urlSlug(String(fileName.pathFileName.dropLast(3)))
        return fromFile.isEmpty ? "chapter" : fromFile
    }

    public init(
        path: String, fileName: String, title: String, order: Int? = nil, summary: String? = nil,
        objectives: [String] = [], isDraft: Bool = false, body: String, bodyFirstLine: Int = 1, titleLine: Int = 1
    ) {
        box = Box(
            Fields(
                path: path, fileName: fileName, title: title, order: order, summary: summary, objectives: objectives,
                isDraft: isDraft, bodyText: LazyText(body), bodyFirstLine: bodyFirstLine, titleLine: titleLine,
                pageName: Self.pageName(title: title, fileName: fileName)))
    }

    /// A group of chapters: a sub-folder of the curriculum, or a part of `SUMMARY.md`.
    public struct Section: Sendable, Equatable, Hashable {
        public var title: String
        /// Where the section comes among the chapters and sections at the top (its `index.md`'s `order`, else the
        /// folder name's number prefix).
        public var order: Int?
        /// The folder, or the part's title, that sorts sections with the same order.
        public var key: String

        public init(title: String, order: Int? = nil, key: String) {
            self.title = title
            self.order = order
            self.key = key
        }
    }

    /// The chapter's number as readers see it, when it is at `position` (from 1) in reading order: that place, or in
    /// a book ordered by its `SUMMARY.md` (`isInBook`), mdBook's number (`1.2`), nil for a prefix or suffix chapter.
    public func number(at position: Int, isInBook: Bool) -> String? {
        guard isInBook else { return String(position) }
        return bookNumber.map { $0.map(String.init).joined(separator: ".") }
    }

    /// The number at the start of a file name (`03-credit.md` → 3), if any.
    public static func numberPrefix(of fileName: String) -> Int? {
        let digits = fileName.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }
}
