import Foundation
import Testing

/// `cashdash daily`, the command a schedule runs, against a rates provider on 127.0.0.1 whose dates follow today's.
/// Each test prints what `daily` printed, as a record of its day.
@Suite(.serialized) struct DailyCommandTests {
    /// A starter site with the snapshot of the working day `daysBack` before the provider's last, and `settings`
    /// added to its site.yml.
    private func site(in folder: TemporaryFolder, provider: TestProvider, daysBack: Int, settings: String) throws -> URL
    {
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let fetched = try CommandRunner.run(
            ["rates", "fetch", "--url", provider.url("/recent/day/\(daysBack).xml"), "--into", "Content/rates"],
            in: site)
        #expect(fetched.status == 0, "\(fetched.standardError)")
        try folder.write(try folder.read("site/Content/site.yml") + "\n" + settings, to: "site/Content/site.yml")
        return site
    }

    private func record(_ day: String, _ result: CommandRunner.Result) {
        print("— daily, \(day): exit \(result.status)\n\(result.standardOutput)\(result.standardError)")
    }

    @Test(.enabled(if: TestProvider.available)) func failsOverToTheNextProviderAndBackFillsTheMissedDays() throws {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        let site = try site(
            in: folder, provider: provider, daysBack: 6,
            settings: """
                rates:
                  providers:
                    - {name: open-er-api, url: "\(provider.url("/gone/{base}"))"}
                    - {name: ecb, url: "\(provider.url("/recent/daily.xml"))", history_url: "\(provider.url("/recent/hist-90d.xml"))"}
                publish: {to: ../www}

                """)
        let result = try CommandRunner.run(["daily", "--site", "site"], in: folder.url)
        record("the first provider gone, six working days missed", result)
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(
            output.contains(
                "open-er-api failed: \(provider.url("/gone/USD")) answered 404; no such page: check the address, or the "
                    + "provider may have moved its rates"), "\(output)")
        #expect(!output.contains("this JSON cannot be read"), "a 404 is not a damaged JSON")
        let latest = try provider.get("/recent/daily.xml").components(separatedBy: "time='")[1].prefix(10)
        let holiday = try provider.get("/recent/holiday")
        #expect(output.contains("Saved site/Content/rates/\(latest).json: rates of \(latest) from ecb"), "\(output)")
        #expect(
            output.contains(
                "Back-filled 4 missed days (4 new) from ecb's history; it published nothing on \(holiday) (a holiday)"),
            "\(output)")
        #expect(output.contains("Published to site/../www:"), "\(output)")
        let snapshots = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/rates").path)
        #expect(snapshots.count == 6, "the old day, four back-filled and today: \(snapshots.sorted())")
        #expect(!snapshots.contains("\(holiday).json"))
        let snapshot = try folder.read("site/Content/rates/\(latest).json")
        #expect(snapshot.contains("\"provider\": \"ecb\"") || snapshot.contains("\"provider\":\"ecb\""), "\(snapshot)")
        let page = try folder.read("www/rates/index.html")
        // The day in words, as the page heads it (`November 24, 2026`, its spaces no-break).
        let parts = latest.split(separator: "-").compactMap { Int($0) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let words = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
            .formatted(
                Date.FormatStyle(
                    date: .long, time: .omitted, locale: Locale(identifier: "en_US"), calendar: calendar,
                    timeZone: calendar.timeZone)
            )
            .replacingOccurrences(of: " ", with: "\u{A0}")
        // The note the build writes when the rates are old (the page's script words hold its text for later).
        #expect(page.contains("Rates of \(words)") && !page.contains("<p class=\"alerts stale\" role=\"note\">"))

        let again = try CommandRunner.run(["daily", "--site", "site"], in: folder.url)
        record("the same day again", again)
        #expect(
            again.status == 0 && again.standardOutput.contains("already holds the rates of \(latest)"),
            "\(again.standardOutput)")
        #expect(again.standardOutput.contains("0 added, 0 changed, 0 removed"))
    }

    @Test(.enabled(if: TestProvider.available)) func whenEveryProviderIsDownItFailsInOneLineAndLeavesTheSiteAsItWas()
        throws
    {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        let site = try site(
            in: folder, provider: provider, daysBack: 10,
            settings: """
                rates:
                  providers:
                    - {name: ecb, url: "\(provider.url("/down/daily.xml"))"}
                    - {name: open-er-api, url: "\(provider.url("/down/{base}"))"}

                """)
        #expect(try CommandRunner.run(["build", "-q"], in: site).status == 0)
        let before = folderContents(site)
        let result = try CommandRunner.run(["daily"], in: site)
        record("every provider down", result)
        #expect(result.status != 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "one clear line: \(result.standardError)")
        #expect(
            lines.first?.hasPrefix(
                "error: no rates provider answered (ecb: \(provider.url("/down/daily.xml")) answered 503") ?? false)
        #expect(
            lines.first?.hasSuffix(
                "the site was left as it was, with rates of \(try provider.get("/recent/day/10.xml").components(separatedBy: "time='")[1].prefix(10))"
            ) ?? false,
            "\(result.standardError)")
        #expect(folderContents(site) == before, "nothing in the site or its output changed")

        let build = try CommandRunner.run(["build"], in: site)
        #expect(build.status == 0)
        #expect(build.standardError.contains("warning: the newest exchange rates are from"), "\(build.standardError)")
        #expect(
            try CommandRunner.run(["check"], in: site).standardError.contains(
                "warning: the newest exchange rates are from"))
        #expect(
            try folder.read("site/Output/rates/index.html").contains(
                "<p class=\"alerts stale\" role=\"note\">These are the rates of"))
    }

    /// The schedule did not run for a summer: the site's newest rates are of 120 days ago, and the provider's history
    /// holds the last 90 days only. The days before it are said to be out of its reach, not called holidays.
    @Test(.enabled(if: TestProvider.available)) func missedDaysOlderThanTheHistoryAreSaidToBeOutOfItsReach() throws {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate]
        let old = format.string(from: try #require(calendar.date(byAdding: .day, value: -120, to: Date())))
        try folder.write(
            "{\"base\": \"EUR\", \"date\": \"\(old)\", \"provider\": \"ecb\", \"rates\": {\"USD\": 1.1}}\n",
            to: "site/Content/rates/\(old).json")
        try folder.write(
            try folder.read("site/Content/site.yml")
                + """

                rates:
                  providers:
                    - {name: ecb, url: "\(provider.url("/recent/daily.xml"))", history_url: "\(provider.url("/recent/hist-90d.xml"))"}

                """, to: "site/Content/site.yml")
        let result = try CommandRunner.run(["daily"], in: site)
        record("a summer missed, longer ago than the history reaches", result)
        #expect(result.status == 0, "\(result.standardError)")
        let begins = try provider.get("/recent/hist-90d.xml").components(separatedBy: "time='").last!.prefix(10)
        let holiday = try provider.get("/recent/holiday")
        let output = result.standardOutput
        #expect(output.contains("; it published nothing on \(holiday) (a holiday)\n"), "only the holiday: \(output)")
        #expect(
            output.contains("missed days ")
                && output.contains(" are older than ecb's history, which begins on \(begins)"),
            "\(output)")
        #expect(output.contains("`cashdash rates import FILE`"), "\(output)")
    }

    @Test(.enabled(if: TestProvider.available)) func aProviderWithoutHistorySaysTheMissedDaysCannotBeFetched() throws {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        let site = try site(
            in: folder, provider: provider, daysBack: 2,
            settings: """
                rates:
                  providers:
                    - {name: open-er-api, url: "\(provider.url("/recent/daily.xml"))"}

                """)
        let result = try CommandRunner.run(["daily"], in: site)
        record("a provider without history, two working days missed", result)
        #expect(result.status == 0, "\(result.standardError)")
        // open.er-api publishes every day, so the days missed count Saturdays and Sundays too.
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate]
        let dates = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/rates").path
        )
        .compactMap { format.date(from: String($0.prefix(10))) }.sorted()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let days = try #require(calendar.dateComponents([.day], from: dates[0], to: dates[dates.count - 1]).day) - 1
        #expect(
            result.standardOutput.contains(
                "open-er-api keeps no history, so the \(days) missed day\(days == 1 ? "" : "s") ("),
            "\(result.standardOutput)")
    }

    @Test(.enabled(if: TestProvider.available)) func aProviderBehindTheSavedRatesIsSaidAndTheSiteKeepsTheNewest() throws
    {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        // Today's rates are saved (another provider's, say); the one that answers now is three working days behind.
        let site = try site(
            in: folder, provider: provider, daysBack: 0,
            settings: """
                rates:
                  providers:
                    - {name: ecb, url: "\(provider.url("/recent/day/3.xml"))"}

                """)
        let newest = try provider.get("/recent/day/0.xml").components(separatedBy: "time='")[1].prefix(10)
        let older = try provider.get("/recent/day/3.xml").components(separatedBy: "time='")[1].prefix(10)
        let result = try CommandRunner.run(["daily"], in: site)
        record("a provider three working days behind the saved rates", result)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "ecb's newest rates, of \(older), are older than those of \(newest) already saved; the site keeps "
                    + "showing \(newest)"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("with the rates of \(newest)\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("with the rates of \(older)"), "the pages show \(newest)")
    }

    /// A provider whose newest rates are ten days old: the site is built and published all the same, and the run
    /// exits 3, so the schedule shows a failure instead of success for ever.
    @Test(.enabled(if: TestProvider.available)) func ratesOlderThanStaleAfterDaysExitThreeAfterPublishing() throws {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        let site = try site(
            in: folder, provider: provider, daysBack: 0,
            settings: """
                rates:
                  providers:
                    - {name: ecb, url: "\(provider.url("/recent/day/0.xml"))"}
                publish: {to: ../www}

                """)
        let newest = try provider.get("/recent/day/0.xml").components(separatedBy: "time='")[1].prefix(10)
        let format = DateFormatter()
        (format.dateFormat, format.timeZone, format.locale) = (
            "yyyy-MM-dd", TimeZone(identifier: "UTC"), Locale(identifier: "en_US_POSIX")
        )
        let later = format.string(from: try #require(format.date(from: String(newest))).addingTimeInterval(10 * 86_400))
        let result = try CommandRunner.run(["daily"], in: site, environment: ["CASHDASH_TODAY": later])
        record("the newest rates ten days old", result)
        #expect(result.status == 3, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.contains("Published to ../www:"), "\(result.standardOutput)")
        #expect(
            result.standardOutput.contains(
                "The newest rates any provider had are of \(newest), 10 days ago (more than `rates: stale_after_days`, 4)"
            ),
            "\(result.standardOutput)")
    }

    /// `CASHDASH_TODAY` is the run's day for the provider's date too: rates dated after it are refused, as rates from
    /// the future are (the check had used the machine's clock, so a rehearsed day saved them).
    @Test(.enabled(if: TestProvider.available)) func ratesDatedAfterTheRunsDayAreRefused() throws {
        let folder = try TemporaryFolder()
        let provider = try TestProvider()
        let site = try site(
            in: folder, provider: provider, daysBack: 5,
            settings: """
                rates:
                  providers:
                    - {name: ecb, url: "\(provider.url("/recent/day/0.xml"))"}

                """)
        let newest = try provider.get("/recent/day/0.xml").components(separatedBy: "time='")[1].prefix(10)
        let format = DateFormatter()
        (format.dateFormat, format.timeZone, format.locale) = (
            "yyyy-MM-dd", TimeZone(identifier: "UTC"), Locale(identifier: "en_US_POSIX")
        )
        let earlier = format.string(
            from: try #require(format.date(from: String(newest))).addingTimeInterval(-3 * 86_400))
        let before = folderContents(site.appendingPathComponent("Content/rates"))
        let result = try CommandRunner.run(["daily"], in: site, environment: ["CASHDASH_TODAY": earlier])
        record("rates dated after the run's day", result)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("the date \(newest) is after today (\(earlier))"),
            "\(result.standardOutput)\(result.standardError)")
        #expect(folderContents(site.appendingPathComponent("Content/rates")) == before)
    }

    /// A site that follows no rates (the starter's `rates:` is commented out) asks no provider and is published.
    @Test func aSiteWithoutRatesIsBuiltAndPublishedWithoutFetching() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        try folder.write(
            try folder.read("site/Content/site.yml") + "\npublish: {to: ../www}\n", to: "site/Content/site.yml")
        let result = try CommandRunner.run(["daily"], in: folder.url.appendingPathComponent("site"))
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("site.yml has no `rates:` section, so no rates were fetched\nBuilt "))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site/Content/rates").path))
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("www/index.html").path))
    }

    @Test func outsideASiteItRefusesAndCreatesNothing() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["daily"], in: folder.url)
        #expect(
            result.status != 0
                && result.standardError.contains("Content/site.yml:1:1: error: the site's settings cannot be opened"),
            "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }
}
