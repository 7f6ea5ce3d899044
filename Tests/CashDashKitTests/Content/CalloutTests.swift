@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct CalloutTests {
    /// Builds a site with one chapter whose body is `body` (its first line is line 4 of the file) and returns the
    /// chapter's page and the build's messages.
    private func build(_ body: String) throws -> (html: String, messages: [String]) {
        let site = try TemporarySite(["Content/curriculum/01-money.md": chapterFile(title: "Money", body: body)])
        let result = SiteBuilder(sitePath: site.path).build()
        let html = (try? site.read("Output/curriculum/money/index.html")) ?? ""
        return (html, result.diagnostics.all.map(\.description))
    }

    @Test(arguments: CalloutKind.allCases)
    func eachKindIsALabelledNoteWithAnIcon(kind: CalloutKind) throws {
        let (html, messages) = try build(
            "Intro.\n\n> [!\(kind.rawValue.uppercased())]\n> Keep **three** months of needs.\n")
        #expect(messages.isEmpty)
        #expect(
            html.contains(
                "<div class=\"callout callout-\(kind.rawValue)\" role=\"note\">\n<p class=\"callout-label\"><svg "))
        #expect(html.contains("aria-hidden=\"true\""))
        #expect(
            html.contains(
                "</svg>\(kind.label(.english))</p>\n<p>Keep <strong>three</strong> months of needs.</p>\n</div>"))
        #expect(!html.contains("[!"))
    }

    @Test func theLabelsAreKeptInOnePlace() {
        #expect(CalloutKind.allCases.map { $0.label(.english) } == ["Note", "Tip", "Important", "Warning", "Caution"])
        #expect(CalloutKind.tip.label(Words.bundled("fr").catalogue) == "Astuce")
        #expect(CalloutKind(written: "Tip") == .tip)
        #expect(CalloutKind(written: "HINT") == nil)
    }

    @Test func anUnknownKindIsAWarningAtItsLineAndStaysAQuote() throws {
        let (html, messages) = try build("Intro.\n\n> [!NOTES]\n> Careful.\n")
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasSuffix(
                "01-money.md:6:3: warning: `[!NOTES]` is no kind of callout, so this is shown as a plain quote; the kinds are "
                    + "`NOTE`, `TIP`, `IMPORTANT`, `WARNING`, `CAUTION`; did you mean `[!NOTE]`?") == true,
            "\(messages)")
        #expect(html.contains("<blockquote>\n<p>[!NOTES]\nCareful.</p>\n</blockquote>"))
    }
}
