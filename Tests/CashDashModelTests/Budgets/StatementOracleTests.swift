@testable import CashDashModel
import Foundation
import Testing
import TestSupport

/// Whether `python3` has ofxtools (PyPI), which `.ci/run` installs.
private let hasOFXTools: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import ofxtools"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
}()

@Suite struct StatementOracleTests {
    /// Each FITID and its amount, as ofxtools reads the OFX files at `paths`.
    private func ofxtools(_ paths: [String]) throws -> [String: Decimal] {
        let script = """
            import sys, warnings
            warnings.simplefilter("ignore")
            from ofxtools.Parser import OFXTree
            for path in sys.argv[1:]:
                tree = OFXTree()
                tree.parse(path)
                for statement in tree.convert().statements:
                    for transaction in statement.transactions:
                        print(transaction.fitid, transaction.trnamt)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var amounts: [String: Decimal] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            amounts[String(fields[0])] = Decimal(string: String(fields[1]))
        }
        return amounts
    }

    @Test(.enabled(if: hasOFXTools, "python3 has no ofxtools: pip install ofxtools (.ci/run does)"))
    func ofxtoolsReadsTheSameAmountsAndTotals() throws {
        let files = [
            "checking.ofx": StatementFixtures.checkingOFX, "card.ofx": StatementFixtures.cardOFX,
            "savings.qfx": StatementFixtures.savingsQFX, "december.ofx": StatementFixtures.checkingDecemberOFX,
        ]
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let fixture = try LedgerFixture([name: text])
            let theirs = try ofxtools([fixture.site.root.appendingPathComponent(name).path])
            var ours: [String: Decimal] = [:]
            for entry in try OFXReader.read(Data(text.utf8)).entries {
                ours[String(entry.identity!.split(separator: "#").last!)] = entry.amount.decimal
            }
            #expect(ours == theirs, "\(name)")
            let (totals, problems) = fixture.totals()
            #expect(problems.isEmpty)
            let added = theirs.values.filter { $0 > 0 }.reduce(0, +),
                spent = -theirs.values.filter { $0 < 0 }.reduce(0, +)
            #expect(Decimal(minorUnits: totals.overall.added, decimals: 2) == added, "\(name)")
            #expect(Decimal(minorUnits: totals.overall.spent, decimals: 2) == spent, "\(name)")
        }
    }
}
