@testable import CashDashModel
import Foundation

/// The `ofx` target: an OFX 1.x (SGML) or 2.x (XML) or QFX statement.
func ofx(_ data: Data) {
    statement(data, named: "bank.ofx") { data throws(StatementProblem) in try OFXReader.read(data) }
}
