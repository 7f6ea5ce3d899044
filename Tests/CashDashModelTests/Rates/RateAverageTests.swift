import CashDashBasics
@testable import CashDashModel
import Foundation
import Testing

/// Monthly and yearly averages of a currency's rates, as tax forms ask for them.
@Suite struct RateAverageTests {
    /// The averages of USD on `days` (date and rate against EUR), through each year's summary as a build makes them.
    func averages(_ days: [(String, String)]) -> (months: [RateAverage], years: [RateAverage]) {
        let snapshots = days.map {
            Snapshot(date: $0.0, base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: $0.1)!])
        }
        return RateAverage.averages(of: "USD", in: YearSummary.summaries(of: snapshots, base: "EUR"))
    }

    @Test func aYearsAverageIsOfItsDaysNotOfItsMonths() {
        let (months, years) = averages([
            ("2025-12-31", "1.04"), ("2026-01-02", "1.10"), ("2026-02-02", "1.20"), ("2026-02-03", "1.30"),
        ])
        #expect(
            months == [
                RateAverage(year: 2025, month: 12, average: Decimal(string: "1.04")!, days: 1),
                RateAverage(year: 2026, month: 1, average: Decimal(string: "1.1")!, days: 1),
                RateAverage(year: 2026, month: 2, average: Decimal(string: "1.25")!, days: 2),
            ])
        // (1.10 + 1.20 + 1.30) / 3 = 1.2; the mean of the two months' averages would be 1.175.
        #expect(
            years == [
                RateAverage(year: 2025, average: Decimal(string: "1.04")!, days: 1),
                RateAverage(year: 2026, average: Decimal(string: "1.2")!, days: 3),
            ])
        #expect(months.map(\.period) == ["2025-12", "2026-01", "2026-02"])
        #expect(years.map(\.period) == ["2025", "2026"])
    }

    @Test func anAverageIsRoundedHalfUpAtSixPlaces() {
        // 2 / 3 = 0.6666…; 0.0000005 is half of the sixth place and rounds up.
        let (months, _) = averages([("2026-03-02", "1"), ("2026-03-03", "1"), ("2026-03-04", "0")])
        #expect(months.first?.average == Decimal(string: "0.666667"))
        let (half, _) = averages([("2026-03-02", "0.000001"), ("2026-03-03", "0")])
        #expect(half.first?.average == Decimal(string: "0.000001"), "0.0000005 rounds up")
        #expect(averages([]).months.isEmpty)
    }

    /// The integer average is a second way to the same number: it equals `Decimal`'s division, rounded, on sums of
    /// every length a month or a year of rates has, and on the halves where rounding goes up.
    @Test func theIntegerAverageEqualsDecimalsDivision() {
        var seed: UInt64 = 52
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 1
        }
        var cases: [(Decimal, Int)] = [(Decimal(string: "0.000001")!, 2), (1, 3), (Decimal(string: "2.5")!, 2), (0, 5)]
        cases.append((Decimal(string: "-0.000003")!, 2))
        cases.append((Decimal(string: "-0.0000001")!, 1))
        for _ in 0..<20_000 {
            let places = Int(next() % 15)
            let significand = next() % 1_000_000_000_000_000
            let days = Int(next() % 366) + 1
            cases.append((Decimal(sign: .plus, exponent: -places, significand: Decimal(significand)), days))
        }
        var fallbacks = 0
        for (total, days) in cases {
            // A quotient over 64 bits in millionths is left to Decimal; a year of rates under a million never is.
            guard let integer = RateAverage.integerAverage(total, days) else {
                #expect(total / Decimal(days) >= 18_000_000_000_000, "\(total) / \(days)")
                fallbacks += 1
                continue
            }
            #expect(integer == RateAverage.decimalAverage(total, days), "\(total) / \(days)")
            #expect(DecimalText.format(integer) == DecimalText.format(RateAverage.decimalAverage(total, days)))
        }
        #expect(fallbacks < cases.count / 10)
        #expect(RateAverage.integerAverage(Decimal(string: "1e30")!, 7) == nil, "too long for 64 bits")
    }
}
