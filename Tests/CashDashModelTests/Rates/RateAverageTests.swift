import CashDashBasics
import CashDashModel
import Foundation
import Testing

/// Monthly and yearly averages of a currency's rates, as tax forms ask for them.
@Suite struct RateAverageTests {
    func points(_ days: [(String, String)]) -> [(day: Day, rate: Decimal)] {
        days.map { (Day(iso: $0.0)!, Decimal(string: $0.1)!) }
    }

    @Test func aYearsAverageIsOfItsDaysNotOfItsMonths() {
        let (months, years) = RateAverage.averages(
            of: points([("2025-12-31", "1.04"), ("2026-01-02", "1.10"), ("2026-02-02", "1.20"), ("2026-02-03", "1.30")])
        )
        #expect(
            months == [
                RateAverage(period: "2025-12", average: Decimal(string: "1.04")!, days: 1),
                RateAverage(period: "2026-01", average: Decimal(string: "1.1")!, days: 1),
                RateAverage(period: "2026-02", average: Decimal(string: "1.25")!, days: 2),
            ])
        // (1.10 + 1.20 + 1.30) / 3 = 1.2; the mean of the two months' averages would be 1.175.
        #expect(
            years == [
                RateAverage(period: "2025", average: Decimal(string: "1.04")!, days: 1),
                RateAverage(period: "2026", average: Decimal(string: "1.2")!, days: 3),
            ])
    }

    @Test func anAverageIsRoundedHalfUpAtSixPlaces() {
        // 2 / 3 = 0.6666…; 0.0000005 is half of the sixth place and rounds up.
        let (months, _) = RateAverage.averages(
            of: points([("2026-03-02", "1"), ("2026-03-03", "1"), ("2026-03-04", "0")]))
        #expect(months.first?.average == Decimal(string: "0.666667"))
        let (half, _) = RateAverage.averages(of: points([("2026-03-02", "0.000001"), ("2026-03-03", "0")]))
        #expect(half.first?.average == Decimal(string: "0.000001"), "0.0000005 rounds up")
        #expect(RateAverage.averages(of: points([])).months.isEmpty)
    }
}
