@testable import CashDashModel
import Foundation

/// The `camt` target: an ISO 20022 camt.053 statement (XML).
func camt(_ data: Data) {
    statement(data, named: "bank.xml") { data throws(StatementProblem) in try CAMTReader.read(data) }
}
