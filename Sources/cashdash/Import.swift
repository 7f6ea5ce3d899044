import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Work out the import profile of a bank's CSV export, show its first rows, and add the profile to budgets.yml.",
        discussion:
            "A file a profile in budgets.yml already reads changes nothing there; a new one is copied into Content/budgets/."
    )

    @Argument(help: "The bank's export files.") var files: [String]
    @Option(help: ArgumentHelp("The budget its rows go to (default: named after the file).", valueName: "NAME"))
    var budget: String?
    @Option(
        help: ArgumentHelp(
            "How its dates are written, when they could be day-first or month-first.", valueName: "PATTERN"))
    var dateFormat: String?
    @Option(
        help: ArgumentHelp(
            "Which way amounts count, when the file has no running balance to say: charges-positive (a card's) or "
                + "signed (money out negative).", valueName: "charges-positive|signed"))
    var amounts: ProfileGuess.AmountSigns?
    @Option(help: ArgumentHelp("The site folder, holding Content/.", valueName: "DIR")) var site = "."
    @Flag(help: "Add the profile without asking.") var yes = false

    func run() throws {
        var command = BankImport(files: files)
        command.sitePath = site
        command.budget = budget
        command.dateFormat = dateFormat
        command.amounts = amounts
        command.confirmed = yes
        if isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 {
            command.ask = { question in
                print(question, terminator: "")
                return readLine()
            }
        }
        let diagnostics = command.run()
        printDiagnostics(diagnostics)
        if diagnostics.hasErrors { throw ExitCode.failure }
    }
}

extension ProfileGuess.AmountSigns: ExpressibleByArgument {}
