import Foundation

/// What `cashdash report --format json|csv` prints of a summary.
extension LedgerSummary {
    /// The JSON field `"uncategorized": {"share": 0.25, "spent": 12.50}`.
    private var uncategorizedJSON: String {
        let share = uncategorizedShare.map { NSDecimalNumber(decimal: $0).stringValue } ?? "null"
        return "\"uncategorized\": {\"share\": \(share), \"spent\": \(text(uncategorizedSpent))}"
    }

    /// The totals as JSON, keys sorted, amounts as exact numbers in the home currency.
    public var json: String {
        func sum(_ sum: Sum, balance: Int64? = nil, starting: Int64? = nil) -> String {
            var fields = [
                "\"added\": \(text(sum.added))", "\"net\": \(text(sum.net))", "\"spent\": \(text(sum.spent))",
            ]
            if let balance { fields.insert("\"balance\": \(text(balance))", at: 1) }
            if let starting { fields.append("\"starting_balance\": \(text(starting))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let startingBalances = startingBalances
        func section(_ sums: [String: Sum], budgets: Bool = false) -> String {
            let lines = sums.keys.sorted().map { name -> String in
                let starting = startingBalances[name] ?? 0
                let value =
                    budgets
                    ? sum(sums[name]!, balance: starting + sums[name]!.net, starting: starting) : sum(sums[name]!)
                return "    \(jsonString(name)): \(value)"
            }
            return lines.isEmpty ? "{}" : "{\n" + lines.joined(separator: ",\n") + "\n  }"
        }
        let (budgets, categories, months, markup, overall) = (byBudget, byCategory, byMonth, markupTotals, overall)
        let (starting, first, last) = (startingBalances.values.reduce(0, +), dateRange?.first, dateRange?.last)
        var lines = [
            "\"budgets\": \(section(budgets, budgets: true))",
            "\"categories\": \(section(categories))",
            "\"currency\": \(jsonString(currency))",
        ]
        if !markup.isEmpty { lines.append("\"exchange_markup\": \(markup.json(text))") }
        lines.append("\"first_date\": " + (first.map { jsonString($0.description) } ?? "null"))
        lines.append("\"last_date\": " + (last.map { jsonString($0.description) } ?? "null"))
        lines.append("\"months\": \(section(months))")
        lines.append("\"overall\": \(sum(overall, balance: starting + overall.net, starting: starting))")
        lines.append("\"rows\": \(rows)")
        lines.append("\"skipped_rows\": \(skippedRows)")
        lines.append(uncategorizedJSON)
        return "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
    }

    /// The totals as CSV: `section,name,added,spent,net,balance`, one line per budget, category and month, and when
    /// rows say what the bank charged, the exchange markup (as money spent) in all, per year and per month.
    /// The names of the `overall` and `markup` lines are in the site's language (`All budgets`, `Exchange markup`).
    public func csv(overallName: String, markupName: String) -> String {
        let (budgets, categories, months, markup, overall) = (byBudget, byCategory, byMonth, markupTotals, overall)
        let startingBalances = startingBalances
        var lines = ["section,name,added,spent,net,balance"]
        func line(_ section: String, _ name: String, _ sum: Sum, balance: Int64? = nil) {
            lines.append(
                [section, csvField(name), text(sum.added), text(sum.spent), text(sum.net), balance.map(text) ?? ""]
                    .joined(separator: ","))
        }
        line("overall", overallName, overall, balance: startingBalances.values.reduce(0, +) + overall.net)
        for name in budgets.keys.sorted() {
            line("budget", name, budgets[name]!, balance: (startingBalances[name] ?? 0) + budgets[name]!.net)
        }
        for name in categories.keys.sorted() { line("category", name, categories[name]!) }
        for name in months.keys.sorted() { line("month", name, months[name]!) }
        // Money spent in no category, when there is any, its share of the spending in the name field (`25.00%`).
        if let share = uncategorizedShare, uncategorizedSpent > 0 {
            line(
                "uncategorized", "\(NSDecimalNumber(decimal: share * 100).stringValue)%",
                Sum(added: 0, spent: uncategorizedSpent))
        }
        if !markup.isEmpty {
            // The exchange markup as money spent on it: overall, then per year and per month.
            func spent(_ sum: MarkupTotals.Sum) -> Sum { Sum(added: 0, spent: sum.markup) }
            line("markup", markupName, spent(markup.total))
            for name in markup.years.keys.sorted() { line("markup-year", name, spent(markup.years[name]!)) }
            for name in markup.months.keys.sorted() { line("markup-month", name, spent(markup.months[name]!)) }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}

/// `text` as a CSV field a spreadsheet reads as text: quoted when it holds a comma, semicolon, quote or line break,
/// and, as OWASP's CSV-injection guidance says, prefixed with `'` and quoted when it starts with `=`, `+`, `-`, `@`, a
/// tab or a carriage return, so a category such as `=HYPERLINK(…)` is never run as a formula. Only text goes through
/// here: amounts are written as plain numbers, so `-12.50` stays a number.
public func csvField(_ text: String) -> String {
    let formula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
    guard formula || text.contains(where: { $0 == "," || $0 == ";" || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
        return text
    }
    return "\"" + (formula ? "'" : "") + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
