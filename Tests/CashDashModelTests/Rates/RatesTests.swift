@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct RateImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/fixtures/ecb").standardizedFileURL
    static let haveFixtures = FileManager.default.fileExists(atPath: fixtures.path)

    @Test(.enabled(if: haveFixtures, "needs ../shared/fixtures"))
    func readsTheECBHistoryCSV() throws {
        let snapshots = try RateImporter.snapshots(
            from: Data(contentsOf: Self.fixtures.appendingPathComponent("eurofxref-hist-excerpt.csv")))
        #expect(snapshots.count == 10)
        #expect(
            snapshots.map(\.date) == snapshots.map(\.date).sorted(),
            "oldest first, although the bank writes newest first")
        #expect(!snapshots.map(\.date).contains("2025-12-25") && !snapshots.map(\.date).contains("2026-01-01"))
        let last = try #require(snapshots.last)
        #expect(last.date == "2026-01-06")
        #expect(last.base == "EUR" && last.provider == "ecb")
        #expect(last.rates["USD"] == Decimal(string: "1.1707"))
        #expect(last.rates["IDR"] == Decimal(string: "19632.64"))
        #expect(last.rates["BGN"] == nil, "N/A is left out: BGN stops on 2026-01-02")
        #expect(snapshots.first { $0.date == "2025-12-31" }?.rates["BGN"] == Decimal(string: "1.9558"))
        #expect(last.rates["CYP"] == nil)
    }

    @Test func readsAHistoryWithAByteOrderMarkAndWindowsLineEnds() throws {
        let text =
            "\u{FEFF}Date,USD,JPY,BGN,\r\n2026-01-06,1.1707,183.02,N/A,\r\n2026-01-05, 1.1715 ,182.50,1.9558,\r\n"
        let snapshots = try RateImporter.snapshots(from: Data(text.utf8))
        #expect(snapshots.map(\.date) == ["2026-01-05", "2026-01-06"])
        #expect(
            snapshots[0].rates == [
                "USD": Decimal(string: "1.1715")!, "JPY": Decimal(string: "182.50")!, "BGN": Decimal(string: "1.9558")!,
            ])
        #expect(snapshots[1].rates["BGN"] == nil)
        #expect(throws: SnapshotError("line 3: the JPY rate `lots` is not a number")) {
            try RateImporter.snapshots(
                from: Data("Date,USD,JPY\n2026-01-06,1.17,183\n2026-01-05,1.17,lots\n2026-01-02,1.1,x\n".utf8))
        }
    }

    @Test(.enabled(if: haveFixtures, "needs ../shared/fixtures"))
    func readsTheECBSingleDayCSV() throws {
        let snapshots = try RateImporter.snapshots(
            from: Data(contentsOf: Self.fixtures.appendingPathComponent("eurofxref-single-day.csv")))
        #expect(snapshots.count == 1)
        #expect(snapshots[0].date == "2026-04-13")
        #expect(snapshots[0].rates["GBP"] == Decimal(string: "0.87058"))
        #expect(snapshots[0].rates.count == 29)
    }

    @Test func readsTheECBDailyXML() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            \t<gesmes:subject>Reference rates</gesmes:subject>
            \t<gesmes:Sender>
            \t\t<gesmes:name>European Central Bank</gesmes:name>
            \t</gesmes:Sender>
            \t<Cube>
            \t\t<Cube time='2026-04-13'>
            \t\t\t<Cube currency='USD' rate='1.1684'/>
            \t\t\t<Cube currency='JPY' rate='186.75'/>
            \t\t</Cube>
            \t</Cube>
            </gesmes:Envelope>
            """
        let snapshots = try RateImporter.snapshots(from: Data(xml.utf8))
        #expect(
            snapshots == [
                Snapshot(
                    date: "2026-04-13", base: "EUR", provider: "ecb",
                    rates: ["USD": Decimal(string: "1.1684")!, "JPY": Decimal(string: "186.75")!])
            ])
        #expect(throws: SnapshotError.self) { try RateImporter.snapshots(from: Data(xml.prefix(300).utf8)) }
    }

    @Test func readsExchangeRateAPIAndOpenERAPIJSON() throws {
        let v6 =
            #"{"result":"success","time_last_update_unix":1776038401,"base_code":"USD","conversion_rates":{"USD":1,"EUR":0.8559,"JPY":159.83}}"#
        let snapshot = try RateImporter.snapshots(from: Data(v6.utf8))[0]
        #expect(snapshot.date == "2026-04-13" && snapshot.base == "USD" && snapshot.provider == "exchangerate-api")
        #expect(snapshot.rates == ["EUR": Decimal(string: "0.8559")!, "JPY": Decimal(string: "159.83")!])
        let open = #"{"result":"success","time_last_update_unix":1776038401,"base_code":"USD","rates":{"EUR":0.8559}}"#
        #expect(try RateImporter.snapshots(from: Data(open.utf8))[0].provider == "open-er-api")
        let error = #"{"result":"error","error-type":"invalid-key"}"#
        #expect(throws: SnapshotError("the provider answered with an error: invalid-key")) {
            try RateImporter.snapshots(from: Data(error.utf8))
        }
    }

    @Test func keepsNewISOCodesAndSaysWhichCodesAreLeftOut() throws {
        // open.er-api's answer in 2025: XCG and ZWG are new ISO 4217 codes; FOK and GGP are not ISO codes at all.
        let answer =
            #"{"result":"success","time_last_update_unix":1776038401,"base_code":"USD","rates":{"EUR":0.8559,"XCG":1.79,"ZWG":26.8,"FOK":6.39,"GGP":0.74}}"#
        let file = try RateImporter.read(Data(answer.utf8))
        #expect(file.snapshots[0].rates.keys.sorted() == ["EUR", "XCG", "ZWG"])
        #expect(file.leftOut == ["FOK", "GGP"])
        #expect(
            file.leftOutLine
                == "Left out FOK, GGP: they are not ISO 4217 currency codes, so no page could name or round them")
        #expect(
            try RateImporter.read(Data(answer.replacingOccurrences(of: #","FOK":6.39,"GGP":0.74"#, with: "").utf8))
                .leftOutLine == nil)
    }

    @Test func rejectsFilesThatAreNotRates() {
        #expect(throws: SnapshotError.self) { try RateImporter.snapshots(from: Data("name,amount\nx,1\n".utf8)) }
        #expect(throws: SnapshotError.self) {
            try RateImporter.snapshots(from: Data("Date,USD,\n2026-02-30,1.1,\n".utf8))
        }
        #expect(throws: SnapshotError.self) {
            try RateImporter.snapshots(from: Data("Date,USD,\n2026-02-03,abc,\n".utf8))
        }
    }
}

@Suite struct CrossRateTests {
    let history = RateHistory(snapshots: [
        Snapshot(
            date: "2020-03-13", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.1104")!, "JPY": Decimal(string: "119.36")!]),
        Snapshot(
            date: "2020-03-16", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.1174")!, "JPY": Decimal(string: "118.3")!]),
    ])

    @Test func crossesThroughTheBaseExactly() throws {
        let conversion = try history.convert(100, from: "USD", to: "JPY", on: "2020-03-16")
        // 100 × 118.3 / 1.1174 = 10587.072…, worked out by hand.
        #expect(Currency(code: "JPY")!.rounded(conversion.amount) == 10587)
        #expect(conversion.date == "2020-03-16")
        let euros = try history.convert(Decimal(string: "1117.40")!, from: "USD", to: "EUR", on: "2020-03-16")
        #expect(euros.amount == 1000)
        #expect(Currency(code: "EUR")!.format(Decimal(string: "1234.565")!) == "1,234.57 EUR")
    }

    @Test func usesTheLastEarlierSnapshotOnWeekendsAndHolidays() throws {
        #expect(try history.convert(1, from: "EUR", to: "USD", on: "2020-03-15").date == "2020-03-13")
        #expect(try history.convert(1, from: "EUR", to: "USD", on: "2021-01-01").date == "2020-03-16")
    }

    @Test func explainsWhatCannotBeConverted() {
        #expect(throws: SnapshotError("there are no rates on or before 2019-12-31; the first snapshot is 2020-03-13")) {
            try history.convert(1, from: "EUR", to: "USD", on: "2019-12-31")
        }
        #expect(throws: SnapshotError("`XYZ` is not an ISO 4217 currency code; `cashdash rates list` shows them all")) {
            try history.convert(1, from: "XYZ", to: "USD")
        }
        #expect(
            throws: SnapshotError(
                "the snapshot of 2020-03-16 has no rate for GBP; convert on a day that has one (`--date`), "
                    + "or fetch rates from a provider that quotes it"
            )
        ) {
            try history.convert(1, from: "GBP", to: "USD")
        }
    }
}
