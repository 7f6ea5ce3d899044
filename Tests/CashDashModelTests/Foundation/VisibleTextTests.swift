@testable import CashDashModel
import Testing

@Suite struct VisibleTextTests {
    @Test func controlCharactersAreWrittenOut() {
        #expect(visibleText("\u{1B}]0;pwned\u{07}Saving\u{1B}[2J") == "\\u{1B}]0;pwned\\u{7}Saving\\u{1B}[2J")
        #expect(visibleText("line\nbreak\tand\r") == "line\\nbreak\\tand\\r")
        #expect(
            visibleText("\u{9B}31m \u{7F} \u{202E}txt") == "\\u{9B}31m \\u{7F} \\u{202E}txt",
            "C1, DEL and a direction mark")
        #expect(visibleText("Café €12 — plain") == "Café €12 — plain")
    }

    @Test func everyDiagnosticShowsThemWrittenOut() {
        var diagnostics = Diagnostics()
        diagnostics.error("unknown type `\u{1B}[31mred`", in: "Content/budgets/\u{1B}[2Jx.csv", line: 2, column: 3)
        #expect(
            diagnostics.all[0].description
                == "Content/budgets/\\u{1B}[2Jx.csv:2:3: error: unknown type `\\u{1B}[31mred`")
    }
}
