import CashDashModel
import Charts
import Foundation

extension SiteConfig {
    /// How the site writes amounts of its home currency: separators from `locale`, the symbol of `currency`.
    var moneyStyle: NumberStyle {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        let symbol = formatter.currencySymbol ?? currency
        let sample = formatter.string(from: 1) ?? "\(symbol)1"
        let symbolFirst = sample.firstIndex(of: "1").map { sample[..<$0].contains(where: { !$0.isWhitespace }) } ?? true
        return NumberStyle(
            kind: .money(symbol: symbol, symbolFirst: symbolFirst),
            groupingSeparator: formatter.currencyGroupingSeparator ?? ",",
            decimalSeparator: formatter.currencyDecimalSeparator ?? ".")
    }
}
