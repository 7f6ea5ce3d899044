@testable import CashDashModel
import Foundation
import Testing

/// Frankfurter's and currency-api's answers, read from the shapes they write: every ISO 4217 currency kept, exact.
@Suite struct RateImporterProviderTests {
    @Test func aFrankfurterSeriesIsOneSnapshotADay() throws {
        let series = """
            {"amount":1.0,"base":"EUR","start_date":"2026-04-09","end_date":"2026-04-13",
             "rates":{"2026-04-13":{"USD":1.1684},"2026-04-09":{"USD":1.1652,"JPY":185.9}}}
            """
        let file = try RateImporter.read(Data(series.utf8))
        #expect(file.snapshots.map(\.date) == ["2026-04-09", "2026-04-13"], "oldest first")
        #expect(file.snapshots[0].rates == ["USD": Decimal(string: "1.1652")!, "JPY": Decimal(string: "185.9")!])
    }

    @Test func aCurrencyAPIAnswerWithEveryCurrencyKeepsThemAll() throws {
        // Every currency Foundation knows, with a rate each, as currency-api lists its 200 or so beside tokens.
        let codes = Locale.commonISOCurrencyCodes.filter { isISOCurrency($0) && $0 != "USD" }
        let rates = codes.enumerated().map { "\"\($1.lowercased())\": \($0 + 1).25" }.joined(separator: ", ")
        let answer = "{\"date\": \"2026-04-13\", \"usd\": {\"usd\": 1, \(rates), \"1inch\": 3.1, \"shib\": 81234.5}}"
        let file = try RateImporter.read(Data(answer.utf8))
        #expect(file.snapshots.count == 1 && file.snapshots[0].base == "USD")
        #expect(file.snapshots[0].rates.count == codes.count && codes.count > 140)
        #expect(file.leftOut == ["1inch", "shib"])
    }

    @Test func whatIsNotAnswerOfTheseProvidersIsRefusedWithWhy() {
        #expect(throws: SnapshotError("this Frankfurter answer is for an amount of 100, not 1; ask without `amount=`"))
        {
            try RateImporter.read(Data(#"{"amount":100,"base":"EUR","date":"2026-04-13","rates":{"USD":116.84}}"#.utf8))
        }
        #expect(throws: SnapshotError("the day 2026-04-13 has rates against both EUR and USD")) {
            try RateImporter.read(
                Data(
                    #"[{"date":"2026-04-13","base":"EUR","quote":"JPY","rate":186.75},{"date":"2026-04-13","base":"USD","quote":"JPY","rate":159.8}]"#
                        .utf8))
        }
        #expect(throws: SnapshotError.self) {
            try RateImporter.read(Data(#"{"date":"2026-04-13","eur":{"usd":-1.1}}"#.utf8))
        }
        #expect(throws: SnapshotError.self) {
            try RateImporter.read(Data(#"{"date":"13/04/2026","eur":{"usd":1.1}}"#.utf8))
        }
    }
}
