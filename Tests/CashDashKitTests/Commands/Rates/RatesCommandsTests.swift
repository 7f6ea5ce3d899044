@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct RatesCommandsTests {
    /// Three days of the ECB's history, in its layout (written here; a trailing comma ends every line).
    static let history = """
        Date,USD,JPY,GBP,
        2026-01-06,1.1707,183.26,0.86525,
        2026-01-05,1.1695,183.5,0.8668,
        2026-01-02,1.1721,183.91,0.87123,

        """

    /// A site holding the history as `eurofxref-hist.csv`, and the rates folder to import it into.
    func siteWithHistory() throws -> (site: TemporarySite, file: String, folder: String) {
        let site = try TemporarySite(["eurofxref-hist.csv": Self.history])
        return (
            site, site.root.appendingPathComponent("eurofxref-hist.csv").path,
            site.root.appendingPathComponent("rates").path
        )
    }

    @Test func importThenConvertThenList() throws {
        let (site, file, folder) = try siteWithHistory()
        defer { withExtendedLifetime(site) {} }
        let imported = RatesImport(files: [file], folder: folder).run()
        #expect(!imported.failed && imported.lines == ["Imported 3 snapshots into \(folder) (0 already there)"])
        let again = RatesImport(files: [file], folder: folder).run()
        #expect(again.lines == ["Imported 0 snapshots into \(folder) (3 already there)"])

        let converted = RatesConvert(amount: 100, from: "EUR", to: "USD", folder: folder).run()
        #expect(!converted.failed && converted.lines == ["100.00 EUR = 117.07 USD  (rate 1.1707, rates of 2026-01-06)"])
        // Crossed through the euro, 1.1707 ÷ 0.86525 is 1.35301935856…: shown rounded, it once lost its last digit.
        let crossed = RatesConvert(amount: 100, from: "GBP", to: "USD", folder: folder).run()
        #expect(crossed.lines == ["100.00 GBP = 135.30 USD  (rate 1.3530193586, rates of 2026-01-06)"])
        let listed = RatesList(folder: folder).run()
        #expect(listed.lines.first?.hasPrefix("Currencies in the snapshot of ") == true)
        #expect(listed.lines.contains("USD  US Dollar"))
        // A day's file, as a daily import brings: it once said "Imported 1 snapshots".
        try site.write("Date,USD,JPY,GBP,\n2026-01-07,1.1700,183.00,0.86500,\n", to: "day.csv")
        let day = RatesImport(files: [site.root.appendingPathComponent("day.csv").path], folder: folder).run()
        #expect(day.lines == ["Imported 1 snapshot into \(folder) (0 already there)"])
    }

    @Test func aDayWithoutRatesIsNamedForWhatItIs() throws {
        let (site, file, folder) = try siteWithHistory()
        defer { withExtendedLifetime(site) {} }
        _ = RatesImport(files: [file], folder: folder).run()
        func note(_ date: Day) -> String? {
            RatesConvert(amount: 100, from: "EUR", to: "USD", date: date, folder: folder).run().lines.dropFirst().first
        }
        #expect(
            note(Day(year: 2026, month: 1, day: 4))
                == "There are no rates for 2026-01-04 (a weekend); the last earlier rates, of 2026-01-02, were used.")
        // A Wednesday after the newest snapshot was once "a weekend or a bank holiday".
        #expect(
            note(Day(year: 2026, month: 1, day: 7))
                == "There are no rates for 2026-01-07 (the newest snapshot is of 2026-01-06; `cashdash rates fetch` "
                + "brings newer ones); the last earlier rates, of 2026-01-06, were used.")
    }

    @Test func aFileThatCannotBeReadEndsTheImportNamingIt() throws {
        let site = try TemporarySite()
        let result = RatesImport(files: ["no-such.csv"], folder: site.root.appendingPathComponent("rates").path).run()
        #expect(
            result.failed
                && result.errors == [
                    "no-such.csv: error: this file cannot be read; check its name, and that it is a file (not a folder or a named pipe)"
                ])
    }

    @Test func convertingWithNoSnapshotsSaysHowToGetThem() throws {
        let site = try TemporarySite()
        let folder = site.root.appendingPathComponent("rates").path
        let result = RatesConvert(amount: 5, from: "USD", to: "EUR", folder: folder).run()
        #expect(result.failed && result.errors.first?.contains("there are no rate snapshots yet") == true)
        // Named at the folder the snapshots are read from, as every error names where to look.
        #expect(result.errors.first?.hasPrefix(folder + ": error: ") == true, "\(result.errors)")
    }

    @Test func convertsExactlyWhatItPrintsAndNegativeAmountsToo() throws {
        let (site, file, folder) = try siteWithHistory()
        defer { withExtendedLifetime(site) {} }
        _ = RatesImport(files: [file], folder: folder).run()
        let yen = RatesConvert(amount: Decimal(string: "0.4")!, from: "JPY", to: "USD", folder: folder).run()
        #expect(
            yen.failed
                && yen.errors == [
                    "error: JPY amounts have no decimals, so `0.4` cannot be converted exactly; write it like 1"
                ])
        let cents = RatesConvert(amount: Decimal(string: "1.005")!, from: "USD", to: "EUR", folder: folder).run()
        #expect(cents.errors.first?.hasPrefix("error: USD amounts have at most 2 decimals, so `1.005`") == true)
        #expect(
            RatesConvert(amount: Decimal(string: "5.00")!, from: "JPY", to: "USD", folder: folder).run().lines.first?
                .hasPrefix("5 JPY = ") == true)
        let refund = RatesConvert(amount: -5, from: "USD", to: "EUR", folder: folder).run()
        #expect(refund.lines.first?.hasPrefix("-5.00 USD = -4.27 EUR") == true, "\(refund.lines)")
    }
}
