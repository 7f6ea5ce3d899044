import Foundation
import Testing

/// A family keeps its budgets in US dollars; its class site may be in euros or Egyptian pounds. budgets.yml's own
/// `currency` keeps the budgets in dollars whatever site.yml's is, and the rest of the site in the site's.
@Suite struct BudgetCurrencyCommandTests {
    /// The default site, copied into `folder`, with `replacements` made in `file` (each text found first).
    private func exampleSite(
        in folder: TemporaryFolder, changing file: String = "Content/site.yml", _ replacements: [(String, String)]
    ) throws -> URL {
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let url = site.appendingPathComponent(file)
        var text = try String(contentsOf: url, encoding: .utf8)
        for (old, new) in replacements {
            #expect(text.contains(old), "\(file) has `\(old)`")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        return site
    }

    private func page(_ path: String, of site: URL) -> String {
        (try? String(contentsOf: site.appendingPathComponent("Output/" + path), encoding: .utf8)) ?? ""
    }

    @Test(arguments: [
        ("EUR", "en", "en_US", "$1,800.00", "€200,000.00"),
        ("EGP", "en", "en_US", "$1,800.00", "EGP\u{A0}200,000.00"),
        ("EGP", "ar", "ar_EG", "1,800.00\u{A0}US$", "200,000.00\u{A0}ج.م."),
    ])
    func theExampleSiteBuildsInAnotherCurrencyWithItsBudgetsStillInDollars(
        currency: String, language: String, locale: String, starting: String, loan: String
    ) throws {
        let folder = try TemporaryFolder()
        let site = try exampleSite(
            in: folder,
            [
                ("currency: USD ", "currency: \(currency) "), ("language: en ", "language: \(language) "),
                ("locale: en_US ", "locale: \(locale) "),
            ])
        let result = try CommandRunner.run(["build", "--site", site.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("error") && !result.standardError.contains("warning"))
        // The trip's starting balance and what is left of it, after the card's charges in dollars.
        let trip = page("budgets/autumn-trip/index.html", of: site)
        #expect(trip.contains(starting), "\(currency) \(language)")
        #expect(trip.contains(starting.replacingOccurrences(of: "1,800.00", with: "122.90")))
        // The calculators keep the site's currency.
        #expect(page("calculators/loan/index.html", of: site).contains(loan), "\(currency) \(language)")
    }

    @Test func reportAndBalanceCountInTheBudgetsCurrencyOnASiteInEuros() throws {
        let folder = try TemporaryFolder()
        let site = try exampleSite(in: folder, [("currency: USD ", "currency: EUR ")])
        let json = try CommandRunner.run(
            ["report", "Content/budgets/autumn-trip.csv", "--format", "json"], in: site)
        #expect(json.status == 0, "\(json.standardError)")
        #expect(json.standardOutput.contains("\"currency\": \"USD\""))
        #expect(json.standardOutput.contains("\"balance\": 122.90"))
        let html = try CommandRunner.run(
            ["report", "Content/budgets/autumn-trip.csv", "--output", "trip.html"], in: site)
        #expect(html.status == 0, "\(html.standardError)")
        let printed = try String(contentsOf: site.appendingPathComponent("trip.html"), encoding: .utf8)
        #expect(printed.contains("$1,800.00") && !printed.contains("€1,800.00"))
        let balance = try CommandRunner.run(["balance", "--budget", "Autumn trip"], in: site)
        #expect(balance.standardOutput.hasPrefix("Autumn trip: $122.90 available"), "\(balance.standardOutput)")
    }

    @Test func aCurrencyCodeBudgetsYmlDoesNotKnowIsAnErrorAtIt() throws {
        let folder = try TemporaryFolder()
        let site = try exampleSite(
            in: folder, changing: "Content/budgets/budgets.yml", [("\ncurrency: USD\n", "\ncurrency: XYZ\n")])
        let lines = try String(contentsOf: site.appendingPathComponent("Content/budgets/budgets.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex(of: "currency: XYZ")) + 1
        let result = try CommandRunner.run(["check", "--site", site.path])
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "Content/budgets/budgets.yml:\(line):11: error: `XYZ` is not a currency code; write the currency these "
                    + "budgets are kept in as an ISO 4217 code, like `currency: USD` or `currency: EUR`, or leave "
                    + "`currency` out to keep them in the site's currency"), "\(result.standardError)")
    }

    @Test func budgetsWithoutACurrencyOfTheirOwnAreInTheSites() throws {
        let folder = try TemporaryFolder(), without = try TemporaryFolder()
        let site = try exampleSite(in: folder, [])
        let plain = try exampleSite(
            in: without, changing: "Content/budgets/budgets.yml", [("\ncurrency: USD\n", "\n")])
        for folder in [site, plain] {
            let result = try CommandRunner.run(["build", "--site", folder.path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        for path in ["budgets/index.html", "budgets/autumn-trip/index.html", "budgets/household/index.html"] {
            #expect(page(path, of: site) == page(path, of: plain), "\(path)")
        }
        // In euros, the same budgets.yml without `currency` takes the euro: the trip's dollar charges no longer fit.
        let euros = try TemporaryFolder()
        let eurosSite = try exampleSite(
            in: euros, changing: "Content/budgets/budgets.yml", [("\ncurrency: USD\n", "\n")])
        let settings = eurosSite.appendingPathComponent("Content/site.yml")
        try String(contentsOf: settings, encoding: .utf8).replacingOccurrences(
            of: "currency: USD ", with: "currency: EUR "
        )
        .write(to: settings, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["check", "--site", eurosSite.path])
        #expect(result.standardError.contains("this row is in EUR, the budgets' own currency"))
    }
}
