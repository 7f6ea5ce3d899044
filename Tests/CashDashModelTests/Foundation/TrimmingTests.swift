import CashDashModel
import Foundation
import Testing

/// Spaces of any script and tabs go from both ends of a title, exactly as Foundation trims them, whatever the text.
@Suite struct TrimmingTests {
    @Test(arguments: [
        "", " ", "\t", "Budget", " Budget", "Budget\t", " \u{A0}Saving money\u{3000} ", "a", "é", "Café ",
        "\u{2003}Em space", "Line\n", "\nLine", "#", " x ", "١٢٣", "\u{200B}Zero width", "Budget\u{0085}",
    ])
    func theSameAsFoundationTrimsIt(_ text: String) {
        #expect(text.trimmingUnicodeSpaces == text.trimmingCharacters(in: .whitespaces))
        #expect(text.dropFirst(0).trimmingUnicodeSpaces == text.trimmingCharacters(in: .whitespaces))
    }
}
