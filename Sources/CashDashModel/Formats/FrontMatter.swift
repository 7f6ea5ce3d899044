/// A Markdown file split into its front matter and its body.
///
/// Front matter is the block between a first line `---` and the next line `---` (or `...`), as Jekyll and Hugo
/// write YAML, or between two lines `+++`, as Hugo writes TOML (turned into YAML here, line for line, so positions
/// hold). A byte-order mark and CRLF line ends are accepted.
public struct FrontMatter {
    /// The front matter as YAML, or nil when the file has none.
    public var yaml: String?
    /// The body after the front matter.
    public var body: String
    /// The file line number of the body's first line.
    public var bodyFirstLine: Int

    /// The file line of the YAML's first line: the line after the opening `---`.
    public static let yamlFirstLine = 2

    /// Splits `text`; reports front matter that is opened but never closed.
    public static func split(_ text: String, path: String, diagnostics: inout Diagnostics) -> FrontMatter {
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        guard let firstEnd = text.firstIndex(where: \.isNewline),
            case let opening = text[..<firstEnd].trimmingTrailingSpaces, opening == "---" || opening == "+++"
        else {
            return FrontMatter(yaml: nil, body: String(text), bodyFirstLine: 1)
        }
        let isTOML = opening == "+++"
        var line = 2
        var lineStart = text.index(after: firstEnd)
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(where: \.isNewline) ?? text.endIndex
            let content = text[lineStart..<lineEnd].trimmingTrailingSpaces
            if isTOML ? content == "+++" : content == "---" || content == "..." {
                var yaml = String(text[text.index(after: firstEnd)..<lineStart])
                if isTOML {
                    guard
                        let converted = TOMLFrontMatter.yaml(
                            from: yaml, path: path, firstLine: yamlFirstLine, diagnostics: &diagnostics)
                    else { return FrontMatter(yaml: nil, body: "", bodyFirstLine: line + 1) }
                    yaml = converted
                }
                let bodyStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
                return FrontMatter(yaml: yaml, body: String(text[bodyStart...]), bodyFirstLine: line + 1)
            }
            line += 1
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        }
        diagnostics.error(
            "the front matter that starts here never ends; add a line `\(opening)` after its last key", in: path)
        return FrontMatter(yaml: nil, body: "", bodyFirstLine: line)
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\t" {
            end = index(before: end)
        }
        return self[..<end]
    }
}
