import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Rates: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rates",
        abstract: "Fetch, import and convert exchange rates kept as daily snapshots.",
        subcommands: [Fetch.self, Import.self, Convert.self, List.self])

    struct Fetch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fetch",
            abstract: "Download today's rates and save them as Content/rates/YYYY-MM-DD.json.",
            discussion:
                "The file is named after the provider's rate date. A snapshot for that date with different numbers is kept unless --force."
        )

        @Option(
            help:
                "ecb, exchangerate-api (key in EXCHANGERATE_API_KEY) or open-er-api; default: site.yml's rates provider, or ecb."
        )
        var provider: RateProvider?
        @Option(help: "The base currency (the ECB's is always EUR); default: site.yml's rates base.") var base: String?
        @Option(help: "Another address to ask, with {base} and {key} where those go.") var url: String?
        @OptionGroup var siteOption: SiteOption
        @Option(help: ArgumentHelp("The rates folder, instead of the site's Content/rates.", valueName: "DIR"))
        var into: String?
        @Flag(help: "Replace an existing snapshot with different numbers.") var force = false

        func run() async throws {
            var fetch = RatesFetch(folder: try into ?? siteOption.ratesFolder())
            (fetch.provider, fetch.base, fetch.url, fetch.force) = (provider, base, url, force)
            fetch.now = commandNow()
            try report(await fetch.run())
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract:
                "Import rates files: the ECB's eurofxref-hist.csv, daily XML or single-day CSV, or exchangerate-api JSON."
        )

        @Argument(help: "The files to import.") var files: [String]
        @OptionGroup var siteOption: SiteOption
        @Option(help: ArgumentHelp("The rates folder, instead of the site's Content/rates.", valueName: "DIR"))
        var into: String?
        @Flag(help: "Replace existing snapshots that have different numbers.") var force = false

        func run() throws {
            var importer = RatesImport(files: files, folder: try into ?? siteOption.ratesFolder())
            importer.force = force
            try report(importer.run())
        }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "convert",
            abstract: "Convert an amount with the rates of a day (or the latest), and say which day's rates were used.")

        /// The amount and the two currencies. Read as the words left over, so that a negative amount (`-5`) is not
        /// taken for an option.
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp(
                "The amount (like 100, 1,250.50 or -5; 1.250,50 on a site that writes a decimal comma), the currency it is in and the currency to convert to (like USD JPY).",
                valueName: "amount from to"))
        var words: [String] = []

        func validate() throws {
            guard words.count == 3 else {
                throw ValidationError("give an amount and two currencies, like `cashdash rates convert 100 USD JPY`")
            }
            // Read either way here, before a site is looked for; `run` reads it as the site writes amounts.
            guard AmountArgument(argument: words[0]) != nil || AmountArgument(decimalComma: words[0]) != nil else {
                throw invalidAmount
            }
        }

        private var invalidAmount: ValidationError {
            ValidationError("The value '\(words[0])' is invalid for '<amount>'; write it like 100, 1250.50 or -5")
        }

        @Option(
            help: ArgumentHelp(
                "The day; on a weekend or holiday the last earlier rates are used.", valueName: "YYYY-MM-DD"))
        var date: Day?
        @OptionGroup var siteOption: SiteOption
        @Option(help: ArgumentHelp("The rates folder, instead of the site's Content/rates.", valueName: "DIR"))
        var rates: String?

        func run() throws {
            let folder = try rates ?? siteOption.ratesFolder()
            // `validate` read it either way; here it is read as the site writes amounts.
            guard let amount = RatesConvert.amount(words[0], site: try? SiteFolder.find(siteOption.site)) else {
                throw invalidAmount
            }
            try report(RatesConvert(amount: amount, from: words[1], to: words[2], date: date, folder: folder).run())
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List currency codes with their names.")

        @OptionGroup var siteOption: SiteOption
        @Option(
            help: ArgumentHelp(
                "The rates folder, instead of the site's Content/rates; its latest snapshot's currencies are listed.",
                valueName: "DIR"))
        var rates: String?

        func run() throws {
            try report(RatesList(folder: try rates ?? siteOption.ratesFolder()).run())
        }
    }
}

extension SiteOption {
    /// The site's `Content/rates` folder, once the site is found; never a folder of the current one otherwise.
    func ratesFolder() throws -> String {
        try folder().content("rates").path
    }
}

/// Prints what a rates command found and did; a failed command ends with a non-zero status.
private func report(_ result: RatesResult) throws {
    printDiagnostics(result.diagnostics)
    result.errors.forEach(printError)
    result.lines.forEach { printLine($0) }
    result.warnings.forEach(printError)
    if result.failed { throw ExitCode.failure }
}

/// Prints a problem that is not a ``Diagnostic`` on standard error, as ``printNotice(_:)`` does.
func printError(_ text: String) {
    printNotice(text)
}
