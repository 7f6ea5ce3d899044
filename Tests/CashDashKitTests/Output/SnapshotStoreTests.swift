@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// Snapshots are written by the Output layer: whole or not at all, never silently replacing different numbers.
@Suite struct SnapshotStoreTests {
    @Test func writesByteStableFilesAndNeverSilentlyOverwrites() throws {
        let site = try TemporarySite()
        let store = SnapshotStore(folder: site.root.appendingPathComponent("rates"))
        let snapshot = Snapshot(
            date: "2026-04-13", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.1684")!, "GBP": Decimal(string: "0.87058")!])
        #expect(try store.write(snapshot) == .written)
        let text = try site.read("rates/2026-04-13.json")
        #expect(
            text == """
                {
                  "base": "EUR",
                  "date": "2026-04-13",
                  "provider": "ecb",
                  "rates": {
                    "GBP": 0.87058,
                    "USD": 1.1684
                  }
                }

                """)
        #expect(try Snapshot(json: Data(text.utf8)) == snapshot)
        #expect(try store.write(snapshot) == .unchanged)
        var changed = snapshot
        changed.rates["USD"] = Decimal(string: "1.2")
        #expect(try store.write(changed) == .kept)
        #expect(try site.read("rates/2026-04-13.json") == text)
        #expect(try store.write(changed, force: true) == .replaced)
        #expect(try site.read("rates/2026-04-13.json").contains("\"USD\": 1.2\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("rates").path) == [
                "2026-04-13.json"
            ])
    }

    @Test func writesABatchOnAllCoresAndADateListedTwiceOnlyOnce() throws {
        let site = try TemporarySite()
        let store = SnapshotStore(folder: site.root.appendingPathComponent("rates"))
        let days = (1...31).map { day in
            Snapshot(
                date: "2026-03-" + (day < 10 ? "0" : "") + String(day), base: "EUR", provider: "ecb",
                rates: ["USD": Decimal(day) / 100 + 1])
        }
        let twice = Snapshot(date: days[0].date, base: "EUR", provider: "ecb", rates: ["USD": 9])
        let counts = try store.write(days + [twice])
        #expect(
            counts == [SnapshotStore.Outcome.written: 31, .kept: 1], "the first of the two is written, the second kept")
        #expect(try site.read("rates/2026-03-01.json").contains("\"USD\": 1.01\n"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("rates").path).count
                == 31,
            "no temporary files are left behind")
        #expect(try store.write(days) == [SnapshotStore.Outcome.unchanged: 31])
    }
}
