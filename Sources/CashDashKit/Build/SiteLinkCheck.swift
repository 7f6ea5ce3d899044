import CashDashModel
import CmarkHTML
import Foundation

/// Checks that every link and source of the built site (`href`, `src`) that stays inside the site leads to a file
/// the build writes, and its `#fragment` to an id on that page, as a reader's browser would find it.
///
/// Each page is scanned as it is rendered (``scan(_:at:)``, on all cores); ``problems(_:)`` then checks the
/// fragments between pages. A link a chapter's Markdown made is reported at its line and column; one a template made
/// names the template, once for all the pages it fails on.
struct SiteLinkCheck: Sendable {
    /// What one page holds: its ids, and its links that lead nowhere or to a part of a page.
    struct PageLinks: Sendable {
        var ids: Set<String> = []
        /// Links to files the build does not write, by target (`rates/index.html`) and as written.
        var missing: [(target: String, href: String)] = []
        /// Links to a part of a page: the page, the id, as written.
        var fragments: [Fragment] = []
        /// Every file of the site its links lead to, there or not; only kept when the scan was asked to.
        var targets: Set<String> = []

        init(ids: Set<String> = []) {
            self.ids = ids
        }

        /// Whether `other` has the same ids and links, in the same order.
        func hasSameLinks(as other: PageLinks) -> Bool {
            ids == other.ids && targets == other.targets && missing.count == other.missing.count
                && fragments.count == other.fragments.count
                && zip(missing, other.missing).allSatisfy { $0.target == $1.target && $0.href == $1.href }
                && zip(fragments, other.fragments).allSatisfy {
                    $0.target == $1.target && $0.id == $1.id && $0.href == $1.href
                }
        }

        /// The links of a page made of parts, from each part's, in order: as a scan of the whole page that keeps
        /// every link finds them.
        init(joining parts: [PageLinks]) {
            for part in parts { add(part) }
        }

        /// Adds the links of the next part of the page.
        mutating func add(_ part: PageLinks) {
            ids.formUnion(part.ids)
            missing += part.missing
            fragments += part.fragments
            targets.formUnion(part.targets)
        }

        /// Leaves out the links to a part of the page itself (`path`) that is there: a heading's link to itself, a
        /// table of contents. They cannot be broken, and a site's pages hold tens of thousands (2,000 chapters: 78,000,
        /// 16 MB kept until every page is written).
        mutating func dropLinks(within path: String) {
            fragments.removeAll { $0.target == path && ids.contains($0.id) }
        }
    }

    /// A link to a part of a page: the page, the id, as written.
    typealias Fragment = (target: String, id: String, href: String)

    /// What a page's scan depends on besides the page: the site the check knows.
    struct Scope: Sendable, Equatable {
        /// Every file the build writes, by its path in the output folder.
        var files: Set<String>
        /// The site's `base_url` and a slash: links that start with it are the site's own.
        var sitePrefix: String?
    }

    let scope: Scope
    /// Every file the build writes, by its path in the output folder.
    var files: Set<String> { scope.files }
    var sitePrefix: String? { scope.sitePrefix }

    init(files: Set<String>, baseURL: String?) {
        scope = Scope(files: files, sitePrefix: baseURL.map { $0 + "/" })
    }

    /// The links and ids of the page at `path`, made of `parts`; nothing for a file that is not HTML. Its links to
    /// its own ids are left out (``PageLinks/dropLinks(within:)``) unless `keepingTargets`, which keeps every link
    /// and also every file its links lead to (``PageLinks/targets``), for comparing a page's links with the last
    /// build's.
    func scan(_ parts: [String], at path: String, keepingTargets: Bool = false) -> PageLinks {
        var links = PageLinks()
        scan(parts, at: path, into: &links, keepingTargets: keepingTargets)
        if !keepingTargets { links.dropLinks(within: path) }
        return links
    }

    /// Adds the links and ids of `parts`, the next parts of the page at `path`, to `links`, every link kept: a page
    /// made in batches (the print page) is scanned into one ``PageLinks``, its links to its own ids left out once at
    /// its end (``PageLinks/dropLinks(within:)``), as a scan of the whole page leaves them out.
    func scan(_ parts: [String], at path: String, into links: inout PageLinks, keepingTargets: Bool = false) {
        guard path.hasSuffix(".html") else { return }
        var hrefs: [String] = [], encoded: [String] = []
        for var part in parts {
            part.withUTF8 { bytes in Self.attributes(in: bytes, ids: &links.ids, encoded: &encoded, links: &hrefs) }
        }
        // A link's `#fragment` is compared decoded; an id written percent-encoded (cmark's footnote `fn-%E2%80%A0`
        // for `[^†]`) is found by a browser as written, so it counts decoded as well.
        for id in encoded {
            if let decoded = id.removingPercentEncoding { links.ids.insert(decoded) }
        }
        let folder = Self.folder(of: path)
        for href in hrefs {
            guard let (target, id) = resolve(href, from: path, folder: folder) else { continue }
            if keepingTargets { links.targets.insert(target) }
            if !files.contains(target) {
                links.missing.append((target, href))
            } else if let id, !id.isEmpty, !(id.utf8.count == 3 && id.lowercased() == "top") {
                links.fragments.append((target, id, href))
            }
        }
    }

    /// What is wrong with the links of `pages` (in the order of `scanned`, nil for a page left as the last build
    /// wrote it, whose links and ids are not read again): errors for links to files the build does not write,
    /// warnings for parts of pages that are not there.
    ///
    /// `templates` are the sources of the templates by name (`rates/day`) and `templatePath` gives a template's file
    /// as the user sees it, so that a link written in a template is reported at its line. `broken` gives the links
    /// of a page to parts of pages that are not there, from every page's ids (``broken(_:ids:)`` unless a rebuild
    /// knows them from the last build).
    func problems(
        _ pages: [Page], _ scanned: [PageLinks?], chapters: [RenderedChapter], templates: [String: String],
        templatePath: (Template) -> String,
        broken: (_ page: String, PageLinks, _ ids: [String: Set<String>]) -> [Fragment] = { broken($1, ids: $2) }
    ) -> Diagnostics {
        let ids = Dictionary(
            zip(pages.map(\.path), scanned).compactMap { path, links in links.map { (path, $0.ids) } },
            uniquingKeysWith: { first, _ in first })
        // A chapter's links to parts of other pages, by the page and id they name, with where they are written.
        var written: [String: [(path: String, href: String, position: SourcePosition)]] = [:]
        for rendered in chapters {
            for link in rendered.pageFragmentLinks {
                guard let (target, id) = resolve(link.suffix, from: link.page.path) else { continue }
                written[target + "#" + (id ?? ""), default: []].append(
                    (rendered.chapter.path, link.written, link.position))
            }
        }
        // A chapter's links to parts of chapters that are not there, on its page and on the print page: already
        // warned about at their line (``RenderedChapter/checkFragments(_:diagnostics:)``), and no template's doing.
        // The ids of a chapter's page as scanned (or, for a page a rebuild did not scan, the chapter's own), looked
        // up only for the ids such links name: reading every chapter's ids again took longer than the build.
        let byFile = Dictionary(chapters.map { ($0.chapter.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        var warnedInChapters = Set<String>()
        for rendered in chapters {
            for link in rendered.fragmentLinks {
                guard let target = byFile[link.file] else { continue }
                let slug = target.chapter.slug, page = Route.chapter(slug: slug).path
                guard !(ids[page]?.contains(link.id) ?? target.hasID(link.id)) else { continue }
                warnedInChapters.insert(page + "#" + link.id)
                warnedInChapters.insert(Route.curriculumPrint.path + "#" + slug + "--" + link.id)
            }
        }
        // Problems of templates, grouped by what is wrong, so that a broken link in the layout is one error.
        var fromTemplates: [String: (isError: Bool, pages: [String], template: Template?, href: String)] = [:]
        var diagnostics = Diagnostics()
        var reported = Set<String>()
        for (page, links) in zip(pages, scanned) {
            guard let links else { continue }
            for (target, href) in links.missing {
                let message = "links to `\(href)`, which is no file of the built site (`\(target)` is not written)"
                fromTemplates[message, default: (true, [], page.template, href)].pages.append(page.path)
            }
            for (target, id, href) in broken(page.path, links, ids) {
                if let places = written[target + "#" + id] {
                    for place in places
                    where reported.insert("\(place.path):\(place.position.line):\(place.position.column)").inserted {
                        diagnostics.warning(
                            "links to `\(place.href)`, but `\(target)` has no part with the id `\(id)`, so the link opens the top "
                                + "of the page; check the spelling after `#`", in: place.path,
                            line: place.position.line,
                            column: place.position.column)
                    }
                    continue
                }
                if warnedInChapters.contains(target + "#" + id) { continue }
                let message = "links to `\(href)`, but `\(target)` has no part with the id `\(id)`"
                fromTemplates[message, default: (false, [], page.template, href)].pages.append(page.path)
            }
        }
        for (message, found) in fromTemplates.sorted(by: { $0.key < $1.key }) {
            let pages =
                found.pages.count == 1
                ? "`\(found.pages[0])`" : "\(found.pages.count) pages (the first `\(found.pages[0])`)"
            let place = Self.place(of: found.href, in: found.template, templates: templates)
            let source = place.map { templatePath($0.template) } ?? found.template.map(templatePath) ?? found.pages[0]
            let verb = found.pages.count == 1 ? message : "link" + message.dropFirst("links".count)
            let text =
                "\(pages) \(verb); "
                + (place == nil ? "the link is made by this template or the layout and partials it uses: " : "")
                + "make it from an address the template is given (such as `{{href}}`), or correct it"
            let (line, column) = place.map { ($0.line, $0.column) } ?? (1, 1)
            if found.isError {
                diagnostics.error(text, in: source, line: line, column: column)
            } else {
                diagnostics.warning(text, in: source, line: line, column: column)
            }
        }
        return diagnostics
    }

    /// The links of a page (`links`) to parts of pages that `ids` (each page's) do not have.
    static func broken(_ links: PageLinks, ids: [String: Set<String>]) -> [Fragment] {
        links.fragments.filter { ids[$0.target]?.contains($0.id) == false }
    }

    /// Where `href` is written as it is: in the page's template, else in the layout or a partial.
    private static func place(
        of href: String, in template: Template?, templates: [String: String]
    )
        -> (template: Template, line: Int, column: Int)?
    {
        let candidates =
            (template.map { [$0] } ?? []) + [Template.layout]
            + Template.allCases.filter { $0.rawValue.hasPrefix("partials/") }
        for candidate in candidates {
            guard let source = templates[candidate.rawValue], let range = source.range(of: "\"" + href + "\"") else {
                continue
            }
            let before = source[..<range.lowerBound]
            let line = before.count { $0 == "\n" } + 1
            let column =
                before.distance(
                    from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex, to: before.endIndex
                ) + 2
            return (candidate, line, column)
        }
        return nil
    }
}
