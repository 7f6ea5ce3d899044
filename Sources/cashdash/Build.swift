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

    @Option(
        help: ArgumentHelp(
            "Also print every chapter (the print page) to this PDF, through Chromium, Chrome, Edge or Brave.",
            valueName: "FILE"))
    var pdf: String?

    func run() throws {
        // A PDF needs a browser: without one, say so before building.
        let printer: PDFPrinter?
        do throws(OutputError) {
            printer = pdf != nil ? try PDFPrinter.find() : nil
        } catch {
            printError("--pdf: error: \(error.description); nothing was built")
            throw ExitCode.failure
        }
        let timer = timings ? StepTimer() : nil
        let progress: (any BuildProgress)? = timer ?? (quiet ? nil : TerminalProgress.onStandardError())
        var builder = SiteBuilder(
            sitePath: try siteOption.path(), outputPath: output, progress: progress, today: commandToday())
        builder.strict = strict
        builder.baseURL = try baseURLOption.checked()
        builder.waitingNotice = printNotice
        builder.leavesMemoryToExit = true
        let result = builder.build()
        printDiagnostics(result.diagnostics)
        guard result.succeeded else { throw ExitCode.failure }
        if !quiet {
            print(
                "Built \(counted(result.pageCount, "page")) (\(counted(result.chapterCount, "chapter"))) into "
                    + result.outputPath
                    + (result.nothingChanged
                        ? "; nothing had changed since the last build, so no file was written" : ""))
            if result.showsStudentNamesByDefault {
                print(
                    "The class pages in \(result.outputPath) show students' names, for you; `publish` and `daily` show "
                        + "codes (listed in Content/class/codes.csv) unless site.yml says `class: {privacy: names}`")
            }
        }
        if let printer, let pdf { try printCurriculum(with: printer, builtIn: result.outputPath, to: pdf) }
        if let timer {
            let nothing = result.nothingChanged ? "; nothing had changed" : ""
            var kept = ["\(result.unchangedPageCount) pages"]
            if result.keptPrintChapterCount > 0 || result.keptPrintFrame {
                let frame = result.keptPrintFrame ? " with its frame" : ""
                kept.append("\(result.keptPrintChapterCount) chapters of the print page\(frame)")
            }
            if result.keptSearchWordCount > 0 {
                kept.append("\(result.keptSearchWordCount) of the search's \(result.searchWordCount) words")
            }
            let listed = kept.count == 1 ? kept[0] : kept.dropLast().joined(separator: ", ") + " and " + kept.last!
            print("Timings: \(timer.summary())\(nothing); \(listed) unchanged since the last build")
        }
    }

    /// Prints the built print page into `path`, saying so, or says why not and fails.
    private func printCurriculum(with printer: PDFPrinter, builtIn output: String, to path: String) throws {
        do throws(OutputError) {
            let pages = try printer.writeCurriculum(builtIn: output, to: path)
            if !quiet { print("Wrote \(path) (\(counted(pages, "page")))") }
        } catch {
            printError("\(path): error: \(error.description); the site was built, but no PDF was written")
            throw ExitCode.failure
        }
    }
}
