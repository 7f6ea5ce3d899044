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

/// An amount as people type it on a command line: `100`, `1250.50` or `1,250.50`.
struct AmountArgument: ExpressibleByArgument {
    var value: Decimal

    init?(argument: String) {
        guard argument.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }),
            let value = Decimal(string: argument.replacingOccurrences(of: ",", with: ""), locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        self.value = value
    }
}
