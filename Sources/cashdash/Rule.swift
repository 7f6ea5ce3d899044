import ArgumentParser
import CashDashKit

struct Rule: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rule",
        abstract: "Category rules: words in a bank row's note that give it a category.",
        subcommands: [Add.self])

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Add a category rule to a ledger profile in budgets.yml and say how many rows it categorizes.",
            discussion:
                "PATTERN is words found in a row's note, case ignored, with | between choices (STARBUCKS|PEET'S). "
                + "The rule is added at the end of budgets.yml; nothing already there changes.")

        @Argument(help: "The words to find in a row's note.") var pattern: String
        @Argument(help: "The category the rule gives.") var category: String
        @Option(
            help: ArgumentHelp(
                "A ledger file the profile reads, or the profile's name (needed when there are several).",
                valueName: "LEDGER"))
        var file: String?
        @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

        func run() throws {
            var command = AddRule(pattern: pattern, category: category)
            command.file = file
            command.sitePath = site
            let diagnostics = command.run()
            printDiagnostics(diagnostics)
            if diagnostics.hasErrors { throw ExitCode.failure }
        }
    }
}
