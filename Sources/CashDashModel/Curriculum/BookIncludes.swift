import Foundation

/// mdBook's `{{#include path}}` in a chapter, done before the Markdown is read: the file's text (or some of its
/// lines) in place of the directive, inside a code block or anywhere else. Other mdBook directives and Hugo's
/// shortcodes are warned about where they stand, and left as written.
///
/// As mdBook: `{{#include file.rs}}` (all of it), `file.rs:2` (line 2), `file.rs:2:10`, `file.rs:2:`, `file.rs::10`
/// (lines, counted from 1), and `file.rs:name` (the lines between `ANCHOR: name` and `ANCHOR_END: name`). Lines
/// holding `ANCHOR:` or `ANCHOR_END:` markers are never included. `\{{#include …}}` is the directive written out.
/// `{{#rustdoc_include}}` includes like `{{#include}}`, but an anchor that marks several stretches of the file
/// includes every one of them, in order, as mdBook shows them (the rest of the file, which mdBook passes to rustdoc as
/// hidden `# ` lines, is left out). A path is relative to the chapter's folder and must stay
/// inside the site folder; included files may include others, up to 10 deep.
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
    /// The most text one chapter may grow to, so that a file included from itself many times cannot fill memory.
    public static let largestChapter = 16 << 20
    static let deepest = 10

    public init(siteFolder: URL) {
        self.siteFolder = siteFolder
    }

    /// Expands `text`, the body of the chapter file `file` whose first line is file line `firstLine`; problems are
    /// reported in `path` at the directive.
    public func expand(_ text: String, of file: URL, firstLine: Int, path: String, diagnostics: inout Diagnostics) -> Expanded {
        guard Self.hasBraces(text) else {
            return Expanded(text: text, lineMap: [])
        }
        var output: [Substring] = []
        var lineMap: [Int] = []
        var size = 0
        var files = Set<String>()
        expand(text, folder: file.deletingLastPathComponent(), depth: 0, chain: [realPath(file.path) ?? file.path], line: nil,
               firstLine: firstLine, path: path, into: &output, lineMap: &lineMap, size: &size, files: &files,
               diagnostics: &diagnostics)
        return Expanded(text: output.joined(separator: "\n"), lineMap: lineMap, files: files)
    }

    /// Appends the lines of `text` to `output`, each directive replaced. `line` is the chapter line every line
    /// counts as when `text` was itself included; otherwise lines count from `firstLine`.
    private func expand(
        _ text: String, folder: URL, depth: Int, chain: [String], line fixedLine: Int?, firstLine: Int, path: String,
        into output: inout [Substring], lineMap: inout [Int], size: inout Int, files: inout Set<String>,
        diagnostics: inout Diagnostics
    ) {
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = fixedLine ?? firstLine + offset
            guard Self.hasBraces(line) else {
                output.append(line)
                lineMap.append(number)
                size += line.utf8.count + 1
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
                    guard let included = read(include, everyAnchor: everyAnchor, from: folder, depth: depth, chain: chain, size: size, path: path,
                                               line: number, column: column, diagnostics: &diagnostics)
                    else {
                        pieces.append(directive)
                        continue
                    }
                    // The included lines join the current line: text before the directive starts the first, text
                    // after it ends the last, as mdBook does.
                    files.insert(included.realPath)
                    var inner: [Substring] = []
                    var innerMap: [Int] = []
                    expand(included.text, folder: included.folder, depth: depth + 1, chain: chain + [included.realPath],
                           line: number, firstLine: number, path: path, into: &inner, lineMap: &innerMap, size: &size,
                           files: &files, diagnostics: &diagnostics)
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
            size += joined.utf8.count + 1
        }
    }

    /// Whether `text` has `{{` anywhere: a byte scan, as every chapter is asked (Foundation's `contains` took 9% of a
    /// 2,000-chapter build).
    static func hasBraces(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable(hasBraces) ?? Array(text.utf8).withUnsafeBufferPointer(hasBraces)
    }

    private static func hasBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// The path and selection of an `{{#include …}}` or `{{#rustdoc_include …}}`, if `inside` is one, and whether an
    /// anchor takes every stretch it marks (`rustdoc_include`) or the first (`include`).
    private func includeTarget(_ inside: Substring) -> (Substring, everyAnchor: Bool)? {
        let trimmed = inside.trimmingCharacters(in: .whitespaces)
        for name in ["#include ", "#rustdoc_include "] where trimmed.hasPrefix(name) {
            return (Substring(trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)), name == "#rustdoc_include ")
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
        _ target: Substring, everyAnchor: Bool, from folder: URL, depth: Int, chain: [String], size: Int, path: String, line: Int, column: Int,
        diagnostics: inout Diagnostics
    ) -> Included? {
        func problem(_ message: String) -> Included? {
            diagnostics.error(message, in: path, line: line, column: column)
            return nil
        }
        // `file.rs:2:10`: the path, then an optional selection after the first colon.
        let parts = target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        guard !file.isEmpty else { return problem("this `{{#include}}` names no file; write `{{#include file.md}}`") }
        guard depth < Self.deepest else {
            return problem("includes go more than \(Self.deepest) deep here; an included file probably includes itself")
        }
        let url = URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL
        guard let real = realPath(url.path), let siteReal = realPath(siteFolder.path),
            real == siteReal || real.hasPrefix(siteReal.hasSuffix("/") ? siteReal : siteReal + "/")
        else {
            if FileManager.default.fileExists(atPath: url.path) {
                return problem("`{{#include \(file)}}` reads a file outside the site folder; copy it into the site")
            }
            return problem("`{{#include \(file)}}` names a file that does not exist; check the path, which is relative to this chapter's folder")
        }
        guard !chain.contains(real) else { return problem("`\(file)` includes itself, through the files it includes; remove one of the includes") }
        guard let data = FileManager.default.contents(atPath: real) else { return problem("`\(file)` cannot be read; check that it is a file") }
        guard size + data.count <= Self.largestChapter else {
            return problem("including `\(file)` makes this chapter larger than 16 MB; include fewer lines")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return problem("`\(file)` is not UTF-8 text; save it as UTF-8 to include it")
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        if lines.last == "" { lines.removeLast() }
        if parts.count > 1 {
            guard let selected = select(String(parts[1]), from: lines, everyAnchor: everyAnchor, file: file, problem: { _ = problem($0) }) else { return nil }
            lines = selected
        }
        lines.removeAll { $0.contains("ANCHOR:") || $0.contains("ANCHOR_END:") }
        return Included(text: lines.joined(separator: "\n"), folder: url.deletingLastPathComponent(), realPath: real)
    }

    /// The lines `selection` picks: `2`, `2:10`, `2:`, `:10` or an anchor's name (its first stretch, or with
    /// `everyAnchor` all of them).
    private func select(
        _ selection: String, from lines: [Substring], everyAnchor: Bool, file: String, problem: (String) -> Void) -> [Substring]? {
        let bounds = selection.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        if bounds.allSatisfy({ $0.isEmpty || $0.allSatisfy(\.isASCII) && Int($0) != nil }), bounds.count <= 2 {
            guard let start = bounds[0].isEmpty ? 1 : Int(bounds[0]), start >= 1 else {
                problem("line numbers in `{{#include}}` count from 1")
                return nil
            }
            let end = bounds.count == 1 ? start : bounds[1].isEmpty ? lines.count : Int(bounds[1]) ?? lines.count
            guard start <= lines.count, end >= start else {
                problem("`\(file)` has \(lines.count) lines, so `\(selection)` selects none; check the line numbers")
                return nil
            }
            return Array(lines[(start - 1)..<min(end, lines.count)])
        }
        let name = selection.trimmingCharacters(in: .whitespaces)
        let isMarker = { (line: Substring, marker: String) in
            guard let range = line.range(of: marker) else { return false }
            return line[range.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init) == name
        }
        guard let begin = lines.firstIndex(where: { isMarker($0, "ANCHOR:") }) else {
            problem("`\(file)` has no line `ANCHOR: \(name)`; mark the lines to include with `ANCHOR: \(name)` and `ANCHOR_END: \(name)`")
            return nil
        }
        var selected: [Substring] = []
        var start: Int? = begin + 1
        for index in (begin + 1)..<lines.count {
            if let open = start {
                guard isMarker(lines[index], "ANCHOR_END:") else { continue }
                selected += lines[open..<index]
                start = nil
                if !everyAnchor { return selected }
            } else if everyAnchor && isMarker(lines[index], "ANCHOR:") {
                start = index + 1
            }
        }
        if let open = start { selected += lines[open...] }
        return selected
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
            let name = trimmed.dropFirst().trimmingCharacters(in: .whitespaces).prefix { !$0.isWhitespace && $0 != ">" && $0 != "%" }
            diagnostics.warning(
                "`\(name)` is a Hugo shortcode, which Cash Dash does not run, so it is shown as written; replace it with "
                    + "Markdown (a link, a picture or a quote)", in: path, line: line, column: column)
        }
    }
}
