@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A chapter whose table would make cmark-gfm 0.29.0.gfm.6 take half a minute is refused at the table's line.
@Suite struct TableLimitChapterTests {
    @Test func theAmplifyingTableIsAnErrorAtItsLineInTheChapter() throws {
        let table =
            String(repeating: "|a", count: 3000) + "|\n" + String(repeating: "|-", count: 3000) + "|\n"
            + String(repeating: "x\n", count: 3000)
        let site = try TemporarySite([
            "Content/curriculum/01-wide.md": chapterFile(title: "Wide", body: "Intro.\n\n" + table)
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        let errors = result.diagnostics.all.filter { $0.description.contains(": error: ") }.map(\.description)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasSuffix(
                "01-wide.md:6:1: error: this table has 3000 columns; a table may have at most 1000, so split it")
                == true,
            "\(errors)")
    }
}
