import CashDashModel
import Testing

@Suite struct MonthTests {
    @Test func readsYearAndMonthExactly() throws {
        let november = try #require(Month(iso: "2026-11"))
        #expect(november.first == Day(year: 2026, month: 11, day: 1))
        #expect(november.last == Day(year: 2026, month: 11, day: 30))
        #expect(november.description == "2026-11")
        #expect(Month(iso: "2028-02")?.last == Day(year: 2028, month: 2, day: 29))
        #expect(Month(iso: "2026-12")?.last == Day(year: 2026, month: 12, day: 31))
    }

    @Test(arguments: ["November", "2026-13", "2026-00", "2026-1", "26-11", "2026/11", "+026-11", "2026-11-01", ""])
    func refusesAnythingElse(_ text: String) {
        #expect(Month(iso: text) == nil)
    }

    @Test func daysAsArgumentsAreTenCharacters() {
        #expect(Day(exactly: "2026-11-03") == Day(year: 2026, month: 11, day: 3))
        #expect(Day(exactly: "2026-11-3") == nil)
        #expect(Day(exactly: "2026-02-30") == nil)
    }
}
