import CashDashModel
import Charts
import CmarkHTML

extension Catalogue {
    /// Cash Dash's own English words, the reference: for a view made where no site's words are at hand (tests).
    static let english = Words.bundled("en").catalogue

    /// The form of `key` for `count`, with the count written as `money`'s locale writes it (`1.234` in German).
    func text(
        _ key: String, count: Int, money: MoneyFormat, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        text(key, count: count, countText: money.count(count), values)
    }
}

extension Catalogue {
    /// The text of `key`, escaped for HTML, with each `{name}` replaced by `values[name]`, which are HTML already.
    func html(_ key: String, _ values: KeyValuePairs<String, String>) -> String {
        var result = escapeXML(text(key))
        for (name, value) in values { result = result.replacingOccurrences(of: "{" + name + "}", with: value) }
        return result
    }
}

extension ChartWords {
    /// The words charts write of their own, from the site's catalogue (`charts.`).
    init(_ words: Catalogue) {
        self.init(
            showNumbers: words.text("charts.show_numbers"), date: words.text("common.date"),
            name: words.text("charts.name"), amount: words.text("common.amount"), share: words.text("charts.share"),
            total: words.text("charts.total"), rest: words.text("charts.rest"), noData: words.text("charts.no_data"),
            rebasedNote: words.text("charts.rebased_note"), lastDayOfMonth: words.text("charts.last_day_of_month"),
            lastDayOfYear: words.text("charts.last_day_of_year"),
            colon: words.text("charts.label_value", ["label": "", "value": ""]),
            rightToLeft: words.direction == .rightToLeft)
    }
}

extension MarkdownRenderer.Options.Labels {
    /// The words Markdown output reads out, from the site's catalogue (`markdown.`).
    init(_ words: Catalogue) {
        self.init(
            table: words.text("markdown.table"), done: words.text("markdown.done"), toDo: words.text("markdown.to_do"))
    }
}

extension String {
    /// The text with its first letter a capital, for a name that starts a title (`dollar des États-Unis`).
    var firstUppercased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
