import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Daily: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Fetch today's rates, build, and publish: the one command for cron, systemd or CI.",
        discussion: """
            Holds the site's lock, tries each of site.yml's `rates: providers:` in turn, fetches days a schedule missed \
            from the provider's history, builds, and publishes when site.yml has `publish:`. A site.yml without `rates:` \
            fetches nothing, and is built and published. Exits 0 when the site was built (and published) with current \
            rates; 3 when it was, but the newest rates any provider had are older than `rates: stale_after_days` \
            (default 4); 1 when it failed, after one line saying why, leaving the site as it was.
            """)

    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."
    @OptionGroup var baseURLOption: BaseURLOption

    func run() async throws {
        var daily = DailyRun(sitePath: site)
        daily.waitingNotice = printNotice
        daily.today = commandToday()
        daily.now = commandNow()
        daily.baseURL = try baseURLOption.checked()
        let result = await daily.run()
        for line in result.lines { printLine(line) }
        printDiagnostics(result.diagnostics, failureNote: "the site was left as it was")
        if let failure = result.failure {
            FileHandle.standardError.write(Data((visibleText(failure) + "\n").utf8))
            throw ExitCode.failure
        }
        if result.staleDays != nil { throw ExitCode(DailyResult.staleExitCode) }
    }
}
