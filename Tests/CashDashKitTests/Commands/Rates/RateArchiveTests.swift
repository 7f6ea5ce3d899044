@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing
import ZIPFoundation

/// `rates import` reads the zip the ECB serves, in memory and within a bound.
@Suite struct RateArchiveTests {
    static let history = """
        Date,USD,JPY,GBP,
        2026-01-06,1.1707,183.26,0.86525,
        2026-01-05,1.1695,183.5,0.8668,

        """

    /// A zip holding `files`, deflated as the ECB's is.
    func zip(_ files: [String: String]) throws -> Data {
        let archive = try Archive(accessMode: .create)
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let data = Data(text.utf8)
            try archive.addEntry(
                with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
            ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
        }
        return try #require(archive.data)
    }

    @Test func importsTheECBsHistoryZip() throws {
        let site = try TemporarySite()
        let file = site.root.appendingPathComponent("eurofxref-hist.zip")
        try zip(["eurofxref-hist.csv": Self.history]).write(to: file)
        let folder = site.root.appendingPathComponent("rates").path
        let result = RatesImport(files: [file.path], folder: folder).run()
        #expect(!result.failed, "\(result.errors)")
        #expect(result.lines == ["Imported 2 snapshots into \(folder) (0 already there)"])
        #expect(try site.read("rates/2026-01-06.json").contains("\"JPY\": 183.26"))
    }

    @Test func aZipWithNoRatesFileIsRefusedNamingWhatItShouldBe() throws {
        #expect(
            throws: SnapshotError(
                "this zip holds no rates file (.csv, .xml or .json); is it the ECB's eurofxref-hist.zip?")
        ) {
            try RateArchive.files(in: zip(["README.txt": "hello"]))
        }
    }

    @Test func aZipThatUnpacksPastTheLimitIsStoppedThere() throws {
        let bomb = try zip(["eurofxref-hist.csv": String(repeating: "0", count: 1_500_000)])
        #expect(bomb.count < 10_000)
        #expect(
            throws: SnapshotError("this zip unpacks to more than 1 MB, far more than any rates file; it is not one")
        ) {
            try RateArchive.files(in: bomb, limit: 1_000_000)
        }
    }

    @Test func aDamagedZipIsAnErrorNotACrash() throws {
        var damaged = try zip(["eurofxref-hist.csv": Self.history])
        damaged.replaceSubrange(30..<60, with: Data(repeating: 0xFF, count: 30))
        #expect(throws: SnapshotError.self) { try RateArchive.files(in: damaged) }
        #expect(throws: SnapshotError.self) { try RateArchive.files(in: Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3])) }
    }
}
