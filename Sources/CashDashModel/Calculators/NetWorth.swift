import Foundation

/// Net worth: everything owned less everything owed. Amounts are exact; nothing is rounded.
public struct NetWorth: Sendable, Equatable {
    /// The rows the form has for things owned and for debts.
    public static let assetRows = 5
    public static let debtRows = 4

    public struct Item: Sendable, Equatable {
        public var name: String
        public var amount: Decimal

        public init(_ name: String, _ amount: Decimal) {
            self.name = name
            self.amount = amount
        }
    }

    public var assets: [Item]
    public var debts: [Item]

    public init(assets: [Item], debts: [Item]) {
        self.assets = assets
        self.debts = debts
    }

    public struct Result: Sendable, Equatable {
        public var assets: [Item]
        public var debts: [Item]
        public var owned: Decimal
        public var owed: Decimal
        /// Below 0 when more is owed than owned.
        public var netWorth: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let owned = assets.reduce(0) { $0 + $1.amount }, owed = debts.reduce(0) { $0 + $1.amount }
        return Result(assets: assets, debts: debts, owned: owned, owed: owed, netWorth: owned - owed)
    }
}

extension NetWorth: Calculator {
    public static let title = "Net worth"

    /// The inputs of the form: rows of a name and a value, for what is owned (the first one needed) and what is owed.
    public enum Field {
        public static func assetName(_ row: Int) -> CalculatorField {
            CalculatorField(
                "asset\(row)-name", "Name of thing owned \(row)", .text(maxLength: 30), optional: true,
                group: "What you own")
        }
        public static func asset(_ row: Int) -> CalculatorField {
            CalculatorField(
                "asset\(row)", "Value of thing owned \(row)", .amount, optional: row > 1, group: "What you own")
        }
        public static func debtName(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-name", "Name of debt \(row)", .text(maxLength: 30), optional: true, group: "What you owe")
        }
        public static func debt(_ row: Int) -> CalculatorField {
            CalculatorField("debt\(row)", "Value of debt \(row)", .amount, optional: true, group: "What you owe")
        }
    }

    public static var fields: [CalculatorField] {
        (1...assetRows).flatMap { [Field.assetName($0), Field.asset($0)] }
            + (1...debtRows).flatMap { [Field.debtName($0), Field.debt($0)] }
    }

    public init(_ inputs: CalculatorInputs) {
        func items(
            _ rows: Int, _ noun: String, _ value: (Int) -> CalculatorField, _ name: (Int) -> CalculatorField
        ) -> [Item] {
            (1...rows).compactMap { row in
                guard inputs.has(value(row)) else { return nil }
                let written = inputs.text(name(row)) ?? ""
                return Item(written.isEmpty ? "\(noun) \(row)" : written, inputs.decimal(value(row)))
            }
        }
        self.init(
            assets: items(Self.assetRows, "Thing owned", Field.asset, Field.assetName),
            debts: items(Self.debtRows, "Debt", Field.debt, Field.debtName))
    }

    public static func calculation(_ result: Result) -> Calculation { .netWorth(result) }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension NetWorth {
    public enum Sentence {
        public static let ahead = CalculatorSentence("ahead", "You own {net} more than you owe.")
        public static let behind = CalculatorSentence(
            "behind",
            "You owe {net} more than you own. That is common early on, with a student loan; it changes as debts are paid."
        )
        public static let ownedTitle = CalculatorSentence("owned-title", "What you own")
        public static let owedTitle = CalculatorSentence("owed-title", "What you owe")
        public static let chart = CalculatorSentence("chart", "A donut of {count} parts adding up to {total}: {items}.")
        public static let table = CalculatorSentence("table", "Everything added up")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.ahead, Sentence.behind, Sentence.ownedTitle, Sentence.owedTitle, Sentence.chart, Sentence.table]
    }
}
