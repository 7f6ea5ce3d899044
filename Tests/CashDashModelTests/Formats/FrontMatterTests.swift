@testable import CashDashModel
import Testing

@Suite struct FrontMatterTests {
    @Test func theFrontMatterIsTheYAMLBetweenTwoLinesOfDashes() {
        var diagnostics = Diagnostics()
        let split = FrontMatter.split(
            "\u{FEFF}--- \r\ntitle: Saving\r\n...\r\nBody\n", path: "a.md", diagnostics: &diagnostics)
        #expect(split.yaml == "title: Saving\r\n")
        #expect(split.body == "Body\n")
        #expect(split.bodyFirstLine == 4)
        #expect(diagnostics.all.isEmpty)
    }

    @Test func frontMatterThatNeverEndsIsAnError() {
        var diagnostics = Diagnostics()
        let split = FrontMatter.split("---\ntitle: Saving\n", path: "a.md", diagnostics: &diagnostics)
        #expect(split.yaml == nil && split.body.isEmpty)
        #expect(
            diagnostics.all.map(\.message) == [
                "the front matter that starts here never ends; add a line `---` after its last key"
            ])
    }

    /// The split reads bytes; read by characters, as it was, every text splits the same. Any mix of the lines that
    /// open and close front matter, every line break a character can be, spaces, marks and a byte-order mark.
    @Test func splitsEveryTextAsReadingItsCharactersDoes() {
        let pieces = [
            "---", "+++", "...", "-", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}",
            "\u{2029}",
            "\u{FEFF}", "a: 1", "a = 1", "\u{301}", "é", "存",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            var bytes = Diagnostics(), characters = Diagnostics()
            let read = FrontMatter.split(text, path: "a.md", diagnostics: &bytes)
            let expected = Self.splitByCharacters(text, diagnostics: &characters)
            #expect(read.yaml == expected.yaml, "\(Array(text.unicodeScalars))")
            #expect(read.body == expected.body, "\(Array(text.unicodeScalars))")
            #expect(read.bodyFirstLine == expected.bodyFirstLine, "\(Array(text.unicodeScalars))")
            #expect(bytes == characters, "\(Array(text.unicodeScalars))")
        }
    }

    /// The split as it was written before it read bytes: by characters.
    private static func splitByCharacters(
        _ text: String, diagnostics: inout Diagnostics
    ) -> (yaml: String?, body: String, bodyFirstLine: Int) {
        func trimmed(_ line: Substring) -> Substring {
            var end = line.endIndex
            while end > line.startIndex, let last = line[..<end].last, last == " " || last == "\t" {
                end = line.index(before: end)
            }
            return line[..<end]
        }
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        guard let firstEnd = text.firstIndex(where: \.isNewline),
            case let opening = trimmed(text[..<firstEnd]), opening == "---" || opening == "+++"
        else { return (nil, String(text), 1) }
        let isTOML = opening == "+++"
        var line = 2
        var lineStart = text.index(after: firstEnd)
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(where: \.isNewline) ?? text.endIndex
            let content = trimmed(text[lineStart..<lineEnd])
            if isTOML ? content == "+++" : content == "---" || content == "..." {
                var yaml = String(text[text.index(after: firstEnd)..<lineStart])
                if isTOML {
                    guard
                        let converted = TOMLFrontMatter.yaml(
                            from: yaml, path: "a.md", firstLine: FrontMatter.yamlFirstLine, diagnostics: &diagnostics)
                    else { return (nil, "", line + 1) }
                    yaml = converted
                }
                let bodyStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
                return (yaml, String(text[bodyStart...]), line + 1)
            }
            line += 1
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        }
        diagnostics.error(
            "the front matter that starts here never ends; add a line `\(opening)` after its last key", in: "a.md")
        return (nil, "", line)
    }
}
