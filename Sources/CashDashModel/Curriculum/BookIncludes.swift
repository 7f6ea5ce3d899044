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
    private struct Progress {
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
        var output: [Substring] = []
        var lineMap: [Int] = []
        var progress = Progress()
        progress.siteReal = realPath(siteFolder.path)
        progress.outputReal = realPath((outputFolder ?? siteFolder.appendingPathComponent("Output")).path)
        expand(
            text, folder: file.deletingLastPathComponent(), depth: 0, chain: [realPath(file.path) ?? file.path],
            line: nil,
            firstLine: firstLine, path: path, into: &output, lineMap: &lineMap, progress: &progress,
            diagnostics: &diagnostics)
        return Expanded(text: output.joined(separator: "\n"), lineMap: lineMap, files: progress.files)
    }

    /// Appends the lines of `text` to `output`, each directive replaced. `line` is the chapter line every line
    /// counts as when `text` was itself included; otherwise lines count from `firstLine`.
    private func expand(
        _ text: String, folder: URL, depth: Int, chain: [String], line fixedLine: Int?, firstLine: Int, path: String,
        into output: inout [Substring], lineMap: inout [Int], progress: inout Progress, diagnostics: inout Diagnostics
    ) {
        for (offset, line) in text.withPlainLineEnds.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = fixedLine ?? firstLine + offset
            guard Self.hasBraces(line) else {
                output.append(line)
                lineMap.append(number)
                progress.size += line.utf8.count + 1
                continue
            }
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
                } else if let (include, everyAnchor) = includeTarget(inside) {
                    guard !progress.stopped,
                        let included = read(
                            include, everyAnchor: everyAnchor, from: folder, depth: depth, chain: chain,
                            progress: &progress, path: path,
                            line: number, column: column, diagnostics: &diagnostics)
                    else {
                        pieces.append(directive)
                        continue
                    }
                    // The included lines join the current line: text before the directive starts the first, text
                    // after it ends the last, as mdBook does.
                    progress.files.insert(included.realPath)
                    var inner: [Substring] = []
                    var innerMap: [Int] = []
                    expand(
                        included.text, folder: included.folder, depth: depth + 1, chain: chain + [included.realPath],
                        line: number, firstLine: number, path: path, into: &inner, lineMap: &innerMap,
                        progress: &progress, diagnostics: &diagnostics)
                    guard let first = inner.first else { continue }
                    pieces.append(first)
                    if inner.count > 1 {
                        output.append(Substring(pieces.joined()))
                        lineMap.append(number)
                        output.append(contentsOf: inner[1..<(inner.count - 1)])
                        lineMap.append(contentsOf: innerMap[1..<(innerMap.count - 1)])
                        pieces = [inner[inner.count - 1]]
                    }
                } else {
                    warnAbout(inside, path: path, line: number, column: column, diagnostics: &diagnostics)
                    pieces.append(directive)
                }
            }
            pieces.append(rest)
            let joined = Substring(pieces.joined())
            output.append(joined)
            lineMap.append(number)
            progress.size += joined.utf8.count + 1
        }
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

    private struct Included {
        var text: String
        var folder: URL
        var realPath: String
    }

    /// The selected text of the file `target` names, or nil after reporting why it cannot be included.
    private func read(
        _ target: Substring, everyAnchor: Bool, from folder: URL, depth: Int, chain: [String], progress: inout Progress,
        path: String,
        line: Int, column: Int, diagnostics: inout Diagnostics
    ) -> Included? {
        func problem(_ message: String) -> Included? {
            diagnostics.error(message, in: path, line: line, column: column)
            return nil
        }
        func limit(_ message: String) -> Included? {
            progress.stopped = true
            return problem(message)
        }
        // `file.rs:2:10`: the path, then an optional selection after the first colon.
        let parts = target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        // The directive as the author wrote it, for messages.
        let directive = everyAnchor ? "#rustdoc_include" : "#include"
        guard !file.isEmpty else {
            return problem("this `{{\(directive)}}` names no file; write `{{\(directive) file.md}}`")
        }
        guard depth < Self.deepest else {
            return problem("includes go more than \(Self.deepest) deep here; an included file probably includes itself")
        }
        progress.includes += 1
        guard progress.includes <= Self.mostIncludes else {
            return limit(
                "this chapter does more than 1,000 includes (counting those inside included files), so the rest are left "
                    + "as written; files probably include each other many times: include each part once")
        }
        let url = URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL
        guard let real = realPath(url.path), let siteReal = progress.siteReal,
            real == siteReal || real.hasPrefix(siteReal.hasSuffix("/") ? siteReal : siteReal + "/")
        else {
            if FileManager.default.fileExists(atPath: url.path) {
                return problem("`{{\(directive) \(file)}}` reads a file outside the site folder; copy it into the site")
            }
            return problem(
                "`{{\(directive) \(file)}}` names a file that does not exist; check the path, which is relative to this chapter's folder"
            )
        }
        if let reason = privatePathReason(real, root: siteReal, outputFolder: progress.outputReal)
            ?? (hasHiddenComponent(file)
                ? "is hidden (a part of its path starts with a dot), and hidden files can hold passwords or tokens"
                : nil)
        {
            return problem(
                "`{{\(directive) \(file)}}` reads a file that \(reason), so Cash Dash never includes it; copy the lines you "
                    + "need into a file in Content/ whose name does not start with a dot")
        }
        guard !chain.contains(real) else {
            return problem("`\(file)` includes itself, through the files it includes; remove one of the includes")
        }
        let selection = parts.count > 1 ? String(parts[1]) : nil
        let key = real + (selection.map { (everyAnchor ? "::every:" : ":") + $0 } ?? "")
        let included: Included
        if let known = progress.read[key] {
            included = known
        } else {
            switch IncludedFile.read(
                real, selection: selection, everyAnchor: everyAnchor, name: file,
                budget: Self.largestChapter - progress.size)
            {
            case .failure(let failure): return problem(failure.message)
            case .success(let text):
                included = Included(text: text, folder: url.deletingLastPathComponent(), realPath: real)
                progress.read[key] = included
            }
        }
        guard progress.size + included.text.utf8.count <= Self.largestChapter else {
            return limit("including `\(file)` makes this chapter larger than 16 MB; include fewer lines")
        }
        return included
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
