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

    static func rowFields(_ prefix: String, _ row: Int, _ noun: String, group: String) -> [CalculatorField] {
        [
            CalculatorField("\(prefix)\(row)-name", "Name of \(noun) \(row)", .text(maxLength: 30), optional: true, group: group),
            CalculatorField("\(prefix)\(row)", "Value of \(noun) \(row)", .amount, optional: prefix == "debt" || row > 1, group: group),
        ]
    }

    public static var fields: [CalculatorField] {
        (1...assetRows).flatMap { rowFields("asset", $0, "thing owned", group: "What you own") }
            + (1...debtRows).flatMap { rowFields("debt", $0, "debt", group: "What you owe") }
    }

    public init(_ inputs: CalculatorInputs) {
        func items(_ prefix: String, _ rows: Int, _ noun: String) -> [Item] {
            (1...rows).compactMap { row in
                guard inputs.has("\(prefix)\(row)") else { return nil }
                let name = inputs.text("\(prefix)\(row)-name") ?? ""
                return Item(name.isEmpty ? "\(noun) \(row)" : name, inputs.decimal("\(prefix)\(row)"))
            }
        }
        self.init(assets: items("asset", Self.assetRows, "Thing owned"), debts: items("debt", Self.debtRows, "Debt"))
    }

    public static func calculation(_ result: Result) -> Calculation { .netWorth(result) }
}
