import ArgumentParser
import CashDashKit
import CashDashModel

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into its output folder.",
        discussion: "The new site replaces the output folder only when the whole build succeeds.")

    @OptionGroup var siteOption: SiteOption
    @OptionGroup var baseURLOption: BaseURLOption

    @Option(name: .long, help: ArgumentHelp("Where to write the site (default: DIR/Output).", valueName: "DIR"))
    var output: String?

    @Flag(name: .shortAndLong, help: "Print nothing but problems.")
    var quiet = false

    @Flag(help: "Class rows dated after today are errors, not warnings.")
    var strict = false

    @Flag(help: "Print how long each step of the build took.")
    var timings = false

    func run() throws {
        let timer = timings ? StepTimer() : nil
        let progress: (any BuildProgress)? = timer ?? (quiet ? nil : TerminalProgress.onStandardError())
        var builder = SiteBuilder(
            sitePath: try siteOption.path(), outputPath: output, progress: progress, today: commandToday())
        builder.strict = strict
        builder.baseURL = try baseURLOption.checked()
        builder.waitingNotice = printNotice
        let result = builder.build()
        printDiagnostics(result.diagnostics)
        guard result.succeeded else { throw ExitCode.failure }
        if !quiet {
            print(
                "Built \(counted(result.pageCount, "page")) (\(counted(result.chapterCount, "chapter"))) into "
                    + result.outputPath)
            if result.showsStudentNamesByDefault {
                print(
                    "The class pages in \(result.outputPath) show students' names, for you; `publish` and `daily` show "
                        + "codes (listed in Content/class/codes.csv) unless site.yml says `class: {privacy: names}`")
            }
        }
        if let timer {
            print("Timings: \(timer.summary()); \(result.unchangedPageCount) pages unchanged since the last build")
        }
    }
}
