import Foundation

/// How the class files (`Content/class/*.csv`) write dates and amounts: `class: {date_format, decimal_separator}` in
/// `site.yml`, for a ledger kept in a spreadsheet that writes `9/11/2026` or `12,50`.
public struct ClassFileFormat: Sendable, Equatable {
    /// How dates are written; ISO `YYYY-MM-DD` unless `date_format` says otherwise.
    public var dateFormat: DateFormat = .iso
    /// `.` unless `decimal_separator: ","`.
    public var decimalSeparator: Character = "."

    public init(dateFormat: DateFormat = .iso, decimalSeparator: Character = ".") {
        self.dateFormat = dateFormat
        self.decimalSeparator = decimalSeparator
    }

    /// Reads amounts as the class files write them.
    public var amounts: AmountText { AmountText(decimalSeparator: decimalSeparator) }

    /// The day `text` names in this format (ISO dates always read), or nil.
    public func day(_ text: String) -> Day? {
        if text.utf8.count == 10, let day = Day(iso: text) { return day }
        guard dateFormat != .iso else { return nil }
        return dateFormat.parse(Array(text.utf8))
    }

    /// `day` written in this format, as a new row of a class file writes it.
    public func text(_ day: Day) -> String {
        guard dateFormat != .iso else { return day.description }
        return dateFormat.format(day)
    }

    /// `amount` with the decimals of the currency and this format's separator, without grouping: `12.50` or `12,50`.
    public func text(_ amount: Decimal, decimals: Int) -> String {
        let text = plainDecimal(amount, decimals: decimals, grouping: false)
        return decimalSeparator == "," ? text.replacingOccurrences(of: ".", with: ",") : text
    }
}
