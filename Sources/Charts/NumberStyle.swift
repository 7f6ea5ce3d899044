/// How numbers on a chart are written: separators for the site's locale and money, percent or plain values.
public struct NumberStyle: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Plain numbers: `1,234.5`.
        case plain
        /// Money with a currency symbol before or after the number: `$1,234`, `1.234 €`.
        case money(symbol: String, symbolFirst: Bool)
        /// Percentages of 100: `12.5%`.
        case percent
    }

    public var kind: Kind
    public var groupingSeparator: String
    public var decimalSeparator: String
    /// Digits in the group next to the decimal separator, and in each group before it: 3 and 3 in most places,
    /// 3 and 2 in India (`1,00,000`).
    public var grouping: (first: Int, rest: Int)
    /// The fewest digits before the first separator: 1 writes `1,234`; 2 (Spanish) writes `1234` but `12.345`.
    public var minimumGroupingDigits: Int
    /// What stands between a currency symbol and the digits: none before them (`$1`), a no-break space after them
    /// (`1 €`) unless the locale says otherwise (`R$ 1`).
    public var symbolGap: String?
    /// What follows a percentage: `%`, or a no-break space and `%` (`12,5 %`).
    public var percentSuffix: String
    /// The decimals of the currency money is written in (2 for dollars, 0 for yen, 3 for Kuwaiti dinars): the most a
    /// money value shows when no number of decimals is asked for.
    public var moneyDecimals: Int

    public init(
        kind: Kind = .plain, groupingSeparator: String = ",", decimalSeparator: String = ".",
        grouping: (first: Int, rest: Int) = (3, 3),
        minimumGroupingDigits: Int = 1, symbolGap: String? = nil, percentSuffix: String = "%", moneyDecimals: Int = 2
    ) {
        self.kind = kind
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
        self.grouping = (max(grouping.first, 1), max(grouping.rest, 1))
        self.minimumGroupingDigits = max(minimumGroupingDigits, 1)
        self.symbolGap = symbolGap
        self.percentSuffix = percentSuffix
        self.moneyDecimals = min(max(moneyDecimals, 0), 8)
    }

    /// This style's separators and grouping with another kind of number: the same place writing percentages or
    /// plain numbers.
    public func with(kind: Kind) -> NumberStyle {
        var style = self
        style.kind = kind
        return style
    }

    public static func == (a: NumberStyle, b: NumberStyle) -> Bool {
        a.kind == b.kind && a.groupingSeparator == b.groupingSeparator && a.decimalSeparator == b.decimalSeparator
            && a.grouping == b.grouping && a.minimumGroupingDigits == b.minimumGroupingDigits
            && a.symbolGap == b.symbolGap
            && a.percentSuffix == b.percentSuffix && a.moneyDecimals == b.moneyDecimals
    }

    /// US dollars as written in the United States.
    public static let usDollars = NumberStyle(kind: .money(symbol: "$", symbolFirst: true))

    /// Writes `value` with at most `decimals` decimal places and no trailing zeros beyond `minimumDecimals`.
    ///
    /// Money is written with all its decimals or none: `$12`, `$12.50`, never `$12.5`. Without `decimals`, money has
    /// its currency's (`moneyDecimals`: `¥548`, `0.255 KWD`) and other numbers 2.
    public func format(_ value: Double, decimals asked: Int? = nil, minimumDecimals: Int = 0) -> String {
        let decimals: Int
        switch (asked, kind) {
        case (let asked?, _): decimals = asked
        case (nil, .money): decimals = moneyDecimals
        case (nil, _): decimals = 2
        }
        // Beyond what an Int holds after scaling, the digits would trap: such a value is written plainly instead.
        guard value.isFinite, abs(value) <= 1e15, (0...8).contains(decimals) else {
            return value.isNaN ? "–" : "\(value)"
        }
        if case .money = kind, minimumDecimals < decimals,
            (abs(value) * pow10(decimals)).rounded().truncatingRemainder(dividingBy: pow10(decimals)) != 0
        {
            return format(value, decimals: decimals, minimumDecimals: decimals)
        }
        let negative = value < 0 && (value * pow10(decimals)).rounded() != 0
        let scaled = (abs(value) * pow10(decimals)).rounded()
        var integer = Int(scaled / pow10(decimals))
        var fraction = Int(scaled - Double(integer) * pow10(decimals))
        if fraction < 0 { fraction = 0 }
        var digits = decimals
        while digits > minimumDecimals && fraction % 10 == 0 && digits > 0 {
            fraction /= 10
            digits -= 1
        }
        if integer < 0 { integer = 0 }
        var text = grouped(String(integer))
        if digits > 0 {
            let fractionText = String(fraction)
            text += decimalSeparator + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return negative ? "\u{2212}" + decorated(text) : decorated(text)
    }

    /// `values`, one column of a table of numbers, each cell with the same decimals, so that a column of money never
    /// mixes `$72` with `$125.93`: money has all its currency's decimals in every cell when one cell needs them, and
    /// none when none does (`$1,000`, `$600`); with `decimals`, every number has that many (a rate's `1.1700`). The
    /// chart's own labels stay short (`$72`).
    public func column(_ values: [Double], decimals asked: Int? = nil) -> [String] {
        if let asked { return values.map { format($0, decimals: asked, minimumDecimals: asked) } }
        guard case .money = kind else { return values.map { format($0) } }
        let scale = pow10(moneyDecimals)
        let whole = values.allSatisfy {
            !$0.isFinite || (abs($0) * scale).rounded().truncatingRemainder(dividingBy: scale) == 0
        }
        return values.map { format($0, minimumDecimals: whole ? 0 : moneyDecimals) }
    }

    /// `number` (digits, separators written) with the symbol or percent sign of this kind in its place.
    public func decorated(_ number: String) -> String {
        switch kind {
        case .plain: return number
        case .percent: return number + percentSuffix
        case .money(let symbol, let symbolFirst):
            let gap = symbolGap ?? (symbolFirst ? "" : "\u{A0}")
            return symbolFirst ? symbol + gap + number : number + gap + symbol
        }
    }

    /// The whole-number `digits` (ASCII, no sign) with this style's group separators: `1,234,567`, `12,34,567`.
    public func grouped(_ digits: String) -> String {
        let count = digits.utf8.count
        guard count >= grouping.first + minimumGroupingDigits else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            let left = count - index  // digits from here to the end
            if index > 0 && left >= grouping.first && (left - grouping.first) % grouping.rest == 0 {
                result += groupingSeparator
            }
            result.append(digit)
        }
        return result
    }
}

func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
}
