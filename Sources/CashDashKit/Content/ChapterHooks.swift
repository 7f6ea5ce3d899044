import CashDashModel
import Charts
import CmarkHTML
import Foundation

/// What a chapter's Markdown may do beyond plain GFM.
///
/// Relative links are rewritten to the chapter's and the file's routes: `02-saving.md#goals` becomes
/// `../saving/index.html#goals`, a picture beside the chapters becomes `../picture.png`; a link to a missing chapter or file is an error at the link. A ```chart block
/// becomes an SVG chart with its numbers in a table (see ``ChartBlock``), a ```quiz block a self-check quiz (see
/// ``QuizBlock``), and a quote that starts `[!NOTE]` a callout (see ``CalloutKind``).
struct ChapterHooks: MarkdownHooks {
    /// What links can point at: every chapter by file name, and the other files of the folder.
    struct Targets: Sendable {
        /// The slug of every chapter and draft by file name.
        var chapters: [String: (slug: String, isDraft: Bool)]
        var assets: Set<String>
        /// Chapter files that failed to load: links to them are not reported a second time.
        var unreadable: Set<String>
        /// Markdown files a `SUMMARY.md` does not list, which have no page.
        var unlisted: Set<String>
        /// The curriculum folder as the user sees it, for messages.
        var folderPath: String
        /// How money is written on this site, for charts.
        var money: NumberStyle
        /// The site's words, for the callouts', quizzes' and charts' own.
        var words: Catalogue
        /// How the site writes days, for charts.
        var days: DayFormat
        /// The glossary's terms, linked where they first appear in a chapter.
        var terms: TermLinker
        /// Every page of the site by its path in the output, for root-absolute links (`/glossary/`).
        var pages: [String: Route]
        /// Chapter files by their lowercased path, for root-absolute links, which Hugo writes in lower case.
        var chapterFilesIgnoringCase: [String: String]

        init(
            _ curriculum: Curriculum, folderPath: String, money: NumberStyle = .usDollars,
            glossary: Glossary = Glossary(),
            pages: [Route] = [], words: Catalogue = .english, days: DayFormat = .unitedStates
        ) {
            self.money = money
            self.words = words
            self.days = days
            self.pages = Dictionary(pages.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            terms = TermLinker(entries: glossary.entries, language: glossary.language)
            chapters = curriculum.slugsByFile()
            chapterFilesIgnoringCase = Dictionary(chapters.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
            assets = Set(curriculum.assets)
            unreadable = Set(curriculum.unreadable)
            unlisted = curriculum.unlisted
            self.folderPath = folderPath
        }
    }

    let targets: Targets
    let chapter: Chapter
    /// Where the chapter's page is, for the links it holds.
    let route: Route
    /// The glossary page, as the chapter links to it.
    private let glossaryLink: String
    var diagnostics = Diagnostics()
    /// Links to a part of a chapter (`#goals`, `02-saving.md#goals`), checked once every chapter has its ids.
    private(set) var fragmentLinks: [FragmentLink] = []
    /// Links to a part of another page of the site (`/glossary/#budget`), as written into the page: checked once
    /// every page is rendered (see `SiteLinkCheck`), and reported here.
    private(set) var pageFragmentLinks: [PageFragmentLink] = []
    private var chartCount = 0
    /// The bytes of the chapter's chart blocks so far, against ``ChartBlock/largestChapterChartText``.
    private var chartText = 0
    /// The chapter's ```quiz blocks, in order, for the teacher's answer key.
    private(set) var quizzes: [Quiz] = []
    private var suggester: Suggester?
    /// Glossary entries linked so far, in the order they first appear.
    private(set) var linkedTerms: [Int] = []
    private var linked: Set<Int> = []

    init(targets: Targets, chapter: Chapter) {
        self.targets = targets
        self.chapter = chapter
        route = .chapter(slug: chapter.slug)
        glossaryLink = Route.glossary.href(from: route)
        // The terms the chapter asks not to link count as linked already.
        for name in chapter.noLinks {
            if let entry = targets.terms.entry(named: name) {
                linked.insert(entry)
            } else {
                diagnostics.warning(
                    "`no_links` names `\(name)`, which is no term of the glossary, so it changes nothing; check its spelling",
                    in: chapter.path, line: chapter.noLinksLine, column: 1)
            }
        }
    }

    /// A relative link is read from the chapter's folder (`../images/jar.png` in `guide/intro.md` is
    /// `images/jar.png`); a root-absolute one (`/glossary/`, `/docs/intro/`) from the site's root, or from the
    /// curriculum folder as Hugo's content folder. Either is checked and written relative to the chapter's page.
    mutating func rewriteLink(_ link: LinkReference) -> String? {
        let destination = link.destination
        if destination.hasPrefix("#") {
            fragmentLinks.append(FragmentLink(file: chapter.fileName, fragment: destination, position: link.position))
            return nil
        }
        let isRootAbsolute = destination.hasPrefix("/") && !destination.hasPrefix("//")
        guard isRootAbsolute || isRelativePath(destination) else { return nil }
        let (target, suffix) = splitSuffix(destination)
        let decoded = target.percentDecoded
        if isRootAbsolute { return rootLink(decoded, as: destination, suffix: suffix, at: link.position) }
        let folder = self.folder
        let path = folder.isEmpty && !decoded.utf8.contains(UInt8(ascii: "/")) ? decoded : normalize(folder + decoded)
        if isMarkdownFile(path) {
            return chapterLink(path, suffix: suffix, at: link.position)
        }
        if targets.assets.contains(path) { return fileLink(path) + suffix }
        if let chapter = chapterFile(forPage: path) ?? chapterFile(forFolder: path, written: decoded) {
            return chapterLink(chapter, suffix: suffix, at: link.position)
        }
        report(
            "links to `\(path)`, which is not in \(targets.folderPath)/; check the spelling or add the file",
            at: link.position)
        return nil
    }

    /// The chapter's folder inside the curriculum, with a slash (`guide/`), or empty at the top.
    private var folder: String {
        guard let slash = chapter.fileName.lastIndex(of: "/") else { return "" }
        return String(chapter.fileName[...slash])
    }

    /// The chapter an mdBook author links as its page: `saving.html` for `saving.md`, `guide/index.html` for
    /// `guide/README.md` or `guide/index.md`.
    private func chapterFile(forPage path: String) -> String? {
        guard path.lowercased().hasSuffix(".html") else { return nil }
        let stem = String(path.dropLast(5))
        var candidates = [stem + ".md"]
        if stem == "index" || stem.hasSuffix("/index") {
            let folder = stem.dropLast("index".count)
            candidates += Curriculum.sectionIndexNames.sorted().map { folder + $0 }
        }
        return candidates.lazy.compactMap { targets.chapterFilesIgnoringCase[$0.lowercased()] }.first
            ?? candidates.first { targets.unlisted.contains($0) }
    }

    /// The chapter a Hugo or mdBook author links as its page's folder: `../spending/` for `spending.md` (Hugo's
    /// pretty address), `guide/` for `guide/README.md`, `guide/index.md` or `guide/_index.md`. Only a link whose
    /// last part (`written`) ends in `/` or has no `.`, as a folder's address does.
    private func chapterFile(forFolder path: String, written: String) -> String? {
        let last = written.split(separator: "/").last ?? ""
        guard written.hasSuffix("/") || !last.contains(".") else { return nil }
        let candidates =
            (path.isEmpty ? [] : [path + ".md"])
            + Curriculum.sectionIndexNames.sorted().map { (path.isEmpty ? "" : path + "/") + $0 }
        return candidates.lazy.compactMap { targets.chapterFilesIgnoringCase[$0.lowercased()] }.first
            ?? candidates.first { targets.unlisted.contains($0) }
    }

    private func fileLink(_ path: String) -> String {
        Route.curriculumFile(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path).href(
            from: route)
    }

    /// A link written from the site's root: a page of the site (`/glossary/`, `/rates/index.html`), or a chapter or
    /// file of the curriculum folder (`/docs/intro/` for `docs/intro.md`, as Hugo's content folder maps to its site).
    private mutating func rootLink(
        _ decoded: String, as written: String, suffix: String, at position: SourcePosition
    ) -> String? {
        let path = normalize(decoded)
        let folderForm = path.isEmpty ? "" : path + "/"
        for candidate in [path, folderForm + "index.html", path + ".html"] {
            if let page = targets.pages[candidate] {
                if suffix.utf8.contains(UInt8(ascii: "#")) {
                    pageFragmentLinks.append(
                        PageFragmentLink(page: page, suffix: suffix, written: written, position: position))
                }
                return page.href(from: route) + suffix
            }
        }
        let inCurriculum = path.hasPrefix("curriculum/") ? String(path.dropFirst("curriculum/".count)) : path
        if targets.assets.contains(inCurriculum) { return fileLink(inCurriculum) + suffix }
        if let found = chapterFile(fromRoot: inCurriculum) { return chapterLink(found, suffix: suffix, at: position) }
        var message =
            "links to `\(written)`, which is no page of this site and no file in \(targets.folderPath)/; a link that starts "
            + "with `/` is read from the site's root (`/glossary/`) or the curriculum folder (`/guide/intro/` for "
            + "guide/intro.md)"
        // A Hugo section copied in (content/docs/ as the curriculum) keeps its links' `/docs/`.
        if let slash = inCurriculum.firstIndex(of: "/"),
            chapterFile(fromRoot: String(inCurriculum[slash...].dropFirst())) != nil
        {
            message +=
                "; the curriculum folder is the site's `/`, so write it without `/\(inCurriculum[..<slash])`: "
                + "`\(written.replacingOccurrences(of: "/" + inCurriculum[..<slash], with: "", options: .anchored))`"
        }
        report(message, at: position)
        return nil
    }

    /// The chapter file a link from the curriculum folder's root names (`guide/intro` is `guide/intro.md`, `guide`
    /// the folder's `README.md`, `index.md` or `_index.md`), in any case, or nil.
    private func chapterFile(fromRoot path: String) -> String? {
        let files =
            path.lowercased().hasSuffix(".md")
            ? [path]
            : [path + ".md"] + Curriculum.sectionIndexNames.sorted().map { (path.isEmpty ? "" : path + "/") + $0 }
        return files.lazy.compactMap { targets.chapterFilesIgnoringCase[$0.lowercased()] }.first
    }

    /// Links the first occurrence of each glossary term to its entry, with the definition as a tooltip.
    /// Without a glossary there is no term to link.
    var rewritesProse: Bool { !targets.terms.isEmpty }

    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? {
        targets.terms.link(text, glossary: glossaryLink, linked: &linked, order: &linkedTerms)
    }

    mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String? {
        if info.split(separator: " ").first == "quiz" {
            guard
                let quiz = QuizReader.read(
                    code, path: chapter.path, firstLine: position.line, minorUnits: targets.money.moneyDecimals,
                    diagnostics: &diagnostics)
            else {
                return nil
            }
            quizzes.append(quiz)
            return QuizBlock.html(
                quiz, id: "\(chapter.slug)-quiz-\(quizzes.count)", money: targets.money, words: targets.words)
        }
        guard info.split(separator: " ").first == "chart" else { return nil }
        chartCount += 1
        chartText += code.utf8.count
        guard chartText <= ChartBlock.largestChapterChartText else {
            // Said once, at the chart that passes the limit; the charts after it are left out too.
            if chartText - code.utf8.count <= ChartBlock.largestChapterChartText {
                diagnostics.error(
                    "this chapter's charts hold more than \(ChartBlock.largestChapterChartText / 1024) KB of data by this "
                        + "one, more than a page can show; move some charts to another chapter or group their data",
                    in: chapter.path, line: position.line, column: position.column)
            }
            return nil
        }
        return ChartBlock.html(
            yaml: code, path: chapter.path, firstLine: position.line, id: "\(chapter.slug)-chart-\(chartCount)",
            money: targets.money, words: targets.words, days: targets.days, diagnostics: &diagnostics)
    }

    /// A GitHub alert (`> [!TIP]`) becomes a labelled box; an unknown kind stays a quote, with a warning at it.
    mutating func wrapAlert(kind: String, at position: SourcePosition) -> BlockWrapper? {
        if let callout = CalloutKind(written: kind) { return callout.wrapper(targets.words) }
        let kinds = CalloutKind.allCases.map { $0.rawValue.uppercased() }
        var message =
            "`[!\(kind)]` is no kind of callout, so this is shown as a plain quote; the kinds are "
            + kinds.map { "`\($0)`" }.joined(separator: ", ")
        if let guess = suggestion(for: kind.uppercased(), among: kinds) { message += "; did you mean `[!\(guess)]`?" }
        diagnostics.warning(message, in: chapter.path, line: position.line, column: position.column)
        return nil
    }

    private mutating func chapterLink(_ fileName: String, suffix: String, at position: SourcePosition) -> String? {
        guard let (slug, isDraft) = targets.chapters[fileName] else {
            if targets.unreadable.contains(fileName) { return nil }
            if targets.unlisted.contains(fileName) {
                report(
                    "links to `\(fileName)`, which SUMMARY.md does not list, so it has no page; add it to SUMMARY.md",
                    at: position)
                return nil
            }
            var message = "links to the chapter `\(fileName)`, but there is no such file in \(targets.folderPath)/"
            // One suggester a chapter, made at its first broken link: it sorts the names once and answers at most
            // `Suggester.maximumLookups` links.
            if suggester == nil { suggester = Suggester((Array(targets.chapters.keys) + targets.unreadable).sorted()) }
            if let guess = suggester?.suggestion(for: fileName) { message += "; did you mean `\(guess)`?" }
            report(message, at: position)
            return nil
        }
        if isDraft {
            report(
                "links to `\(fileName)`, which is a draft (`draft: true`), so it has no page; "
                    + "publish it or remove the link", at: position)
            return nil
        }
        if let hash = suffix.firstIndex(of: "#") {
            fragmentLinks.append(FragmentLink(file: fileName, fragment: String(suffix[hash...]), position: position))
        }
        return Route.chapter(slug: slug).href(from: route) + suffix
    }

    mutating func refuse(_ message: String, at position: SourcePosition) {
        report(message, at: position)
    }

    /// One warning a chapter, at its first piece of raw HTML, which safe mode leaves out.
    mutating func droppedRawHTML(_ tag: String, at position: SourcePosition) {
        diagnostics.warning(
            "raw HTML such as `\(tag)` is left out of this chapter, as `unsafe_html` is off; write it in Markdown, or set "
                + "`unsafe_html: true` in site.yml to let HTML from a safe list through", in: chapter.path,
            line: position.line,
            column: position.column)
    }

    /// A warning at a heading whose own id another heading of the chapter already has.
    mutating func renamedHeadingID(_ written: String, to id: String, at position: SourcePosition) {
        diagnostics.warning(
            "an earlier heading of this chapter already has the id `\(written)`, so this one is `#\(id)` and links to "
                + "`#\(written)` open the first; give this heading an id of its own", in: chapter.path,
            line: position.line, column: position.column)
    }

    private mutating func report(_ message: String, at position: SourcePosition) {
        diagnostics.error(message, in: chapter.path, line: position.line, column: position.column)
    }

    /// A destination that is neither empty, nor a fragment, nor absolute, nor has a scheme (`https:`, `mailto:`).
    private func isRelativePath(_ destination: String) -> Bool {
        guard let first = destination.first, first != "#", first != "/", first != "?" else { return false }
        if let colon = destination.firstIndex(of: ":") {
            let scheme = destination[..<colon]
            if !scheme.utf8.contains(where: {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?")
            }) {
                return false
            }
        }
        return true
    }

    /// Removes `./` segments and resolves `dir/../`.
    private func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}

/// A link to a part of a chapter: the chapter's file, the fragment as written (`#goals`) and where the link is.
struct FragmentLink: Sendable, Equatable {
    var file: String
    var fragment: String
    var position: SourcePosition

    /// The id the fragment names: without `#`, percent-decoded as a browser does.
    var id: String {
        String(fragment.dropFirst()).percentDecoded
    }
}

/// A link from a chapter to a part of a page that is not a chapter (`/glossary/#budget`): the page, the link's
/// `#fragment` (with any query before it) and where the link is.
struct PageFragmentLink: Sendable, Equatable {
    var page: Route
    var suffix: String
    /// The link as the chapter writes it.
    var written: String
    var position: SourcePosition
}

/// Whether `path` ends in `.md`, in any case (`.MD`), looked at in its last three bytes rather than lowercased whole
/// for every link.
func isMarkdownFile(_ path: String) -> Bool {
    let utf8 = path.utf8
    guard utf8.count >= 3 else { return false }
    let end = utf8.endIndex
    let dot = utf8[utf8.index(end, offsetBy: -3)], m = utf8[utf8.index(end, offsetBy: -2)]
    let d = utf8[utf8.index(before: end)]
    return dot == UInt8(ascii: ".") && m | 0x20 == UInt8(ascii: "m") && d | 0x20 == UInt8(ascii: "d")
}

/// Splits a link's destination `a.md#b` into `a.md` and `#b` (a query string too).
func splitSuffix(_ destination: String) -> (String, String) {
    guard let index = destination.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (destination, "") }
    return (String(destination[..<index]), String(destination[index...]))
}
