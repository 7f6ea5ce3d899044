import CashDashModel
import Foundation

/// Amounts typed on a command line (`cashdash add`, `cashdash class pay`, …), read as the site writes numbers.
extension MoneyFormat {
    /// `text` as the site's locale writes amounts (`12,50` and `1.234,56` in Germany), or else as the examples of the
    /// manual do (`12.50`, `1,234.56`); nil when it is neither. The sign, if any, is kept.
    public func typedAmount(_ text: String) -> AmountText.Value? {
        let typed = Array(text.utf8)
        let comma = style.decimalSeparator == ","
        return (comma ? AmountText(decimalSeparator: ",").parse(typed) : nil) ?? AmountText().parse(typed)
    }

    /// `12.50` as the site writes it (`12,50` in Germany): the example a refused amount is shown.
    public var typedExample: String { number(Decimal(1250) / 100, decimals: 2) }

    /// Why `value`, read from `text`, has more decimals than `currency` has (`minorUnits`); when it is one mark
    /// followed by three digits (`1,234` in Germany, `1.234` in the US) it may have been meant as thousands, and the
    /// message says how to write that on this site.
    public func tooManyDecimals(_ text: String, _ value: AmountText.Value, currency: String, minorUnits: Int) -> String
    {
        var message =
            "`\(text)` has more decimals than \(currency) has (\(minorUnits)); round it to \(minorUnits) decimals"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let marks = trimmed.filter { !$0.isNumber }
        // Only where a whole number stands before the mark: `0.001` is no way of writing a thousand.
        let before = trimmed.prefix { $0.isNumber }
        if value.decimals == 3, marks.count == 1, let mark = marks.first, !before.isEmpty, before.first != "0" {
            let name = mark == "," ? "comma" : "point"
            let whole = trimmed.filter(\.isNumber)
            message +=
                ", or, for a thousand or more, write \(whole) or \(style.grouped(whole)) "
                + "(on this site a \(name) is the decimal mark, as in \(typedExample))"
        }
        return message
    }
}
