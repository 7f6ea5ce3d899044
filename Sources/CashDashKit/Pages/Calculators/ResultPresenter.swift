import CashDashModel
import Foundation

/// Writes a result's ``ResultFacts`` for people as its ``ResultLayout`` says, with the page's words and money
/// format; `calculators.js`'s `present` does the same for the reader's numbers.
struct ResultPresenter {
    typealias Phrase = ResultLayout.Phrase
    typealias Value = ResultLayout.Value
    typealias Condition = ResultLayout.Condition

    /// The page's words and number formats.
    let view: CalculatorPresenter
    let facts: ResultFacts

    func present(_ layout: ResultLayout) -> PresentedResult {
        var result = PresentedResult()
        result.cards = layout.cards.filter { holds($0.when) }.map {
            PresentedResult.Card(title: say($0.title), value: write($0.value), note: $0.note.map { say($0) } ?? "")
        }
        result.notes = layout.notes.filter { holds($0.when) }.map { say($0.text) }
        result.rounding = layout.rounding.filter { holds($0.when) }.map { say($0.text) }.joined(separator: " ")
        result.charts = layout.charts.filter { holds($0.when) }.map(chart)
        if let table = layout.table, holds(table.when) {
            let rows = self.table(table)
            if let yearly = table.yearly.first, rows.rows.count > PresentedResult.rowsShownInFull {
                (result.table, result.fullTable) = (self.table(yearly), rows)
            } else {
                result.table = rows
            }
        }
        return result
    }

    private func chart(_ chart: ResultLayout.Chart) -> PresentedResult.Chart {
        let points: [(ResultLayout.Point, ResultFacts?)] =
            if let rows = chart.rows { self.rows(rows).map { (chart.points[0], $0) } } else {
                chart.points.map { ($0, nil) }
            }
        return PresentedResult.Chart(
            kind: chart.kind, id: chart.id, title: say(chart.title), description: say(chart.description),
            category: say(chart.category), series: chart.series.map { say($0) },
            categories: points.map { write($0.0.label, in: $0.1) },
            values: points.map { point, row in point.values.map { fact($0, in: row)?.number ?? 0 } })
    }

    private func table(_ table: ResultLayout.Table) -> PresentedResult.Table {
        PresentedResult.Table(
            caption: say(table.caption), columns: table.columns.map { say($0) },
            rows: table.sections.flatMap { section in
                (section.rows.map { self.rows($0).map(Optional.some) } ?? [nil]).map { row in
                    section.cells.map { write($0, in: row) }
                }
            })
    }

    /// The fact `name` of `row`, else of the result (its inputs among them).
    func fact(_ name: String, in row: ResultFacts? = nil) -> ResultFact? { row?[name] ?? facts[name] }

    /// The rows of the fact list `name`.
    func rows(_ name: String) -> [ResultFacts] {
        if case .rows(let rows) = fact(name) { return rows }
        return []
    }

    func holds(_ condition: Condition?, in row: ResultFacts? = nil) -> Bool {
        switch condition {
        case nil: return true
        case .given(let name): return fact(name, in: row) != nil
        case .not(let condition): return !holds(condition, in: row)
        case .all(let conditions): return conditions.allSatisfy { holds($0, in: row) }
        case .compare(let name, let comparison, let operand):
            let other: ResultFact? =
                switch operand {
                case .fact(let name): fact(name, in: row)
                case .number(let number): .count(number)
                case .text(let text): .text(text)
                }
            guard let left = fact(name, in: row), let other else { return false }
            switch (left, other) {
            case (.text(let a), .text(let b)):
                return comparison == .equal ? a == b : comparison == .notEqual ? a != b : false
            case (.number(let a), .number(let b)): return compare(a, comparison, b)
            default: return false
            }
        }
    }

    private func compare(_ a: Decimal, _ comparison: Condition.Comparison, _ b: Decimal) -> Bool {
        switch comparison {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        }
    }
}
