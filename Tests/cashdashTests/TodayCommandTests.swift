import Foundation
import Testing

/// The day a command takes for today is the date where the person at the computer is, as their time zone says.
@Suite struct TodayCommandTests {
    /// The day `Calendar` gives for now in `zone`.
    private func day(in zone: String) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"])
    func aRowAddedWithoutASetDayIsDatedTodayInTheComputersTimeZone(zone: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write(
            "date,amount,type,category,note\n2026-03-01,10.00,deposit,Pay,pay\n", to: "Content/budgets/home.csv")
        let before = try day(in: zone)
        let added = try CommandRunner.run(
            ["add", "1.50", "Food", "tea", "--new-category"], in: folder.url, environment: ["TZ": zone])
        let after = try day(in: zone)
        #expect(added.status == 0, "\(added.standardError)")
        let ledger = try String(contentsOf: folder.url.appending(path: "Content/budgets/home.csv"), encoding: .utf8)
        let row = try #require(ledger.split(separator: "\n").last)
        // Kiritimati and Pago Pago are a day apart at every moment, so a wrong zone shows in one of them.
        #expect([before, after].contains(String(row.prefix(10))), "\(row) in \(zone)")
    }
}
