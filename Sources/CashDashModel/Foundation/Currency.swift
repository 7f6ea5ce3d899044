import Foundation

/// A currency by its ISO 4217 code, with its English name and how many decimals its amounts have.
public struct Currency: Sendable, Equatable, Hashable {
    public var code: String
    public var name: String
    /// Digits after the decimal point in amounts: 2 for USD, 0 for JPY, 3 for KWD.
    public var minorUnits: Int

    /// The currency with `code` (any case), or nil when ISO 4217 has no such code.
    public init?(code: String) {
        let code = code.uppercased()
        guard let entry = Self.table[code] else { return nil }
        self.code = code
        name = entry.name
        minorUnits = entry.minorUnits
    }

    /// Every known currency, by code.
    public static var all: [Currency] {
        table.keys.sorted().compactMap(Currency.init(code:))
    }

    /// `amount` rounded to this currency's minor units, half away from zero (for display only).
    public func rounded(_ amount: Decimal) -> Decimal {
        Currency.round(amount, to: minorUnits)
    }

    /// `amount` written with exactly this currency's decimals and grouped thousands: `1,234.50 USD`.
    public func format(_ amount: Decimal, withCode: Bool = true) -> String {
        let text = plainDecimal(rounded(amount), decimals: minorUnits)
        return withCode ? "\(text) \(code)" : text
    }
}

/// `value` with exactly `decimals` digits after the point and commas between thousands, exact (no Double).
public func plainDecimal(_ value: Decimal, decimals: Int, grouping: Bool = true) -> String {
    var text = NSDecimalNumber(decimal: value).stringValue
    var negative = false
    if text.hasPrefix("-") { negative = true; text.removeFirst() }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    var fraction = parts.count > 1 ? parts[1] : ""
    if fraction.count < decimals { fraction += String(repeating: "0", count: decimals - fraction.count) }
    fraction = String(fraction.prefix(decimals))
    var integer = parts[0]
    if grouping && integer.count > 3 {
        var grouped = ""
        for (index, digit) in integer.enumerated() {
            if index > 0 && (integer.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        integer = grouped
    }
    let body = decimals > 0 ? integer + "." + fraction : integer
    return (negative && value != 0 ? "-" : "") + body
}

/// Whether `code` looks like an ISO 4217 currency code: three capital letters.
public func isCurrencyCode(_ code: String) -> Bool {
    code.utf8.count == 3 && code.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }
}
