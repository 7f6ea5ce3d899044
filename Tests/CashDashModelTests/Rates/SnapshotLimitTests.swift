@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Snapshot files no provider writes: each is refused with a sentence, never a crash. All run in well under a second.
@Suite struct SnapshotLimitTests {
    private func failure(_ json: String) -> String? {
        do {
            _ = try Snapshot(json: Data(json.utf8))
            return nil
        } catch {
            return (error as? SnapshotError)?.description ?? "\(error)"
        }
    }

    private let head = "{\"base\": \"EUR\", \"date\": \"2026-04-13\", \"provider\": \"ecb\", "

    // 0.1e-127 had been read, then printed as NaN by `rates convert` and stopped the build.
    @Test(arguments: ["1e38", "1e127", "1e400", "0", "-1", "1000000000001", "0.1e-127", "0.0000000000009"])
    func aRateBeyondAnyCurrencyIsRefused(_ rate: String) {
        #expect(
            failure(head + "\"rates\": {\"USD\": \(rate)}}")?.hasPrefix(
                "the rate for `USD` should be a positive number from 0.000000000001 up to") == true)
    }

    @Test(arguments: ["1e", "1.", "1.5.5", "01", "-", "1e+"])
    func aMalformedNumberIsRefusedNotReadAsAnother(_ rate: String) {
        #expect(
            failure(head + "\"rates\": {\"USD\": \(rate)}}")
                == "the rate for `USD` should be a number written like 1.0842, not `\(rate)`")
    }

    @Test func aCodeThatISO4217DoesNotHaveIsRefused() {
        #expect(
            failure(head + "\"rates\": {\"ABC\": 1.5}}")
                == "`ABC` is not an ISO 4217 currency code; `cashdash rates list` shows them all")
        #expect(
            failure("{\"base\": \"ABC\", \"date\": \"2026-04-13\", \"provider\": \"ecb\", \"rates\": {}}")
                == "`base` should be an ISO 4217 currency code such as EUR, not `ABC`")
        #expect(
            failure(head + "\"rates\": {\"USD\": 1.5E2, \"JPY\": 0.5e-1}}") == nil, "exponents JSON allows are read")
    }

    @Test func anImportedRateMustBeANumberToo() {
        #expect(throws: SnapshotError("line 2: the USD rate `1.5.5` is not a number")) {
            try RateImporter.snapshots(from: Data("Date,USD,JPY,\n2026-04-13,1.5.5,186.75,\n".utf8))
        }
        #expect(throws: SnapshotError("the USD rate `1e` is not a number")) {
            try RateImporter.snapshots(
                from: Data(
                    ("<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\" "
                        + "xmlns=\"http://www.ecb.int/vocabulary/2002-08-01/eurofxref\"><Cube><Cube time=\"2026-04-13\">"
                        + "<Cube currency=\"USD\" rate=\"1e\"/></Cube></Cube></gesmes:Envelope>").utf8))
        }
    }

    @Test func theErrorIsAtTheLineAndColumnOfTheValue() throws {
        let site = try TemporarySite([
            "2026-04-13.json":
                "{\n  \"base\": \"EUR\",\n  \"date\": \"2026-04-13\",\n  \"provider\": \"ecb\",\n  \"rates\": {\n"
                + "    \"GBP\": 0.85,\n    \"USD\": 1.5.5\n  }\n}\n",
            "2026-04-14.json":
                "{\n  \"base\": \"EUR\",\n  \"date\": \"2026-04-14\",\n  \"provider\": \"ecb\",\n  \"rates\": {\n"
                + "    \"ABC\": 1.5\n  }\n}\n",
        ])
        var diagnostics = Diagnostics()
        let history = RateHistory.load(from: site.root, path: "rates", diagnostics: &diagnostics)
        #expect(history.snapshots.isEmpty)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "rates/2026-04-13.json:7:12: error: the rate for `USD` should be a number written like 1.0842, not `1.5.5`",
                "rates/2026-04-14.json:6:5: error: `ABC` is not an ISO 4217 currency code; `cashdash rates list` shows them all",
            ])
    }

    @Test func theLargestRateIsRead() throws {
        let snapshot = try Snapshot(json: Data((head + "\"rates\": {\"VES\": 1000000000000}}").utf8))
        #expect(snapshot.rates["VES"] == Decimal(string: "1000000000000"))
    }

    @Test func repeatedKeysAreRefusedNotTakenLastWins() {
        #expect(
            failure(head + "\"rates\": {\"USD\": 1.1, \"USD\": 9.9}}")
                == "the rate for `USD` appears twice; a snapshot gives each rate once")
        #expect(
            failure(head + "\"date\": \"2026-04-14\", \"rates\": {}}")
                == "`date` appears twice; a snapshot names each field once")
    }

    @Test(arguments: [String(repeating: "[", count: 1_000_000), String(repeating: "{\"a\":", count: 200_000)])
    func deepNestingIsRefusedWithoutExhaustingTheStack(_ nesting: String) {
        #expect(
            failure(head + "\"x\": " + nesting)?.hasPrefix(
                "this is not a rate snapshot (it is not valid JSON near byte") == true)
    }
}

/// Inputs the fuzzers found (`Scripts/fuzz.sh`), kept as regression tests.
@Suite struct FuzzFindingTests {
    /// `ecb`: a broken XML declaration (`<?xms:…`) and a rate without a value; it made FoundationXML leak its error
    /// message (see `Fuzz/lsan.supp`). Cash Dash must still answer with a sentence.
    @Test func aBrokenECBDocumentIsASentence() {
        let data = Data(
            base64Encoded:
                "PD94bXM6RW52ZWxvcGwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4KPGdlc21lczpFbnZlbG9wZSB4bWxuczpnZXNtZXM9Imh0dHA6Ly93d3cuZ2VzbWVzLm9yMS94bWwvMjAwMi0wOC0wMSIgeG1sbnM9Imh0dHA6Ly93d3cuZWNiLmludC92b2NhYnVsYXJ5LzIwMDItMDgtMDEvZXVyb2Z4cmVmIj4KPEN1YmU+PEN1YmUgdGltZT0iMjAyNi0wNC0xMyI+PEN1YmUgY3VycmVuY3k9IlVTNjg0Ii8+PEN1YmUgY3VycmVuYz0iWXlKUCIgcmF0ZT0iMTg2Ljc1Ii8+PC9DdWJlPjwvQ3ViZT4KPC9nZXNtZXM6RW52ZWxvcGU+Cg=="
        )!
        #expect(throws: SnapshotError.self) { try RateImporter.snapshots(from: data) }
    }

    /// `ecb`: an element name with bytes that are not UTF-8 (`<Cube\u{E0}\u{9C}…`) trapped inside FoundationXML.
    @Test func anECBDocumentThatIsNotUTF8IsRefusedBeforeParsing() {
        var bytes = Array(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Envelope><Cube><Cube time=\"2026-04-13\"><Cube".utf8)
        bytes += [0xE0, 0x9C, 0x8A, 0x8D, 0x8D, 0x9A, 0x91, 0x9B]
        bytes += Array("y=\"JPY\" rate=\"186.75\"/></Cube></Cube></Envelope>\n".utf8)
        #expect(throws: SnapshotError("this XML is not UTF-8 text")) { try RateImporter.snapshots(from: Data(bytes)) }
    }

    /// `ecb`: a processing instruction with no data (`<?xrsi?>`) made FoundationXML read a null pointer.
    @Test(arguments: [
        "<?xrsi?>ml >\n<geCube\n</>", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]><Cube/>",
        "<?xml version=\"1.0\"?><Cube><?pi?></Cube>",
    ])
    func processingInstructionsAndDoctypesAreRefusedBeforeParsing(_ xml: String) {
        #expect(throws: SnapshotError.self) { try RateImporter.snapshots(from: Data(xml.utf8)) }
    }

    @Test func theECBDailyFileStillReads() throws {
        let xml =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gesmes:Envelope xmlns:gesmes=\"http://www.gesmes.org/xml/2002-08-01\">"
            + "<Cube><Cube time='2026-04-13'><Cube currency='USD' rate='1.1684'/></Cube></Cube></gesmes:Envelope>\n"
        #expect(try RateImporter.snapshots(from: Data(xml.utf8)).first?.rates["USD"] == Decimal(string: "1.1684"))
    }
}
