import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

extension RateProvider: ExpressibleByArgument {}
extension BudgetReport.Format: ExpressibleByArgument {}

/// A day written `YYYY-MM-DD`.
extension Day: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(exactly: argument)
    }
}

/// A month written `YYYY-MM`.
extension Month: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(iso: argument)
    }
}

/// An amount as people type it on a command line: `100`, `1250.50`, `1,250.50`, `1,23,456` or `-5`, read as a
/// ledger's amounts are, so a comma only ever groups thousands: `12,50` is no amount, never 1,250.
struct AmountArgument: ExpressibleByArgument {
    var value: Decimal

    init?(argument: String) {
        guard let first = argument.unicodeScalars.first, first == "-" || ("0"..."9").contains(first),
            let amount = AmountText().parse(Array(argument.utf8)), amount.symbol == nil
        else { return nil }
        value = amount.decimal
    }

    /// An amount written with a decimal comma, as a site whose locale writes one reads it: `12,50`, `1.234,56`.
    init?(decimalComma argument: String) {
        guard let first = argument.unicodeScalars.first, first == "-" || ("0"..."9").contains(first),
            let amount = AmountText(decimalSeparator: ",").parse(Array(argument.utf8)), amount.symbol == nil
        else { return nil }
        value = amount.decimal
    }
}
