@testable import CashDashModel
import Foundation

/// The `qif` target: a QIF statement, its dates' order told by the first byte (month first, day first, or left to
/// the file), its amounts with a decimal point or a comma by the second.
func qif(_ data: Data) {
    let order: QIFReader.DateOrder? = [nil, .monthFirst, .dayFirst][Int(data.first ?? 0) % 3]
    let amounts = AmountText(decimalSeparator: (data.dropFirst().first ?? 0) & 1 == 0 ? "." : ",")
    statement(data, named: "bank.qif") { data throws(StatementProblem) in
        try QIFReader.read(data, order: order, amounts: amounts)
    }
}
