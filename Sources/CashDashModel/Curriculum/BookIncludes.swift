import Foundation

/// mdBook's `{{#include path}}` in a chapter, done before the Markdown is read: the file's text (or some of its
/// lines) in place of the directive, inside a code block or anywhere else. Other mdBook directives and Hugo's
/// shortcodes are warned about where they stand, and left as written.
///
/// As mdBook: `{{#include file.rs}}` (all of it), `file.rs:2` (line 2), `file.rs:2:10`, `file.rs:2:`, `file.rs::10`
/// (lines, counted from 1), and `file.rs:name` (the lines between `ANCHOR: name` and `ANCHOR_END: name`). Lines
/// holding `ANCHOR:` or `ANCHOR_END:` markers are never included. `\{{#include …}}` is the directive written out.
/// `{{#rustdoc_include}}` includes like `{{#include}}`. A path is relative to the chapter's folder and must stay
/// inside the site folder, never in a hidden file or folder (a part starting with `.`) nor in the output folder;
/// included files may include others, up to 10 deep. A chapter grows to at most 16 MB and 1,000 includes (counting
/// those inside included files); each file is read once a chapter, and only as far as its selection needs.
public struct BookIncludes: Sendable {
    /// The chapter's text after every include, and the file line of each of its lines (an included line counts as
    /// the directive's line).
    public struct Expanded: Sendable, Equatable {
        public var text: String
        public var lineMap: [Int]
        /// The real path of every file included.
        public var files: Set<String> = []
    }

    /// The site folder: no include may read outside it.
    public var siteFolder: URL
    /// The output folder, whose files are never included (by default `Output/` in the site folder).
    public var outputFolder: URL?
    /// The most text one chapter may grow to, so that a file included from itself many times cannot fill memory.
    public static let largestChapter = 16 << 20
    /// The most includes one chapter may do, counting those inside included files, so that files including each
    /// other many times cannot take minutes.
    public static let mostIncludes = 1_000
    static let deepest = 10

    public init(siteFolder: URL, outputFolder: URL? = nil) {
        self.siteFolder = siteFolder
        self.outputFolder = outputFolder
    }

    /// What one chapter's expansion has used so far, and the files it has read.
    struct Progress {
        var size = 0
        var includes = 0
        /// A limit was passed and reported: the remaining directives are left as written.
        var stopped = false
        var files = Set<String>()
        /// Each file's selected text, by real path and selection, so that a file is read once.
        var read: [String: Included] = [:]
        var siteReal: String?
        var outputReal: String?
    }

    /// Expands `text`, the body of the chapter file `file` whose first line is file line `firstLine`; problems are
    /// reported in `path` at the directive.
    public func expand(
        _ text: String, of file: URL, firstLine: Int, path: String, diagnostics: inout Diagnostics
    ) -> Expanded {
        guard Self.hasBraces(text) else {
            return Expanded(text: text, lineMap: [])
        }
        var lines = Lines()
        var progress = Progress()
        progress.siteReal = realPath(siteFolder.path)
        progress.outputReal = realPath((outputFolder ?? siteFolder.appendingPathComponent("Output")).path)
        let source = Source(
            folder: file.deletingLastPathComponent(), depth: 0, chain: [realPath(file.path) ?? file.path])
        expand(
            text, from: source, line: nil, firstLine: firstLine, path: path, into: &lines, progress: &progress,
            diagnostics: &diagnostics)
        return Expanded(text: lines.text.joined(separator: "\n"), lineMap: lines.map, files: progress.files)
    }

    /// Where the text being expanded comes from: the folder its includes are relative to, how many includes deep it
    /// is, and the real paths of the chapter and of each file that included it.
    struct Source {
        var folder: URL
        var depth: Int
        var chain: [String]
    }

    /// The lines made so far, and the chapter line each counts as.
    private struct Lines {
        var text: [Substring] = []
        var map: [Int] = []

        mutating func append(_ line: Substring, at number: Int) {
            text.append(line)
            map.append(number)
        }
    }

    /// Where a directive is: its chapter's path, for messages, and its line and column there.
    struct Place {
        var path: String
        var line: Int
        var column: Int
    }

    /// Appends the lines of `text` to `lines`, each directive replaced. `line` is the chapter line every line counts
    /// as when `text` was itself included; otherwise lines count from `firstLine`.
    private func expand(
        _ text: String, from source: Source, line fixedLine: Int?, firstLine: Int, path: String,
        into lines: inout Lines, progress: inout Progress, diagnostics: inout Diagnostics
    ) {
        for (offset, line) in text.withPlainLineEnds.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = fixedLine ?? firstLine + offset
            guard Self.hasBraces(line) else {
                lines.append(line, at: number)
                progress.size += line.utf8.count + 1
                continue
            }
            expandDirectives(
                in: line, number: number, from: source, path: path, into: &lines, progress: &progress,
                diagnostics: &diagnostics)
        }
    }

    /// Appends `line`, chapter line `number`, to `lines` with each of its directives carried out, or warned about and
    /// left as written (as are `\{{#include …}}` and an include past a limit).
    private func expandDirectives(
        in line: Substring, number: Int, from source: Source, path: String, into lines: inout Lines,
        progress: inout Progress, diagnostics: inout Diagnostics
    ) {
        var pieces: [Substring] = []
        var rest = line[...]
        while let open = rest.range(of: "{{") {
            let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
            let escaped = open.lowerBound > rest.startIndex && line[line.index(before: open.lowerBound)] == "\\"
            pieces.append(rest[..<(escaped ? line.index(before: open.lowerBound) : open.lowerBound)])
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                pieces.append(rest[open.lowerBound...])
                rest = rest[rest.endIndex...]
                break
            }
            let directive = rest[open.lowerBound..<close.upperBound]
            rest = rest[close.upperBound...]
            let inside = directive.dropFirst(2).dropLast(2)
            if escaped {
                pieces.append(directive)
            } else if let target = includeTarget(inside) {
                include(
                    target, directive, at: Place(path: path, line: number, column: column), from: source,
                    pieces: &pieces, into: &lines, progress: &progress, diagnostics: &diagnostics)
            } else {
                warnAbout(inside, path: path, line: number, column: column, diagnostics: &diagnostics)
                pieces.append(directive)
            }
        }
        pieces.append(rest)
        let joined = Substring(pieces.joined())
        lines.append(joined, at: number)
        progress.size += joined.utf8.count + 1
    }

    /// Carries out the include `directive`: the included lines join the line being made, `pieces`, as mdBook does
    /// (text before the directive starts the first, text after it ends the last), and the lines between them go to
    /// `lines`. A directive that cannot be carried out is left as written.
    private func include(
        _ target: (Substring, everyAnchor: Bool), _ directive: Substring, at place: Place, from source: Source,
        pieces: inout [Substring], into lines: inout Lines, progress: inout Progress, diagnostics: inout Diagnostics
    ) {
        guard !progress.stopped,
            let included = read(
                target.0, everyAnchor: target.everyAnchor, from: source, at: place, progress: &progress,
                diagnostics: &diagnostics)
        else {
            pieces.append(directive)
            return
        }
        progress.files.insert(included.realPath)
        var inner = Lines()
        let innerSource = Source(
            folder: included.folder, depth: source.depth + 1, chain: source.chain + [included.realPath])
        expand(
            included.text, from: innerSource, line: place.line, firstLine: place.line, path: place.path,
            into: &inner, progress: &progress, diagnostics: &diagnostics)
        guard let first = inner.text.first else { return }
        pieces.append(first)
        guard inner.text.count > 1 else { return }
        lines.append(Substring(pieces.joined()), at: place.line)
        lines.text.append(contentsOf: inner.text[1..<(inner.text.count - 1)])
        lines.map.append(contentsOf: inner.map[1..<(inner.map.count - 1)])
        pieces = [inner.text[inner.text.count - 1]]
    }

    /// Whether `text` has `{{` anywhere: a byte scan, as every chapter is asked (Foundation's `contains` took 9% of a
    /// 2,000-chapter build).
    static func hasBraces(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(hasBraces) ?? Array(text.utf8).withUnsafeBufferPointer(hasBraces)
    }

    private static func hasBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Each `{` found with memchr, which looks at many bytes at once: every chapter of a book is looked through.
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "{")), bytes.count - offset) {
            let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{") { return true }
            offset = index + 1
        }
        return false
    }

    /// The path and selection of an `{{#include …}}` or `{{#rustdoc_include …}}`, if `inside` is one, and whether an
    /// anchor takes every stretch it marks (`rustdoc_include`) or the first (`include`).
    private func includeTarget(_ inside: Substring) -> (Substring, everyAnchor: Bool)? {
        let trimmed = inside.trimmingCharacters(in: .whitespaces)
        for name in ["#include ", "#rustdoc_include "] where trimmed.hasPrefix(name) {
            return (
                Substring(trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)),
                name == "#rustdoc_include "
            )
        }
        return nil
    }

    /// A warning for a directive Cash Dash does not carry out: another mdBook one, or a Hugo shortcode.
    private func warnAbout(_ inside: Substring, path: String, line: Int, column: Int, diagnostics: inout Diagnostics) {
        let trimmed = inside.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#") {
            let name = trimmed.prefix { !$0.isWhitespace }
            // `{{#include}}` with no file is text for mdBook too: it names the directive, as its own guide does.
            if name == trimmed, name == "#include" || name == "#rustdoc_include" { return }
            diagnostics.warning(
                "`{{\(name) …}}` is an mdBook directive Cash Dash does not carry out (only `{{#include}}`), so it is shown "
                    + "as written; replace it with its text", in: path, line: line, column: column)
        } else if trimmed.hasPrefix("<") || trimmed.hasPrefix("%") {
            if trimmed.hasPrefix("</*") || trimmed.hasPrefix("%/*") { return }  // Hugo's way to write one out
            let name = trimmed.dropFirst().trimmingCharacters(in: .whitespaces).prefix {
                !$0.isWhitespace && $0 != ">" && $0 != "%"
            }
            diagnostics.warning(
                "`\(name)` is a Hugo shortcode, which Cash Dash does not run, so it is shown as written; replace it with "
                    + "Markdown (a link, a picture or a quote)", in: path, line: line, column: column)
        }
    }
}
