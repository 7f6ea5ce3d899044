import CashDashBasics
import Testing

@Suite struct DayTests {
    @Test func readsAnISODateAndWritesItBack() throws {
        let day = try #require(Day(iso: "2026-03-01"))
        #expect(day.description == "2026-03-01")
        #expect(day.year == 2026 && day.month == 3)
        #expect(day.adding(days: -1).description == "2026-02-28", "2026 is not a leap year")
        #expect(Day(iso: "2028-02-29")?.adding(days: 1).month == 3)
    }

    @Test func writesEveryYearWithFourDigits() throws {
        #expect(try #require(Day(iso: "0001-01-01")).description == "0001-01-01")
        #expect(try #require(Day(iso: "0999-12-31")).description == "0999-12-31")
    }

    @Test func refusesDatesThatDoNotExist() {
        #expect(Day(iso: "2026-02-30") == nil)
        #expect(Day(iso: "2026-13-01") == nil)
        #expect(Day(iso: "-2026-01-01") == nil)
        #expect(Day(iso: "12026-01-01") == nil, "at most four digits of year, so no arithmetic overflows")
        #expect(Day(iso: "2026-1-5") == Day(year: 2026, month: 1, day: 5), "one-digit months and days are read too")
    }

    @Test func readsTheTenCharacterFormFromItsBytesAsTheLongWayDoes() {
        #expect(Day(iso: "1999-01-04") == Day(year: 1999, month: 1, day: 4))
        #expect(Day(iso: "2026-11-24"[...]) == Day(year: 2026, month: 11, day: 24), "a substring too")
        #expect(Day(iso: "0000-01-01") == nil, "no year 0")
        #expect(Day(iso: "2027-02-29") == nil && Day(iso: "2026-04-31") == nil && Day(iso: "2026-00-10") == nil)
        #expect(Day(iso: "2026-01-0a") == nil && Day(iso: "2026/01/05") == nil && Day(iso: "2026-01+05") == nil)
        #expect(Day(iso: "2026-010-5") == nil, "the dashes where the ten-character form has them, or the long way")
    }

    @Test func countsDaysFrom1970AndKnowsTheWeekday() {
        #expect(Day(year: 1970, month: 1, day: 1).ordinal == 0)
        #expect(Day(year: 1969, month: 12, day: 31).ordinal == -1)
        #expect(Day(year: 2026, month: 11, day: 24).weekday == 2, "a Tuesday")
        #expect(Day(year: 2000, month: 3, day: 1) > Day(year: 2000, month: 2, day: 29))
    }
}
