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

/// An amount as people type it on a command line: `100`, `1250.50`, `1,250.50` or `-5`.
struct AmountArgument: ExpressibleByArgument {
    var value: Decimal

    init?(argument: String) {
        let digits = argument.hasPrefix("-") ? argument.dropFirst() : Substring(argument)
        let parts = digits.replacingOccurrences(of: ",", with: "").split(
            separator: ".", omittingEmptySubsequences: false)
        guard let first = digits.first, first.isASCII, first.isNumber, (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let value = Decimal(
                string: argument.replacingOccurrences(of: ",", with: ""), locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self.value = value
    }
}
