extension ResultLayout {
    /// Words shown: a sentence of the catalogue with its blanks filled, one of two chosen by a condition, or
    /// several joined by spaces.
    public indirect enum Phrase: Sendable, Equatable, Encodable {
        /// The sentence `key` (`words.` in front for the shared words) with each `{name}` filled by its value. A
        /// `{fact}` in the key itself is the text of that fact: `phrase-{compounding}` is `phrase-monthly`.
        case say(String, [String: Value])
        case either(Condition, Phrase, Phrase)
        case join([Phrase])

        /// The sentence `key` with no blanks, or with blanks filled by `values`.
        public static func say(_ key: String) -> Phrase { .say(key, [:]) }

        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

        var json: LayoutJSON {
            switch self {
            case .say(let key, let values):
                values.isEmpty
                    ? .object(["say": .string(key)])
                    : .object(["say": .string(key), "with": .object(values.mapValues(\.json))])
            case .either(let condition, let then, let otherwise):
                .object(["if": condition.json, "then": then.json, "else": otherwise.json])
            case .join(let phrases): .object(["join": .array(phrases.map(\.json))])
            }
        }
    }

    /// A fact written for people. Each names the fact it writes (found in the row, then in the result, then among
    /// the inputs); a fact that is not there is written as nothing.
    public indirect enum Value: Sendable, Equatable, Encodable {
        /// An amount: `$1,234.50`, `−$3.00`. (`calculators.js`: minor units.)
        case money(String)
        /// A whole count: `1,200`.
        case count(String)
        /// A count of the shared counted word `word`: `3 years`.
        case counted(String, word: String)
        /// A count of months with the years in it: `30 months (2 years and 6 months)`.
        case months(String)
        /// A percentage as typed, with no trailing zeros: `6.125%`. (`calculators.js`: thousandths of a percent.)
        case rate(String)
        /// A percentage with exactly `decimals` decimals, rounded half away from zero. (`calculators.js`: whole
        /// counts of the last decimal.)
        case percent(String, decimals: Int)
        /// `Year 3`, `Month 14`.
        case year(String), month(String)
        /// The label of the option whose value is the fact, among the options of the field `field`.
        case option(field: String, fact: String)
        /// The name the reader gave a row, or the calculator's word `noun` with the row's number: `Debt 2`.
        case named(String, row: String, noun: String)
        /// Each row of the fact list `rows` written as `values` joined by spaces, the rows joined by commas:
        /// `Home $250,000.00, Car $9,000.00`.
        case list(String, [Value])
        /// Words.
        case phrase(Phrase)
        /// Words that are not the catalogue's: `—`.
        case text(String)
        /// How amounts are rounded: `to the nearest cent (half a cent rounds up)`.
        case nearest
        /// The currency's smallest unit: `cent`.
        case unit
        case either(Condition, Value, Value)

        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

        var json: LayoutJSON {
            switch self {
            case .money(let fact): .object(["money": .string(fact)])
            case .count(let fact): .object(["count": .string(fact)])
            case .counted(let fact, let word): .object(["counted": .string(fact), "word": .string(word)])
            case .months(let fact): .object(["months": .string(fact)])
            case .rate(let fact): .object(["rate": .string(fact)])
            case .percent(let fact, let decimals): .object(["percent": .string(fact), "decimals": .int(decimals)])
            case .year(let fact): .object(["year": .string(fact)])
            case .month(let fact): .object(["month": .string(fact)])
            case .option(let field, let fact): .object(["option": .string(field), "fact": .string(fact)])
            case .named(let fact, let row, let noun):
                .object(["named": .string(fact), "row": .string(row), "noun": .string(noun)])
            case .list(let rows, let values): .object(["list": .string(rows), "each": .array(values.map(\.json))])
            case .phrase(let phrase): .object(["say": phrase.json])
            case .text(let text): .object(["text": .string(text)])
            case .nearest: .object(["nearest": .bool(true)])
            case .unit: .object(["unit": .bool(true)])
            case .either(let condition, let then, let otherwise):
                .object(["if": condition.json, "then": then.json, "else": otherwise.json])
            }
        }
    }

    /// When a part of the layout is shown, from the result's facts. A condition on a fact that is not there
    /// does not hold.
    public indirect enum Condition: Sendable, Equatable, Encodable {
        /// The fact `fact` compared with another fact, a number (a count, or 0) or a text.
        case compare(String, Comparison, Operand)
        /// Whether the fact is there.
        case given(String)
        case not(Condition)
        case all([Condition])

        public enum Comparison: String, Sendable, Equatable {
            case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        }

        public enum Operand: Sendable, Equatable {
            case fact(String), number(Int), text(String)
        }

        /// `fact` is the text `text` (an outcome, a chosen option).
        public static func fact(_ fact: String, is text: String) -> Condition { .compare(fact, .equal, .text(text)) }

        public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

        var json: LayoutJSON {
            switch self {
            case .compare(let fact, let comparison, let operand):
                let other: (String, LayoutJSON) =
                    switch operand {
                    case .fact(let name): ("than", .string(name))
                    case .number(let number): ("number", .int(number))
                    case .text(let text): ("text", .string(text))
                    }
                return .object(["fact": .string(fact), "is": .string(comparison.rawValue), other.0: other.1])
            case .given(let fact): return .object(["given": .string(fact)])
            case .not(let condition): return .object(["not": condition.json])
            case .all(let conditions): return .object(["all": .array(conditions.map(\.json))])
            }
        }
    }
}

/// The JSON the layout is written as, for `calculators.js`.
enum LayoutJSON: Encodable {
    case string(String), int(Int), bool(Bool), array([LayoutJSON]), object([String: LayoutJSON])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }
}
