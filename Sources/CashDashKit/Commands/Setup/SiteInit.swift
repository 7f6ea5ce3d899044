import CashDashModel
import Foundation

/// `cashdash init [DIR] [--example] [--language CODE]`: a new site that builds with no warnings, in a folder that
/// has none.
///
/// The starter site is `Starter/<language>/` of Cash Dash's package (a commented `site.yml`, two short chapters, a
/// small glossary, one budget with `budgets.yml`, an empty class ledger, and the calculators' pages in languages
/// other than English, where they are the default site's), one folder per language, with a `.gitignore` for
/// `Output/` and the GitHub workflow (``GitHubWorkflow``); `--example` writes the whole default class site instead. Both are compiled into Cash Dash, so it needs
/// nothing beside the binary.
public struct SiteInit: Sendable {
    public var folder: String
    public var example: Bool
    /// The starter's language, one of ``languages``.
    public var language: String

    public init(folder: String = ".", example: Bool = false, language: String = "en") {
        self.folder = folder
        self.example = example
        self.language = language
    }

    /// The `.gitignore` a new site gets: the built site, printed statements, scratch folders, and `students.csv`,
    /// the one file of the students' names, so that a repository (public, for GitHub Pages) holds no names; its
    /// builds read the students from `codes.csv` and show codes.
    static let gitignore = """
        Output/
        Statements/
        .cashdash-scratch-*/
        # The students' names stay on your machine: keep a copy of this file somewhere safe.
        Content/class/students.csv

        """

    /// The languages the starter site is written in: each with its own `Starter/<code>/` and Cash Dash's words in
    /// `Templates/i18n/<code>.yml` (English needs none of its own), in code order.
    public static var languages: [String] {
        let catalogues = Set(
            EmbeddedFiles.files(in: "Templates/i18n").map(\.path).filter { $0.hasSuffix(".yml") }.map {
                String($0.dropLast(".yml".count))
            })
        let starters = Set(
            EmbeddedFiles.files(in: "Starter").compactMap { $0.path.split(separator: "/").first.map(String.init) })
        return starters.filter { $0 == "en" || catalogues.contains($0) }.sorted()
    }

    /// What to say when `language` has no starter: the languages there are, and how to choose one.
    public static func unknownLanguage(_ language: String) -> String {
        "there is no starter site in `\(language)`; choose one of \(languages.joined(separator: ", ")), like "
            + "`cashdash init --language es`"
    }

    /// What `init` did: the files it wrote, or why it wrote none.
    public struct Result: Sendable {
        public var diagnostics = Diagnostics()
        public var files: [String] = []
    }

    public func run() -> Result {
        var result = Result()
        let site = SiteFolder(folder)
        guard Self.languages.contains(language) else {
            result.diagnostics.error(Self.unknownLanguage(language), in: site.content().path)
            return result
        }
        let content = site.content()
        var status = stat()
        if lstat(content.url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            result.diagnostics.error(
                "Content here is a link, and Cash Dash never writes through a link; remove it, or choose a new folder, "
                    + "like `cashdash init my-site`", in: content.path)
            return result
        }
        if FileManager.default.fileExists(atPath: content.url.path) {
            result.diagnostics.error(
                "there is a site here already (it has a Content folder); Cash Dash never writes over your files, so "
                    + "choose a new folder, like `cashdash init my-site`", in: content.path)
            return result
        }
        for (path, data) in files {
            do {
                if try NewFile.write(data, to: site.url.appendingPathComponent(path)) == .written {
                    result.files.append(path)
                } else {
                    result.diagnostics.warning(
                        "this file was already here, so it was kept as it is", in: site.item(path).path)
                }
            } catch {
                result.diagnostics.error("this file cannot be written (\(plainWords(error)))", in: site.item(path).path)
            }
        }
        return result
    }

    /// The new site's files, by path inside the site folder.
    var files: [(path: String, data: Data)] {
        var files: [(path: String, data: Data)] = [
            (".gitignore", Data(Self.gitignore.utf8)),
            (GitHubWorkflow.path, Data(GitHubWorkflow.text(followsRates: example).utf8)),
        ]
        if example {
            return files + EmbeddedFiles.files(in: "Content").map { ("Content/" + $0.path, $0.data) }
        }
        let starter = EmbeddedFiles.files(in: "Starter/" + language)
        files += starter
        // The calculators' explanation pages: the starter's own translation, or else the default site's, without the
        // chapters of the default site they point to.
        if !starter.contains(where: { $0.path.hasPrefix("Content/calculators/") }) {
            for (path, data) in EmbeddedFiles.files(in: "Content/calculators") {
                files.append(("Content/calculators/" + path, Data(NewContent.withoutChapterLinks(data).utf8)))
            }
        }
        return files
    }
}
