import Foundation

/// The exchange markup of streamed ledger rows, per month and year and in all, as `cashdash report --format json`
/// prints it beside the totals: the same rounded row figures as ``MarkupSummary``, summed in minor units.
public struct MarkupTotals: Sendable, Equatable {
    /// Purchases with a markup, what the bank charged for them, what the reference rates give, and the markup, in
    /// minor units of the home currency.
    public struct Sum: Sendable, Equatable {
        public var purchases = 0
        public var charged: Int64 = 0
        public var atReference: Int64 = 0
        public var markup: Int64 = 0
    }

    /// Keyed by `YYYY-MM` and `YYYY`.
    public var months: [String: Sum] = [:]
    public var years: [String: Sum] = [:]
    public var total = Sum()
    /// Rows that say what the bank charged but have no reference rate to compare it with.
    public var unmeasured = 0

    public var isEmpty: Bool { total.purchases == 0 && unmeasured == 0 }

    /// Adds `row` when it says what the bank charged.
    mutating func add(_ row: BudgetTotals.Row, minorUnits: Int) {
        guard let charge = row.charge else { return }
        guard let reference = charge.reference else {
            unmeasured += 1
            return
        }
        let charged = Decimal(minorUnits: row.units, decimals: minorUnits)
        let cost = ExchangeMarkup.cost(
            charged: charged, atReference: reference.amount, kind: row.kind, minorUnits: minorUnits
        )
        .minorUnits(minorUnits)
        let atReference = abs(row.units - (row.kind == .expense ? cost : -cost))
        let (year, month, _) = row.date.components
        for key in ["\(year)-\(month < 10 ? "0" : "")\(month)", "\(year)", ""] {
            var sum = key.isEmpty ? total : key.count == 4 ? years[key, default: Sum()] : months[key, default: Sum()]
            sum.purchases += 1
            sum.charged += abs(row.units)
            sum.atReference += atReference
            sum.markup += cost
            if key.isEmpty { total = sum } else if key.count == 4 { years[key] = sum } else { months[key] = sum }
        }
    }

    /// Adds `other`'s sums to these.
    mutating func add(_ other: MarkupTotals) {
        func add(_ sum: Sum, to total: inout Sum) {
            total.purchases += sum.purchases
            total.charged += sum.charged
            total.atReference += sum.atReference
            total.markup += sum.markup
        }
        for (key, sum) in other.months { add(sum, to: &months[key, default: Sum()]) }
        for (key, sum) in other.years { add(sum, to: &years[key, default: Sum()]) }
        add(other.total, to: &total)
        unmeasured += other.unmeasured
    }

    /// The totals as a JSON object, keys sorted, amounts written by `text`.
    func json(_ text: (Int64) -> String) -> String {
        func sum(_ sum: Sum) -> String {
            "{\"at_reference\": \(text(sum.atReference)), \"charged\": \(text(sum.charged)), \"markup\": \(text(sum.markup)), "
                + "\"purchases\": \(sum.purchases)}"
        }
        func section(_ sums: [String: Sum]) -> String {
            let lines = sums.keys.sorted().map { "      \(jsonString($0)): \(sum(sums[$0]!))" }
            return lines.isEmpty ? "{}" : "{\n" + lines.joined(separator: ",\n") + "\n    }"
        }
        return
            "{\n    \"months\": \(section(months)),\n    \"total\": \(sum(total)),\n    \"unmeasured\": \(unmeasured),\n"
            + "    \"years\": \(section(years))\n  }"
    }
}
