@testable import CashDashModel
import Foundation
import Testing

/// The ECB's files read as the days they hold, each day once.
@Suite struct RateImporterTests {
    @Test func aDayGivenThreeTimesWithOtherRatesIsRefused() throws {
        let csv = "Date,USD,JPY,\n2026-11-20,1.0500,160.10,\n2026-11-20,1.0600,160.10,\n2026-11-20,1.0700,160.10,\n"
        #expect(throws: SnapshotError.self) { try RateImporter.ecbCSV(Data(csv.utf8)) }
        do {
            _ = try RateImporter.ecbCSV(Data(csv.utf8))
        } catch {
            #expect("\(error)".contains("the day 2026-11-20 is in this file 3 times with different rates"), "\(error)")
        }
    }

    @Test func aDayGivenTwiceWithTheSameRatesIsKeptOnce() throws {
        let csv = "Date,USD,\n2026-11-21,1.0500,\n2026-11-20,1.0400,\n2026-11-21,1.0500,\n"
        let days = try RateImporter.ecbCSV(Data(csv.utf8))
        #expect(days.map(\.date) == ["2026-11-20", "2026-11-21"])
    }

    @Test func theDailyXMLTooGivesEachDayOnce() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
            <Cube><Cube time="2026-11-20"><Cube currency="USD" rate="1.05"/></Cube><Cube time="2026-11-20"><Cube currency="USD" rate="1.06"/></Cube></Cube>
            </gesmes:Envelope>
            """
        #expect(throws: SnapshotError.self) { try RateImporter.ecbXML(Data(xml.utf8)) }
    }

    @Test func aRateOfZeroIsCalledWhatItIsAndAGzipFileIsNamed() throws {
        let csv = "Date,USD,\n2026-11-20,0,\n"
        #expect(
            throws: SnapshotError(
                "line 2: the USD rate is `0`, but a rate is above zero; the file is damaged, so download it again")
        ) {
            try RateImporter.ecbCSV(Data(csv.utf8))
        }
        #expect(
            throws: SnapshotError(
                "this file is compressed (gzip); unpack it first (gunzip FILE) and import what it holds")
        ) {
            try RateImporter.ecbCSV(Data([0x1F, 0x8B, 0x08, 0x00, 0xFF, 0xFE]))
        }
    }
}
