import ArgumentParser
import CashDashKit
import CashDashModel

struct Class: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "class",
        abstract: "Add to the class ledger, publish its transactions and print monthly statements.",
        subcommands: [
            Pay.self, Buy.self, Fine.self, Transfer.self, Save.self, Withdraw.self, XP.self, Award.self, Payroll.self,
            Lock.self, Statements.self,
        ])

    struct Lock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lock",
            abstract: "Record the class's new transactions as published in Content/class/ledger.lock.",
            discussion:
                "Run it after checking the new rows. A published transaction can never be changed or removed: the build fails, naming it, and a correction is a new transaction."
        )

        @OptionGroup var siteOption: SiteOption

        func run() throws {
            let result = ClassLock(sitePath: try siteOption.path()).run()
            printDiagnostics(result.diagnostics, failureNote: "nothing was locked")
            guard let message = result.message else { throw ExitCode.failure }
            printLine(message)
        }
    }

    struct Statements: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "statements",
            abstract: "Write one printable statement per student for a month.")

        @Option(help: ArgumentHelp("The month.", valueName: "YYYY-MM")) var month: Month
        @OptionGroup var siteOption: SiteOption
        @Option(help: ArgumentHelp("The folder to write; default: the site's Statements/YYYY-MM.", valueName: "DIR"))
        var output: String?
        @Flag(help: "Also print each statement, and all of them, to PDF (through Chromium, Chrome, Edge or Brave).")
        var pdf = false

        func run() throws {
            var statements = ClassStatements(
                sitePath: try siteOption.path(), month: month, outputPath: output, today: commandToday())
            do throws(OutputError) {
                statements.printer = pdf ? try PDFPrinter.find() : nil
            } catch {
                printError("--pdf: error: \(error.description); no statement was written")
                throw ExitCode.failure
            }
            statements.waitingNotice = printNotice
            let result = statements.run()
            printDiagnostics(result.diagnostics)
            guard !result.diagnostics.hasErrors else { throw ExitCode.failure }
            print("Wrote \(result.written) statements for \(month) into \(result.outputPath) (open index.html)")
            if let pages = result.allPDFPages {
                print("Wrote a PDF of each, and \(result.outputPath)/all.pdf (\(counted(pages, "page")))")
            }
        }
    }
}
