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

    public init(kind: Kind = .plain, groupingSeparator: String = ",", decimalSeparator: String = ".") {
        self.kind = kind
        self.groupingSeparator = groupingSeparator
        self.decimalSeparator = decimalSeparator
    }

    /// US dollars as written in the United States.
    public static let usDollars = NumberStyle(kind: .money(symbol: "$", symbolFirst: true))

    /// Writes `value` with at most `decimals` decimal places and no trailing zeros beyond `minimumDecimals`.
    ///
    /// Money is written with all its decimals or none: `$12`, `$12.50`, never `$12.5`.
    public func format(_ value: Double, decimals: Int = 2, minimumDecimals: Int = 0) -> String {
        // Beyond what an Int holds after scaling, the digits would trap: such a value is written plainly instead.
        guard value.isFinite, abs(value) <= 1e15, (0...8).contains(decimals) else { return value.isNaN ? "–" : "\(value)" }
        if case .money = kind, minimumDecimals < decimals, (abs(value) * pow10(decimals)).rounded().truncatingRemainder(dividingBy: pow10(decimals)) != 0 {
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
        var text = grouped(integer)
        if digits > 0 {
            let fractionText = String(fraction)
            text += decimalSeparator + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        switch kind {
        case .plain: break
        case .percent: text += "%"
        case .money(let symbol, let symbolFirst): text = symbolFirst ? symbol + text : text + "\u{A0}" + symbol
        }
        return negative ? "\u{2212}" + text : text
    }

    private func grouped(_ value: Int) -> String {
        let digits = String(value)
        guard digits.count > 3 else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += groupingSeparator }
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
