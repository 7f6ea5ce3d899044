@testable import Charts
import Testing

@Suite struct ScaleTests {
    @Test func ticksForSmallWholeNumbers() {
        #expect(NiceScale(minimum: 0, maximum: 7).ticks == [0, 2, 4, 6, 8])
    }

    @Test func ticksForMoney() {
        let scale = NiceScale(minimum: 0, maximum: 1234)
        #expect(scale.ticks == [0, 500, 1000, 1500])
        #expect(NumberStyle.usDollars.format(scale.ticks[2], decimals: scale.decimals) == "$1,000")
    }

    @Test func ticksAroundZero() {
        #expect(NiceScale(minimum: -50, maximum: 50).ticks == [-50, -25, 0, 25, 50])
    }

    @Test func ticksForTinyRates() {
        let scale = NiceScale(minimum: 0.0012, maximum: 0.0019)
        #expect(scale.ticks == [0.0012, 0.0014, 0.0016, 0.0018, 0.002])
        #expect(scale.decimals == 4)
    }

    @Test func includesZeroForBars() {
        #expect(NiceScale(minimum: 40, maximum: 90, includeZero: true).ticks.first == 0)
    }

    @Test func everyStepIsOneTwoTwoAndAHalfOrFive() {
        for (low, high) in [(0.0, 3.3), (17, 9_876), (-0.4, 0.07), (1_000, 1_003), (5, 5)] {
            let step = NiceScale(minimum: low, maximum: high).step
            var mantissa = step
            while mantissa >= 10 { mantissa /= 10 }
            while mantissa < 1 { mantissa *= 10 }
            #expect([1, 2, 2.5, 5].contains { abs($0 - mantissa) < 1e-9 }, "step \(step) for \(low)…\(high)")
        }
    }

    @Test func formatsNumbersForALocale() {
        let german = NumberStyle(
            kind: .money(symbol: "€", symbolFirst: false), groupingSeparator: ".", decimalSeparator: ",")
        #expect(german.format(1234.5) == "1.234,50\u{A0}€")
        #expect(german.format(1234) == "1.234\u{A0}€")
        #expect(NumberStyle.usDollars.format(-1234.567) == "\u{2212}$1,234.57")
        #expect(NumberStyle(kind: .percent).format(12.5, decimals: 1) == "12.5%")
        #expect(NumberStyle().format(-0.001) == "0")
    }
}

@Suite struct DateTicksTests {
    let start = Day(year: 2026, month: 3, day: 2)  // a Monday

    @Test func thousandsOfYearsGetMillenniumTicksAtOnce() {
        // The fuzzer's find: a line chart from 2026 to 8703 once listed 2.4 million daily ticks before trying years.
        let (first, last) = (Day(year: 2026, month: 1, day: 7), Day(year: 8703, month: 1, day: 5))
        let ticks = DateTicks(from: first, to: last)
        #expect(ticks.unit == .year && ticks.every == 1000)
        #expect(ticks.days.map(\.components.year) == [3000, 4000, 5000, 6000, 7000, 8000])
        let daily = DateTicks.boundaries(from: first, to: last, unit: .day, every: 1, weeksFrom: 1, stoppingAfter: 8)
        #expect(daily.count == 9, "a candidate with too many ticks is counted only one past the most")
    }

    @Test func aWeekGetsDays() {
        let ticks = DateTicks(from: start, to: start.adding(days: 6), maximum: 8)
        #expect(ticks.unit == .day)
        #expect(ticks.days.map(ticks.label) == ["Mar 2", "Mar 3", "Mar 4", "Mar 5", "Mar 6", "Mar 7", "Mar 8"])
    }

    @Test func aQuarterGetsMonthsOrWeeks() {
        let ticks = DateTicks(
            from: Day(year: 2026, month: 1, day: 1), to: Day(year: 2026, month: 3, day: 31), maximum: 6)
        #expect(ticks.unit == .month)
        #expect(ticks.days.map(ticks.label) == ["Jan 2026", "Feb", "Mar"])
        let weekly = DateTicks(from: start, to: start.adding(days: 90), maximum: 14)
        #expect(weekly.unit == .week)
        #expect(weekly.days.allSatisfy { $0.weekday == 1 })
    }

    @Test func twentyYearsGetYears() {
        let ticks = DateTicks(
            from: Day(year: 2006, month: 6, day: 1), to: Day(year: 2026, month: 5, day: 31), maximum: 8)
        #expect(ticks.unit == .year)
        #expect(ticks.every == 5)
        #expect(ticks.days.map(ticks.label) == ["2010", "2015", "2020", "2025"])
    }

    @Test func daysRoundTrip() {
        #expect(Day(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(Day(iso: "2024-02-29")?.description == "2024-02-29")
        #expect(Day(iso: "2026-02-29") == nil)
        #expect(Day(year: 2026, month: 11, day: 21).weekday == 6)
    }
}

@Suite struct DownsamplerTests {
    @Test func keepsFirstLastMinimumAndMaximum() {
        var values = (0..<10_000).map { Double($0 % 97) }
        values[4_321] = -5
        values[8_765] = 500
        let kept = Downsampler.minMax(Array(values.enumerated()), buckets: 100) { $0.element }
        #expect(kept.count <= 202)
        #expect(kept.first?.offset == 0)
        #expect(kept.last?.offset == 9_999)
        #expect(kept.contains { $0.offset == 4_321 })
        #expect(kept.contains { $0.offset == 8_765 })
        #expect(kept.map(\.offset) == kept.map(\.offset).sorted())
    }

    @Test func leavesShortSeriesAlone() {
        #expect(Downsampler.minMax([1.0, 2, 3], buckets: 10) { $0 } == [1, 2, 3])
    }
}

@Suite struct PeriodTotalsTests {
    @Test func totalsPerWeekIncludingEmptyWeeks() {
        let monday = Day(year: 2026, month: 3, day: 2)
        let totals = BarChart.totals(
            of: [(monday, 10), (monday.adding(days: 6), 5), (monday.adding(days: 15), 7)], per: .week,
            from: monday, to: monday.adding(days: 20))
        #expect(totals.map(\.label) == ["Mar 2", "Mar 9", "Mar 16"])
        #expect(totals.map(\.total) == [15, 0, 7])
    }
}

/// Charts take numbers from callers that check them; even so, a value no chart can show never traps or loops.
@Suite struct NonFiniteInputTests {
    @Test func scalesNumbersAndCoordinatesSurviveNaNAndInfinity() {
        let scale = NiceScale(minimum: .nan, maximum: .infinity)
        #expect(scale.lower.isFinite && scale.upper.isFinite && !scale.ticks.isEmpty)
        #expect(NumberStyle.usDollars.format(.nan) == "–")
        #expect(NumberStyle.usDollars.format(1e19) == "1e+19")
        #expect(NumberStyle.usDollars.format(1e15) == "$1,000,000,000,000,000")
        #expect(SVGWriter.number(.infinity) == "0" && SVGWriter.number(-.nan) == "0")
    }
}
