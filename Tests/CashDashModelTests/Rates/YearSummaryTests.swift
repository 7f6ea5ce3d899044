@testable import CashDashModel
import Foundation
import Testing

/// A year's rates summed up month by month for the charts of all history: exact rates on real days, the same for the
/// same snapshots however they come, and kept with the memo's part of the year.
@Suite struct YearSummaryTests {
    private func day(_ date: String, usd: String) -> Snapshot {
        Snapshot(date: date, base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: usd)!])
    }

    @Test func eachMonthKeepsItsFirstLowestHighestAndLastRateOnTheirDays() throws {
        let summary = YearSummary(
            year: 2024, base: "EUR",
            days: [
                day("2024-01-02", usd: "1.1000"), day("2024-01-03", usd: "1.0900"), day("2024-01-04", usd: "1.1200"),
                day("2024-01-05", usd: "1.0900"), day("2024-01-31", usd: "1.1050"), day("2024-03-01", usd: "1.2000"),
            ])
        let usd = try #require(summary.currencies["USD"])
        #expect(usd.map(\.month) == [1, 3], "February quotes nothing: it has no period")
        #expect(usd[0].first == YearSummary.Point(Day(year: 2024, month: 1, day: 2), Decimal(string: "1.1000")!))
        #expect(usd[0].low.day == Day(year: 2024, month: 1, day: 3), "the earliest of two equal lows")
        #expect(usd[0].high.rate == Decimal(string: "1.1200")!)
        #expect(usd[0].last.rate == Decimal(string: "1.1050")!)
        #expect(usd[0].points.map(\.day.description) == ["2024-01-02", "2024-01-03", "2024-01-04", "2024-01-31"])
        #expect(usd[1].points.count == 1, "a month of one day is one point")
        #expect(usd[0].sum == Decimal(string: "5.5050")! && usd[0].days == 5, "for the month's average")
        let quarter = usd[0].merged(with: usd[1])
        #expect(quarter.first == usd[0].first && quarter.last == usd[1].last && quarter.high == usd[1].high)
        #expect(quarter.low == usd[0].low)
        #expect(quarter.sum == Decimal(string: "6.7050")! && quarter.days == 6)
    }

    /// A part's summary is written and read back with it, dropped when the part's files change, and made again for
    /// another base.
    @Test func isKeptWithItsYearsPartUntilTheYearChanges() throws {
        let days = [day("2024-05-02", usd: "1.0800"), day("2025-05-02", usd: "1.1300")]
        let entries = Dictionary(
            uniqueKeysWithValues: days.map {
                (
                    $0.date + ".json",
                    SnapshotMemo.Entry(
                        stamp: FileStamp(size: 1, inode: 1, modified: timespec(), changed: timespec()), digest: "d",
                        snapshot: $0, taken: 0)
                )
            })
        var memo = SnapshotMemo(stamp: "p1", entries: entries)
        let history = RateHistory(snapshots: days)
        let made = memo.summaries(of: history, base: "EUR")
        #expect(made.keys.sorted() == [2024, 2025])
        #expect(made[2025]?.currencies["USD"]?.first?.last.rate == Decimal(string: "1.1300")!)
        let (_, changed) = memo.partsToWrite()
        var read = SnapshotMemo(parts: changed.values.compactMap { $0 }, stamp: "p1")
        #expect(read.summaries == memo.summaries, "read back as written")
        #expect(read.summaries(of: history, base: "EUR") == made && read.changedParts.isEmpty, "taken as kept")
        let crossed = read.summaries(of: history, base: "USD")
        #expect(crossed[2024]?.currencies["EUR"]?.first?.first.rate == 1 / Decimal(string: "1.0800")!)
        #expect(read.changedParts == ["2024", "2025"], "made again for another base, to be written again")
    }
}
