import CashDashModel
import Charts
import Foundation

extension NumberStyle {
    /// `value` exactly, with `decimals` decimals (rounded half away from zero), in this style's separators and
    /// grouping and without a symbol: `1,234.5678` in the United States, `1 234,5678` in France, `12,34,567.8` in
    /// India. Negative values take the site's minus sign (U+2212).
    func decimal(_ value: Decimal, decimals: Int) -> String {
        let rounded = Currency.round(value, to: decimals)
        let parts = plainDecimal(abs(rounded), decimals: decimals, grouping: false).split(
            separator: ".", omittingEmptySubsequences: false)
        let integer = grouped(String(parts[0]))
        let digits = parts.count > 1 ? integer + decimalSeparator + parts[1] : integer
        return rounded < 0 ? "\u{2212}" + digits : digits
    }
}
