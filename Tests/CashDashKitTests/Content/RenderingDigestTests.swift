@testable import CashDashKit
import CashDashModel
import Charts
import CmarkHTML
import TestSupport
import Testing

/// How chapters are rendered, as their keys add it field by field (`StableDigest+Rendering.swift`): each field
/// changes the digest, and each type still has the fields its digest adds.
@Suite struct RenderingDigestTests {
    @Test func theDigestsAddEveryStoredProperty() {
        // When one of these counts changes, add the new property to its digest in StableDigest+Rendering.swift.
        #expect(Mirror(reflecting: MarkdownRenderer.Options()).children.count == 6)
        #expect(Mirror(reflecting: MarkdownRenderer.Options.Labels(table: "", done: "", toDo: "")).children.count == 3)
        #expect(Mirror(reflecting: NumberStyle()).children.count == 8)
    }

    @Test func markdownOptionsAndNumberStylesDifferByEachField() {
        var labelled = MarkdownRenderer.Options()
        labelled.labels = .init(table: "Table", done: "Done:", toDo: "To do:")
        var options = [MarkdownRenderer.Options(), labelled]
        for change in [
            { (options: inout MarkdownRenderer.Options) in options.allowsRawHTML = true },
            { $0.scrollableTables = true }, { $0.labelledTasks = true }, { $0.linkedHeadings = true },
            { $0.focusableCodeBlocks = true }, { $0.labels?.table = "Box" }, { $0.labels?.done = "Done" },
            { $0.labels?.toDo = "To do" },
        ] as [(inout MarkdownRenderer.Options) -> Void] {
            var changed = labelled
            change(&changed)
            options.append(changed)
        }
        let optionDigests = options.map { value in StableDigest.hex { $0.add(value) } }
        #expect(Set(optionDigests).count == options.count)

        let plain = NumberStyle()
        let styles = [
            plain, NumberStyle(kind: .percent), NumberStyle(kind: .money(symbol: "$", symbolFirst: true)),
            NumberStyle(kind: .money(symbol: "$", symbolFirst: false)), NumberStyle(groupingSeparator: "."),
            NumberStyle(decimalSeparator: ","), NumberStyle(grouping: (3, 2)), NumberStyle(minimumGroupingDigits: 2),
            NumberStyle(symbolGap: " "), NumberStyle(percentSuffix: " %"), NumberStyle(moneyDecimals: 0),
        ]
        let styleDigests = styles.map { style in StableDigest.hex { $0.add(style) } }
        #expect(Set(styleDigests).count == styles.count)
    }
}
