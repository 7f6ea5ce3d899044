import Foundation

/// Net worth: everything owned less everything owed. Amounts are exact; nothing is rounded.
public struct NetWorth: Sendable, Equatable {
    /// The rows the form has for things owned and for debts.
    public static let assetRows = 5
    public static let debtRows = 4

    public struct Item: Sendable, Equatable {
        /// The name the reader gave it; empty for none (pages then call it "Debt 2" after its ``row``).
        public var name: String
        public var amount: Decimal
        /// Its row on the form, from 1.
        public var row: Int

        public init(_ name: String, _ amount: Decimal, row: Int = 0) {
            self.name = name
            self.row = row
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
    public static let name = "net-worth"

    /// The inputs of the form: rows of a name and a value, for what is owned (the first one needed) and what is owed.
    public enum Field {
        public static func assetName(_ row: Int) -> CalculatorField {
            CalculatorField(
                "asset\(row)-name", "net_worth.fields.asset_name", .text(maxLength: 30), row: row, optional: true,
                group: "net_worth.owned_title")
        }
        public static func asset(_ row: Int) -> CalculatorField {
            CalculatorField(
                "asset\(row)", "net_worth.fields.asset", .amount, row: row, optional: row > 1,
                group: "net_worth.owned_title")
        }
        public static func debtName(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-name", "net_worth.fields.debt_name", .text(maxLength: 30), row: row, optional: true,
                group: "net_worth.owed_title")
        }
        public static func debt(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)", "net_worth.fields.debt", .amount, row: row, optional: true, group: "net_worth.owed_title")
        }
    }

    public static var fields: [CalculatorField] {
        (1...assetRows).flatMap { [Field.assetName($0), Field.asset($0)] }
            + (1...debtRows).flatMap { [Field.debtName($0), Field.debt($0)] }
    }

    public init(_ inputs: CalculatorInputs) {
        func items(
            _ rows: Int, _ value: (Int) -> CalculatorField, _ name: (Int) -> CalculatorField
        ) -> [Item] {
            (1...rows).compactMap { row in
                guard inputs.has(value(row)) else { return nil }
                let written = inputs.text(name(row)) ?? ""
                return Item(written, inputs.decimal(value(row)), row: row)
            }
        }
        self.init(
            assets: items(Self.assetRows, Field.asset, Field.assetName),
            debts: items(Self.debtRows, Field.debt, Field.debtName))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        [
            "owned": result.owned.plain(minorUnits), "owed": result.owed.plain(minorUnits),
            "net": result.netWorth.plain(minorUnits),
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension NetWorth {
    public enum Sentence {
        public static let ahead = CalculatorSentence("ahead", in: "net_worth")
        public static let behind = CalculatorSentence("behind", in: "net_worth")
        public static let ownedTitle = CalculatorSentence("owned-title", in: "net_worth")
        public static let owedTitle = CalculatorSentence("owed-title", in: "net_worth")
        public static let chart = CalculatorSentence("chart", in: "net_worth")
        public static let table = CalculatorSentence("table", in: "net_worth")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.ahead, Sentence.behind, Sentence.ownedTitle, Sentence.owedTitle, Sentence.chart, Sentence.table]
    }
}

/// What net worth shows: what is owned, owed and the difference, a donut of each side and a table of the rows.
extension NetWorth {
    public static var layout: ResultLayout {
        let thing = ResultLayout.Value.named("name", row: "row", noun: "thing-row"),
            debt = ResultLayout.Value.named("name", row: "row", noun: "debt-row")
        func donut(_ side: String, _ rows: String, _ name: ResultLayout.Value) -> ResultLayout.Chart {
            .init(
                .donut, id: side, title: .say("\(side)-title"),
                description: .say(
                    "chart",
                    [
                        "count": .count("\(rows)-count"), "total": .money(side),
                        "items": .list(rows, [name, .money("amount")]),
                    ]),
                category: .say("item"), rows: rows, points: [.init(name, ["amount"])],
                when: .compare(side, .greater, .number(0)))
        }
        return ResultLayout(
            cards: [
                .init(.say("net-worth"), .money("net"), note: .say("net-note")),
                .init(.say("you-own"), .money("owned")), .init(.say("you-owe"), .money("owed")),
            ],
            notes: [
                .init(
                    .either(
                        .compare("net", .greaterOrEqual, .number(0)), .say("ahead", ["net": .money("net")]),
                        .say("behind", ["net": .money("behind")])))
            ],
            rounding: [.init(.say("rounding"))],
            charts: [donut("owned", "assets", thing), donut("owed", "debts", debt)],
            table: .init(
                .say("table"), columns: [.say("item"), .say("own"), .say("owe")],
                sections: [
                    .init(rows: "assets", cells: [thing, .money("amount"), .text("")]),
                    .init(rows: "debts", cells: [debt, .text(""), .money("amount")]),
                    .init(rows: nil, cells: [.phrase(.say("total")), .money("owned"), .money("owed")]),
                ]))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        func rows(_ items: [Item]) -> ResultFact {
            .rows(items.map { ["name": .text($0.name), "row": .count($0.row), "amount": .number($0.amount)] })
        }
        return [
            "owned": .number(result.owned), "owed": .number(result.owed), "net": .number(result.netWorth),
            "behind": .number(-result.netWorth), "assets": rows(result.assets), "debts": rows(result.debts),
            "assets-count": .count(result.assets.count), "debts-count": .count(result.debts.count),
        ]
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): what the
/// rows own less what they owe, exactly.
extension NetWorth {
    public static let script = #"""
        function (v) {
          function items(prefix, rows) {
            var list = [];
            for (var row = 1; row <= rows; row++) {
              if (v[prefix + row] !== undefined) list.push({ name: v[prefix + row + "-name"] || "", row: row, amount: v[prefix + row] });
            }
            return list;
          }
          function sum(list) { return list.reduce(function (total, item) { return total + item.amount; }, 0n); }
          var assets = items("asset", \#(assetRows)), debts = items("debt", \#(debtRows));
          return {
            assets: assets, debts: debts, owned: sum(assets), owed: sum(debts), net: sum(assets) - sum(debts),
            behind: sum(debts) - sum(assets), "assets-count": assets.length, "debts-count": debts.length
          };
        }
        """#
}
