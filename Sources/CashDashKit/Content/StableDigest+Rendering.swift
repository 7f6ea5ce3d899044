import CashDashModel
import Charts
import CmarkHTML

/// How chapters are rendered, as their keys add it (``ChapterContext/digest``): field by field, not by reflection
/// (see `StableDigest+Pages.swift`). Each adds every stored property of its type; `RenderingDigestTests` counts them.
extension StableDigest {
    mutating func add(_ options: MarkdownRenderer.Options) {
        add("markdown options")
        for flag in [
            options.allowsRawHTML, options.scrollableTables, options.labelledTasks, options.linkedHeadings,
            options.focusableCodeBlocks,
        ] {
            add(flag)
        }
        add(options.labels?.table)
        add(options.labels?.done)
        add(options.labels?.toDo)
    }

    mutating func add(_ style: NumberStyle) {
        add("number style")
        switch style.kind {
        case .plain: add(1)
        case .percent: add(2)
        case .money(let symbol, let symbolFirst):
            add(3)
            add(symbol)
            add(symbolFirst)
        }
        add(style.groupingSeparator)
        add(style.decimalSeparator)
        add(style.grouping.first)
        add(style.grouping.rest)
        add(style.minimumGroupingDigits)
        add(style.symbolGap)
        add(style.percentSuffix)
        add(style.moneyDecimals)
    }
}
