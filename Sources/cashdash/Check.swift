import ArgumentParser
import CashDashKit
import CashDashModel

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every file of the site and report problems, writing nothing.")

    @OptionGroup var siteOption: SiteOption

    @Flag(name: .shortAndLong, help: "Print nothing but problems.")
    var quiet = false

    @Flag(help: "Class rows dated after today are errors, not warnings.")
    var strict = false

    func run() throws {
        let progress = quiet ? nil : TerminalProgress.onStandardError()
        var builder = SiteBuilder(sitePath: try siteOption.path(), progress: progress, today: commandToday())
        builder.strict = strict
        let result = builder.check()
        printDiagnostics(result.diagnostics)
        guard result.succeeded else { throw ExitCode.failure }
        if !quiet {
            let warnings = result.diagnostics.warnings.count
            print(
                "No problems found in \(counted(result.chapterCount, "chapter"))"
                    + (warnings == 1 ? " (1 warning)" : warnings > 1 ? " (\(warnings) warnings)" : ""))
        }
    }
}
