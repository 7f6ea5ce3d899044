import Foundation
import Testing

/// A class that reads Arabic builds the default site with `language: ar`: every page turns right to left, in Arabic
/// words, with its amounts and charts still reading left to right.
@Suite struct RightToLeftCommandTests {
    /// The default site, copied into `folder` with `language: ar` and `locale: ar` (CLDR's Arabic, digits 0 to 9).
    private func arabicSite(in folder: TemporaryFolder) throws -> URL {
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let settings = site.appendingPathComponent("Content/site.yml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        #expect(text.contains("language: en ") && text.contains("locale: en_US "))
        try text.replacingOccurrences(of: "language: en ", with: "language: ar ")
            .replacingOccurrences(of: "locale: en_US ", with: "locale: ar ")
            .write(to: settings, atomically: true, encoding: .utf8)
        return site
    }

    @Test func theDefaultSiteInArabicIsWrittenRightToLeftInArabicWords() throws {
        let folder = try TemporaryFolder()
        let site = try arabicSite(in: folder)
        let result = try CommandRunner.run(["build", "--site", site.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "Arabic is shipped whole, so nothing shows in English")
        let page = { (path: String) in
            (try? String(contentsOf: site.appendingPathComponent("Output/" + path), encoding: .utf8)) ?? ""
        }
        for path in [
            "index.html", "404.html", "budgets/index.html", "budgets/household/index.html",
            "curriculum/making-a-budget/index.html", "calculators/loan/index.html", "rates/index.html",
            "glossary/index.html", "class/index.html",
        ] {
            #expect(page(path).contains("<html lang=\"ar\" dir=\"rtl\""), "\(path)")
        }
        let home = page("index.html")
        #expect(home.contains(">انتقل إلى المحتوى</a>") && !home.contains("Skip to the content"))
        let budget = page("budgets/household/index.html")
        #expect(budget.contains("<h2>السجل</h2>") && budget.contains("aria-label=\"مسار التنقل\""))
        // Amounts keep the digits 0 to 9 and their grouping; the stylesheet keeps them left to right.
        #expect(page("calculators/loan/index.html").contains("1,199.10\u{A0}US$"))
        // The next chapter's arrow is marked to turn with the page.
        #expect(
            page("curriculum/making-a-budget/index.html").contains(
                "<span class=\"arrow\" aria-hidden=\"true\">→</span>"))
    }
}
