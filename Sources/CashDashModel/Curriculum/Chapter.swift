/// One chapter of the curriculum: a Markdown file with YAML front matter.
public struct Chapter: Sendable, Equatable {
    /// The file's path as the user sees it in diagnostics.
    public var path: String
    /// The file's name inside `Content/curriculum/`, which other chapters link to (`02-saving.md`).
    public var fileName: String
    public var title: String
    /// Where the chapter sits in the curriculum: `order` from front matter, else the file name's number prefix.
    public var order: Int?
    public var summary: String?
    public var objectives: [String]
    public var isDraft: Bool
    /// The Markdown after the front matter.
    public var body: String
    /// The file line of the body's first line.
    public var bodyFirstLine: Int
    /// Where the title is written, for messages about it.
    public var titleLine: Int
    /// The URL segment of the chapter's page (`curriculum/<slug>/`); set when the curriculum is assembled.
    public var slug: String = ""

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
        self.body = body
        self.bodyFirstLine = bodyFirstLine
        self.titleLine = titleLine
    }

    /// The number at the start of a file name (`03-credit.md` → 3), if any.
    public static func numberPrefix(of fileName: String) -> Int? {
        let digits = fileName.prefix { $0.isASCII && $0.isNumber }
        return digits.isEmpty ? nil : Int(digits)
    }
}
