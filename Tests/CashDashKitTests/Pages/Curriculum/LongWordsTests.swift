@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A chapter whose title, text or link holds a word longer than a phone's screen is wrapped, not widened: every place
/// such a word shows (the chapter, its card, a table of contents, the print page) is one the stylesheet wraps.
/// (`Scripts/reader_checks.py` measures the pages; at 390 px they had been 1,303 px wide.)
@Suite struct LongWordsTests {
    private let word = "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen"

    @Test func everyPlaceALongWordShowsIsOneTheStylesheetWraps() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n",
            "Content/curriculum/01-long.md": "---\ntitle: \(word)\nsummary: \(word)\n---\n\n## \(word)\n\n\(word).\n",
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        let style = try site.read("Output/assets/style.css")
        let rule = style.components(separatedBy: "\n").first {
            $0.hasPrefix(".chapter :is(") && $0.hasSuffix("{ overflow-wrap: anywhere; }")
        }
        let wrapped = try #require(rule)
        for selector in [".chapter :is(h1, h2, h3, h4, p, li", ".card :is(h2, h3, p)", ".toc li"] {
            #expect(wrapped.contains(selector))
        }
        let slug = word.lowercased()
        let chapter = try site.read("Output/curriculum/\(slug)/index.html")
        #expect(chapter.contains("<article class=\"wrap chapter\">"))
        #expect(chapter.contains("<nav class=\"toc\""))
        #expect(try site.read("Output/curriculum/index.html").contains("class=\"card"))
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("<nav class=\"toc\"") && print.contains("<article class=\"chapter print-chapter\""))
    }
}
