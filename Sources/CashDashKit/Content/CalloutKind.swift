import CashDashModel
import CmarkHTML

/// The five kinds of GitHub's alerts (`> [!NOTE]`), each drawn as a labelled box with an icon.
///
/// The labels are the site's words (`callouts.note`…), in its language.
enum CalloutKind: String, CaseIterable, Sendable {
    case note, tip, important, warning, caution

    /// The kind an author wrote, in any case (`NOTE`, `Tip`); nil for a kind GitHub does not have.
    init?(written: String) {
        self.init(rawValue: written.lowercased())
    }

    /// The word shown at the top of the box and read out first: the kind is never told by colour alone.
    func label(_ words: Catalogue) -> String {
        switch self {
        case .note: words.text("callouts.note")
        case .tip: words.text("callouts.tip")
        case .important: words.text("callouts.important")
        case .warning: words.text("callouts.warning")
        case .caution: words.text("callouts.caution")
        }
    }

    /// A small line drawing (24 × 24, drawn in the text's colour), hidden from screen readers, which read the label.
    private var iconPaths: String {
        switch self {
        // A circle with an "i".
        case .note: "<circle cx=\"12\" cy=\"12\" r=\"9\"/><path d=\"M12 11v6M12 7.5v.5\"/>"
        // A light bulb.
        case .tip:
            "<path d=\"M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z\"/>"
        // A speech bubble with "!".
        case .important: "<path d=\"M4 5h16v11H9l-4 4v-4H4z\"/><path d=\"M12 8v4M12 14v.5\"/>"
        // A triangle with "!".
        case .warning: "<path d=\"M12 3 2 20h20z\"/><path d=\"M12 9v5M12 16.5v.5\"/>"
        // An octagon with "!".
        case .caution: "<path d=\"M8 3h8l5 5v8l-5 5H8l-5-5V8z\"/><path d=\"M12 7.5v5.5M12 16v.5\"/>"
        }
    }

    /// The HTML around the quote's content: a box that says what it is (`role="note"`), its label and icon first.
    func wrapper(_ words: Catalogue) -> BlockWrapper {
        BlockWrapper(
            open: "<div class=\"callout callout-\(rawValue)\" role=\"note\">\n<p class=\"callout-label\">"
                + "<svg class=\"callout-icon\" viewBox=\"0 0 24 24\" width=\"20\" height=\"20\" aria-hidden=\"true\" "
                + "focusable=\"false\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" "
                + "stroke-linejoin=\"round\">\(iconPaths)</svg>\(escapeXML(label(words)))</p>",
            close: "</div>")
    }
}
