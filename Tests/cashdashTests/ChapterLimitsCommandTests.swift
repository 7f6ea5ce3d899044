import Foundation
import Testing

/// A chapter that holds more than a page can show is refused at the place it passes the limit, at once.
@Suite struct ChapterLimitsCommandTests {
    @Test func manyLargeChartsInOneChapterAreAnErrorAtTheChartThatPassesTheLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Charts\n", to: "Content/site.yml")
        let bars = (1...1_000).map { "  Bar \($0): \($0)" }.joined(separator: "\n")
        let chart = "```chart\ntype: bar\ntitle: Many bars\ndata:\n\(bars)\n```\n\n"
        let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        try folder.write(
            "---\ntitle: Charts\n---\n\n" + String(repeating: chart, count: 200), to: "Content/curriculum/01-charts.md")
        let built = try CommandRunner.run(["build"], in: folder.url)
        #expect(built.status != 0)
        // Each chart holds about 14.5 KB, so the 71st passes 1,024 KB. The error is at its first line of data: the
        // front matter and a blank line take lines 1 to 4, and the first chart's fence line 5.
        let size = chart.utf8.count - "```chart\n```\n\n".utf8.count
        let passing = 1_024 * 1_024 / size + 1
        let line = 6 + (passing - 1) * lines
        #expect(
            built.standardError.contains(
                "Content/curriculum/01-charts.md:\(line):1: error: this chapter's charts hold more than 1024 KB"),
            "\(built.standardError.prefix(600))")
        #expect(built.standardError.components(separatedBy: "charts hold more than").count == 2, "said once")
    }
}
