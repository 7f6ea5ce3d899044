import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Report on budget ledgers: one printable page (html, or pdf through a browser), or totals for spreadsheets and "
            + "scripts (json, csv).",
        discussion: "Totals are overall, by budget, by category and by month, exact to the cent.")

    @Argument(help: "The ledger CSV files.") var files: [String]
    @Option(help: ArgumentHelp("Budget settings (default: Content/budgets/budgets.yml).", valueName: "FILE"))
    var budgets: String?
    @Option(help: ArgumentHelp("Only transactions on or after this day.", valueName: "YYYY-MM-DD")) var from: Day?
    @Option(help: ArgumentHelp("Only transactions on or before this day.", valueName: "YYYY-MM-DD")) var to: Day?
    @Option(help: ArgumentHelp("Only this budget.", valueName: "NAME")) var budget: String?
    @Option(help: "html, json, csv or pdf (printed by Chromium, Chrome, Edge or Brave on the PATH).") var format:
        BudgetReport.Format = .html
    @Option(
        help: ArgumentHelp(
            "Write here (default: report.html, .json or .csv at a terminal, standard output when piped; report.pdf).",
            valueName: "FILE"))
    var output: String?
    @Option(
        help: ArgumentHelp(
            "The site whose currency, locale and exchange rates apply (default: the current folder's, if it is a site; "
                + "else US dollars and en_US).", valueName: "DIR"))
    var site: String?
    @Flag(help: "Leave out rows with problems (they are still listed) instead of failing.") var keepGoing = false

    func run() throws {
        // A PDF needs a browser: without one, say so before reading anything.
        let printer: PDFPrinter?
        do throws(OutputError) {
            printer = format == .pdf ? try PDFPrinter.find() : nil
        } catch {
            printError("--format pdf: error: \(error.description); no report was written")
            throw ExitCode.failure
        }
        var report = BudgetReport(files: files)
        report.budgetsFile = budgets
        // A report reads ledgers from anywhere, so it is the one command that goes on without a site: with the
        // defaults when the current folder is not one. A --site that names no site is refused as everywhere.
        if site != nil || SiteFolder.currentFolderIsASite { report.sitePath = try SiteOption.find(site).path }
        report.from = from
        report.to = to
        report.budget = budget
        report.format = format
        report.keepGoing = keepGoing
        let result = report.run()
        printDiagnostics(result.diagnostics, failureNote: "no report was written")
        guard let text = result.text else { throw ExitCode.failure }
        // At a terminal an 800-line page is no use on the screen: it goes into a file, as --output would write it.
        let chosen = output ?? (isatty(STDOUT_FILENO) != 0 || printer != nil ? "report.\(format.rawValue)" : nil)
        guard let destination = chosen else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        var pages: Int?
        do throws(OutputError) {
            if let printer {
                pages = try printer.write(html: text, to: destination)
            } else {
                try ReportFile.write(text, to: destination)
            }
        } catch {
            let hint = output == nil ? " (name another file with --output FILE)" : ""
            printError("\(destination): error: \(error.description)\(hint); no report was written")
            throw ExitCode.failure
        }
        if let pages { return print("Wrote \(destination) (\(counted(pages, "page")))") }
        print("Wrote \(destination)" + (format == .html ? ": open it in a browser to read or print it" : ""))
    }
}
