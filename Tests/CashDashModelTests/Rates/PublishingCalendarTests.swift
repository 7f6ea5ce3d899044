@testable import CashDashModel
import Foundation
import Testing

@Suite struct PublishingCalendarTests {
    private func history(_ dates: [String], provider: String = "ecb") -> RateHistory {
        RateHistory(snapshots: dates.map { Snapshot(date: $0, base: "EUR", provider: provider, rates: ["USD": 1]) })
    }

    private func missing(_ history: RateHistory) -> [String] {
        history.missingDays.map(\.description)
    }

    @Test func easterFollowsTheGregorianRule() {
        #expect(PublishingCalendar.easterSunday(2000).description == "2000-04-23")
        #expect(PublishingCalendar.easterSunday(2024).description == "2024-03-31")
        #expect(PublishingCalendar.easterSunday(2025).description == "2025-04-20")
        #expect(PublishingCalendar.easterSunday(2026).description == "2026-04-05")
        #expect(PublishingCalendar.easterSunday(2038).description == "2038-04-25", "the latest Easter can be")
    }

    @Test func aMissingWednesdayIsMissing() {
        #expect(missing(history(["2026-04-14", "2026-04-16"])) == ["2026-04-15"])
    }

    /// The ECB publishes on TARGET working days: weekends, Christmas, 26 December, New Year, Good Friday, Easter
    /// Monday and 1 May are not missing.
    @Test func weekendsAndTargetHolidaysAreNotMissingForTheECB() {
        #expect(missing(history(["2026-04-17", "2026-04-20"])).isEmpty, "a weekend")
        #expect(missing(history(["2025-12-24", "2025-12-29"])).isEmpty, "Christmas, 26 December and a weekend")
        #expect(missing(history(["2025-12-31", "2026-01-02"])).isEmpty, "New Year's Day")
        #expect(missing(history(["2026-04-02", "2026-04-07"])).isEmpty, "Good Friday to Easter Monday")
        #expect(missing(history(["2026-04-30", "2026-05-04"])).isEmpty, "1 May and a weekend")
        #expect(
            missing(history(["2026-04-02", "2026-04-08"])) == ["2026-04-07"],
            "the Tuesday after Easter is a working day")
        #expect(
            missing(history(["2026-04-17", "2026-04-20"], provider: "sample")).isEmpty, "sample rates follow the ECB")
        #expect(
            missing(history(["1999-04-01", "1999-04-06"])) == ["1999-04-02", "1999-04-05"],
            "TARGET was open at Easter 1999")
    }

    @Test func openERAPIPublishesEveryDay() {
        #expect(
            missing(history(["2026-04-17", "2026-04-19"], provider: "open-er-api")) == ["2026-04-18"], "a Saturday")
        #expect(missing(history(["2025-12-24", "2025-12-26"], provider: "exchangerate-api")) == ["2025-12-25"])
    }

    /// Between snapshots of two providers a day is missing only when both publish on it, and a provider Cash Dash does
    /// not know is never said to have missed a day.
    @Test func aChangeOfProviderOrAnUnknownOneCallsNothingMissing() {
        let switched = RateHistory(snapshots: [
            Snapshot(date: "2026-04-17", base: "EUR", provider: "ecb", rates: ["USD": 1]),
            Snapshot(date: "2026-04-20", base: "EUR", provider: "open-er-api", rates: ["USD": 1]),
            Snapshot(date: "2026-04-22", base: "EUR", provider: "open-er-api", rates: ["USD": 1]),
        ])
        #expect(missing(switched) == ["2026-04-21"])
        #expect(missing(history(["2026-04-14", "2026-04-16"], provider: "my-bank")).isEmpty)
    }
}
