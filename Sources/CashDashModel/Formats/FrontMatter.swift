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
    ///
    /// It reads bytes: every line break a `Character` can be (`\n`, `\r\n`, `\r`, vertical tab, form feed, U+0085,
    /// U+2028, U+2029) is one scalar or `\r\n`, and none joins a mark, so lines are where they were when this walked
    /// characters, which was 2.5 % of a full build of 2,000 chapters (perf). `FrontMatterTests` holds it to that.
    public static func split(_ text: String, path: String, diagnostics: inout Diagnostics) -> FrontMatter {
        var text = text
        return text.withUTF8 { split(bytes: $0, path: path, diagnostics: &diagnostics) }
    }

    private static func split(
        bytes all: UnsafeBufferPointer<UInt8>, path: String, diagnostics: inout Diagnostics
    ) -> FrontMatter {
        let start = all.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte-order mark
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: all[range]), as: UTF8.self)
        }
        guard let firstEnd = lineBreak(in: all, from: start),
            case let opening = content(all, start..<firstEnd.lowerBound), opening == "---" || opening == "+++"
        else {
            return FrontMatter(yaml: nil, body: string(start..<all.count), bodyFirstLine: 1)
        }
        let isTOML = opening == "+++"
        var line = 2
        var lineStart = firstEnd.upperBound
        while lineStart < all.count {
            let lineBreak = lineBreak(in: all, from: lineStart) ?? all.count..<all.count
            let content = content(all, lineStart..<lineBreak.lowerBound)
            if isTOML ? content == "+++" : content == "---" || content == "..." {
                var yaml = string(firstEnd.upperBound..<lineStart)
                if isTOML {
                    guard
                        let converted = TOMLFrontMatter.yaml(
                            from: yaml, path: path, firstLine: yamlFirstLine, diagnostics: &diagnostics)
                    else { return FrontMatter(yaml: nil, body: "", bodyFirstLine: line + 1) }
                    yaml = converted
                }
                return FrontMatter(yaml: yaml, body: string(lineBreak.upperBound..<all.count), bodyFirstLine: line + 1)
            }
            line += 1
            lineStart = lineBreak.upperBound
        }
        diagnostics.error(
            "the front matter that starts here never ends; add a line `\(opening)` after its last key", in: path)
        return FrontMatter(yaml: nil, body: "", bodyFirstLine: line)
    }

    /// The first line break at or after `start`: its bytes.
    private static func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A: return index..<(index + 2)
            case 0x0A...0x0D: return index..<(index + 1)
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return index..<(index + 2)
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
                return index..<(index + 3)
            default: index += 1
            }
        }
        return nil
    }

    /// A line's text without its trailing spaces and tabs, when it is short enough to be `---`, `+++` or `...`.
    private static func content(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> String {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard end - line.lowerBound == 3 else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[line.lowerBound..<end]), as: UTF8.self)
    }
}
