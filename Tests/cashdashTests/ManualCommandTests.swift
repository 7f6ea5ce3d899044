import Foundation
import Testing

/// The manual: `Docs/` is a Cash Dash site that builds with no warning (so every link and `#section` between its
/// chapters is found), and README.md stays a short front page that starts with the two commands CI runs.
@Suite struct ManualCommandTests {
    static let readme = CommandRunner.packageRoot.appendingPathComponent("README.md")

    /// The first code block of README.md, exactly as it is: set up and build, then the test command `.ci/run` runs.
    static let twoCommands = """
        ```sh
        # 1. Set up (Debian/Ubuntu; use sudo if you are not root) and build the default site into Output/
        apt-get update && apt-get install -y libcmark-gfm-dev libcmark-gfm-extensions-dev && swift run cashdash build

        # 2. Run the tests
        swift test
        ```
        """

    @Test func theManualBuildsWithNoWarnings() throws {
        let folder = try TemporaryFolder()
        let docs = CommandRunner.packageRoot.appendingPathComponent("Docs")
        let built = try CommandRunner.run([
            "build", "--site", docs.path, "--output", folder.url.appendingPathComponent("manual").path,
        ])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(
            built.standardError.isEmpty,
            "every warning in the manual is a broken link or a missing #section: \(built.standardError)")
        #expect(folder.exists("manual/curriculum/command-reference/index.html"))
        #expect(folder.exists("manual/curriculum/bank-imports/index.html"))
    }

    @Test func theReadmeIsShortAndStartsWithTheTwoCommands() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 150, "README.md has \(lines.count) lines; the manual in Docs/ is the place for more")
        let firstBlock = text.range(of: "```").map { String(text[$0.lowerBound...]) } ?? ""
        #expect(
            firstBlock.hasPrefix(Self.twoCommands), "README.md's first code block must stay the two commands CI runs")
    }

    @Test func theReadmeLinksOnlyToChaptersThatExist() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let targets = text.components(separatedBy: "](Docs/").dropFirst().map {
            "Docs/" + $0.prefix { $0 != ")" && $0 != "#" }
        }
        #expect(targets.count > 10)
        for target in targets {
            #expect(
                FileManager.default.fileExists(atPath: CommandRunner.packageRoot.appendingPathComponent(target).path),
                "\(target)")
        }
    }
}
