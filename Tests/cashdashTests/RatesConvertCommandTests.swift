import Foundation
import Testing

/// `cashdash rates convert` reads an amount as the site's locale writes amounts, as `add` and the class commands do:
/// on a German site `1,234` is one and a bit, never a thousand and more.
@Suite struct RatesConvertCommandTests {
    /// A site written in `locale`, with one day of the ECB's rates.
    func site(locale: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Kurs\nlocale: \(locale)\n", to: "Content/site.yml")
        try folder.write(
            "{\"base\":\"EUR\",\"date\":\"2026-04-13\",\"provider\":\"ecb\",\"rates\":{\"USD\":1.1684}}\n",
            to: "Content/rates/2026-04-13.json")
        return folder
    }

    func convert(_ amount: String, _ site: TemporaryFolder) throws -> CommandRunner.Result {
        try CommandRunner.run(["rates", "convert", amount, "EUR", "USD"], in: site.url)
    }

    @Test func aGermanSiteReadsADecimalComma() throws {
        let site = try site(locale: "de_DE")
        let converted: [(typed: String, line: String)] = [
            ("12,50", "12.50 EUR = 14.61 USD  (rate 1.1684, rates of 2026-04-13)\n"),
            ("1.234,56", "1,234.56 EUR = 1,442.46 USD  (rate 1.1684, rates of 2026-04-13)\n"),
            ("1.5", "1.50 EUR = 1.75 USD  (rate 1.1684, rates of 2026-04-13)\n"),
        ]
        for (typed, line) in converted {
            let result = try convert(typed, site)
            #expect(result.status == 0 && result.standardOutput == line, "\(typed): \(result.standardError)")
        }
        // `1,234` was 1,234.00 EUR = 1,441.81 USD, a thousand times what a German reader typed.
        let thousandth = try convert("1,234", site)
        #expect(thousandth.status != 0 && thousandth.standardOutput.isEmpty, "\(thousandth.standardOutput)")
        #expect(thousandth.standardError.contains("at most 2 decimals"), "\(thousandth.standardError)")
    }

    @Test func anAmericanSiteReadsACommaAsThousands() throws {
        let site = try site(locale: "en_US")
        let thousands = try convert("1,234", site)
        #expect(thousands.standardOutput == "1,234.00 EUR = 1,441.81 USD  (rate 1.1684, rates of 2026-04-13)\n")
        let comma = try convert("12,50", site)
        #expect(comma.status != 0 && comma.standardOutput.isEmpty)
        #expect(comma.standardError.contains("The value '12,50' is invalid for '<amount>'"), "\(comma.standardError)")
    }
}
