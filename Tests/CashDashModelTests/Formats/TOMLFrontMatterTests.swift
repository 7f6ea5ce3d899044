@testable import CashDashModel
import Foundation
import Testing

/// Hugo's TOML front matter is read whole, however long one value runs (its time: `Benchmarks/odd-inputs.sh`).
@Suite struct TOMLFrontMatterTests {
    @Test func anArrayOfTwentyThousandLinesIsRead() throws {
        let toml =
            "title = \"Long\"\ntags = [\n" + String(repeating: "  \"saving\", # a comment [\n", count: 20_000) + "]\n"
        var diagnostics = Diagnostics()
        let yaml = try #require(TOMLFrontMatter.yaml(from: toml, path: "a.md", firstLine: 2, diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        #expect(
            yaml.utf8.filter { $0 == 10 }.count == toml.utf8.filter { $0 == 10 }.count + 1,
            "every line keeps its number")
        #expect(yaml.hasPrefix("title: \"Long\"\ntags: [   \"saving\","))
    }

    @Test func aLongJoinedStringIsRead() throws {
        let toml = "summary = \"\"\"\n" + String(repeating: "word \\\n   ", count: 20_000) + "end\"\"\"\nkey = 1\n"
        var diagnostics = Diagnostics()
        let yaml = try #require(TOMLFrontMatter.yaml(from: toml, path: "a.md", firstLine: 2, diagnostics: &diagnostics))
        let first = yaml.prefix { $0 != "\n" }
        #expect(first.count == 10 + 5 * 20_000 + 4)
        #expect(first.hasSuffix("word word end\"") && first.hasPrefix("summary: \"word word"))
        #expect(first == "summary: \"" + String(repeating: "word ", count: 20_000) + "end\"")
        #expect(yaml.hasSuffix("\nkey: 1\n\n"))
    }
}
