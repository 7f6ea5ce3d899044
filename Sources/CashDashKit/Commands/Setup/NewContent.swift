import CashDashModel
import Foundation

/// `cashdash new chapter "Title"` and `cashdash new calculator KIND`: a new content file with its front matter, as
/// `hugo new` makes one. It never replaces a file.
public struct NewContent: Sendable {
    public enum Kind: Sendable {
        case chapter(title: String)
        case calculator(CalculatorKind)
    }

    public var sitePath: String
    public var kind: Kind

    public init(sitePath: String = ".", kind: Kind) {
        self.sitePath = sitePath
        self.kind = kind
    }

    /// The file written (as messages show it), or the problems that stopped it.
    public struct Result: Sendable {
        public var diagnostics = Diagnostics()
        public var path: String?
        /// What the writer still has to do for the file to be published, if anything: in a book with a
        /// `SUMMARY.md`, list the chapter there.
        public var nextStep: String?
    }

    public func run() -> Result {
        var result = Result()
        let site = SiteFolder(sitePath)
        guard FileManager.default.fileExists(atPath: site.content().url.path) else {
            result.diagnostics.error(
                "there is no Content folder here; run this in a site folder, or start one with `cashdash init`",
                in: site.content().path)
            return result
        }
        let (folder, fileName, text): (SiteFolder.Item, String, String)
        switch kind {
        case .chapter(let title):
            guard let file = chapterFile(titled: title, in: site, into: &result) else { return result }
            (folder, fileName, text) = file
        case .calculator(let kind):
            guard let file = calculatorFile(kind, in: site, into: &result) else { return result }
            (folder, fileName, text) = file
        }
        let url = folder.url.appendingPathComponent(fileName)
        let path = displayPath(folder.path, fileName)
        if case .chapter(let title) = kind {
            // Read back as the build will read it: a title that does not come back as written is not written.
            var check = Diagnostics()
            let chapter = ChapterLoader.load(text: text, path: path, fileName: fileName, diagnostics: &check)
            guard !check.hasErrors, chapter?.title == title.trimmingCharacters(in: .whitespaces) else {
                result.diagnostics.error(
                    "this title cannot be a chapter's title as written; use letters, digits and punctuation on one line",
                    in: "title")
                return result
            }
        }
        do {
            guard try NewFile.write(Data(text.utf8), to: url) == .written else {
                result.diagnostics.error("this file is there already; Cash Dash never writes over it", in: path)
                return result
            }
            result.path = path
        } catch {
            result.diagnostics.error("this file cannot be written (\(plainWords(error)))", in: path)
        }
        return result
    }

    /// A new chapter's folder, file name and text: numbered after the others, or named for a book's `SUMMARY.md`
    /// (and the step to list it there); nil, with the error, for a title that cannot be one.
    private func chapterFile(
        titled title: String, in site: SiteFolder, into result: inout Result
    ) -> (SiteFolder.Item, String, String)? {
        if let problem = Self.problem(withTitle: title) {
            result.diagnostics.error(problem, in: "title")
            return nil
        }
        let folder = site.content("curriculum")
        var slug = urlSlug(title)
        if slug.isEmpty { slug = "chapter" }
        // In a book, SUMMARY.md gives the order, not a number (and mdBook's 404.md is no chapter 404).
        let summary = Self.summaryEntries(in: folder.url)
        let number = nextNumber(in: folder.url)
        let fileName = summary == nil ? String(format: "%02d-%@.md", number, slug) : slug + ".md"
        if summary != nil {
            result.nextStep =
                "This book's order comes from SUMMARY.md: add `- [\(title)](\(fileName))` there to give the "
                + "chapter a page."
        }
        let example = summary?.first ?? firstChapter(in: folder.url) ?? fileName
        let text = """
            ---
            title: \(Self.quoted(title))
            \(summary == nil ? "order: \(number)\n" : "")# summary: One sentence for the curriculum's index.
            # objectives:
            #   - What a reader will be able to do
            ---

            Write your chapter here, in Markdown. Link to another chapter by its file name, like
            [the first chapter](\(example)).

            """
        return (folder, fileName, text)
    }

    /// A new calculator page's folder, file name and text; nil, with the error, when the calculator has a page.
    private func calculatorFile(
        _ kind: CalculatorKind, in site: SiteFolder, into result: inout Result
    ) -> (SiteFolder.Item, String, String)? {
        let folder = site.content("calculators")
        let existing = listFiles(in: folder.url, within: site.url).filter { $0.hasSuffix(".md") }
        if let page = existing.first(where: {
            Self.calculator(ofPage: folder.url.appendingPathComponent($0)) == kind.rawValue
        }) {
            result.diagnostics.error(
                "the \(kind.rawValue) calculator has a page already; edit it there",
                in: displayPath(folder.path, page))
            return nil
        }
        let fileName = "\(nextNumber(in: folder.url))-\(kind.rawValue).md"
        let text = Self.calculatorPage(kind)
        return (folder, fileName, text)
    }

    /// Why `title` cannot be a chapter's title, or nil when it can: the build reads a title from one line of front
    /// matter, so it must hold something other than spaces, no line break (after which a `---` would end the front
    /// matter) and no control character.
    static func problem(withTitle title: String) -> String? {
        if title.trimmingCharacters(in: .whitespaces).isEmpty {
            return "a chapter needs a title; write it in quotes, like: cashdash new chapter \"Saving money\""
        }
        if title.unicodeScalars.contains(where: { "\n\r\u{85}\u{2028}\u{2029}".unicodeScalars.contains($0) }) {
            return "a chapter's title is one line; take out the line break in `\(title)`"
        }
        let unreadable: (Unicode.Scalar) -> Bool = {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0xFEFF
                || (0xFFFE...0xFFFF).contains($0.value)
        }
        if let control = title.unicodeScalars.first(where: unreadable) {
            return
                "a chapter's title cannot hold the control character \(visibleText(String(control))) (in `\(title)`); take it out"
        }
        return nil
    }

    /// One more than the highest number that starts a file name in `folder` (or 1).
    private func nextNumber(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return (names.compactMap { Chapter.numberPrefix(of: $0) }.max() ?? 0) + 1
    }

    /// The chapter files `SUMMARY.md` in `folder` lists, in order; nil when there is no `SUMMARY.md`.
    private static func summaryEntries(in folder: URL) -> [String]? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("SUMMARY.md"), encoding: .utf8) else {
            return nil
        }
        var ignored = Diagnostics()
        return BookSummary(text, path: "SUMMARY.md", diagnostics: &ignored).entries.map(\.file).filter { !$0.isEmpty }
    }

    private func firstChapter(in folder: URL) -> String? {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }
            .sorted().first
    }

    /// A calculator page of the default site without its `chapters:` line, which names chapters a new site lacks.
    static func withoutChapterLinks(_ page: Data) -> String {
        String(decoding: page, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("chapters:") }.joined(separator: "\n")
    }

    /// `text` as a YAML double-quoted string.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The `calculator:` a page's front matter names, if any.
    private static func calculator(ofPage url: URL) -> String? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("calculator:") }
            .map { $0.dropFirst("calculator:".count).trimmingCharacters(in: .whitespaces) }
    }

    /// The default site's page for `kind`, without the chapters it points to; or a short page with its name.
    private static func calculatorPage(_ kind: CalculatorKind) -> String {
        for (_, data) in EmbeddedFiles.files(in: "Content/calculators") {
            let text = String(decoding: data, as: UTF8.self)
            guard text.split(separator: "\n").contains(where: { $0 == "calculator: \(kind.rawValue)" }) else {
                continue
            }
            return withoutChapterLinks(data)
        }
        return "---\ncalculator: \(kind.rawValue)\n---\n\nExplain here what this calculator answers.\n"
    }
}
