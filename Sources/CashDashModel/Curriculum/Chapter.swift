/// One chapter of the curriculum: a Markdown file, with YAML or TOML front matter or a `#` heading for its title.
public struct Chapter: Sendable, Equatable {
    /// The file's path as the user sees it in diagnostics.
    public var path: String
    /// The file's path inside `Content/curriculum/`, which other chapters link to (`02-saving.md`,
    /// `guide/intro.md`).
    public var fileName: String { didSet { pageName = Self.pageName(title: title, fileName: fileName) } }
    /// The section the chapter is in: a sub-folder of the curriculum, or a part of `SUMMARY.md`; nil at the top.
    public var section: Section?
    /// How far the chapter is nested below its section's top: 0, 1 for a sub-chapter, and so on.
    public var depth = 0
    /// Its number in `SUMMARY.md` as mdBook gives it (`[1, 2]` is 1.2.); nil for a prefix or suffix chapter there,
    /// and in a curriculum without one.
    public var bookNumber: [Int]?
    public var title: String { didSet { pageName = Self.pageName(title: title, fileName: fileName) } }
    /// Where the chapter sits in the curriculum: `order` from front matter, else the file name's number prefix.
    public var order: Int?
    public var summary: String?
    public var objectives: [String]
    public var isDraft: Bool
    /// The Markdown after the front matter.
    public var body: String {
        get { bodyText.string }
        set { bodyText = LazyText(newValue) }
    }
    /// ``body`` as held: a chapter taken from the record of the last build's reading keeps it there, made a `String`
    /// only if the chapter is rendered again.
    public var bodyText: LazyText
    /// The file line of the body's first line.
    public var bodyFirstLine: Int
    /// The file line of each line of the body, when `{{#include}}` moved them (an included line counts as its
    /// directive's); empty when line n of the body is file line `bodyFirstLine + n - 1`.
    public var lineMap: [Int] = []
    /// The real path of every file the chapter includes with `{{#include}}`.
    public var includedFiles: Set<String> = []
    /// Where the title is written, for messages about it.
    public var titleLine: Int
    /// The URL segment of the chapter's page (`curriculum/<slug>/`); set when the curriculum is assembled.
    public var slug: String = ""
    /// Glossary terms this chapter leaves unlinked (`no_links:` in its front matter), and the file line of that key.
    public var noLinks: [String] = []
    public var noLinksLine = 0
    /// The page name the title asks for (`Making a budget` → `making-a-budget`; the file's name when the title has
    /// no letter or digit, else `chapter`), which the curriculum makes unique as `slug`. Kept, as it is asked for on
    /// every rebuild.
    public private(set) var pageName: String

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
        self.path = path
        self.fileName = fileName
        self.title = title
        self.order = order
        self.summary = summary
        self.objectives = objectives
        self.isDraft = isDraft
        bodyText = LazyText(body)
        self.bodyFirstLine = bodyFirstLine
        self.titleLine = titleLine
        pageName = Self.pageName(title: title, fileName: fileName)
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
