import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

/// Prints an entry command's lines and problems, failing when it failed.
func finish(_ result: EntryResult) throws {
    printDiagnostics(result.diagnostics, failureNote: result.failureNote)
    for line in result.lines { printLine(line) }
    if result.failed { throw ExitCode.failure }
}

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add one row to a budget's ledger, written the way that ledger writes rows.",
        discussion: """
            The row goes at the end of the budget's ledger file, in its own columns, date format and separators; nothing \
            already in the file changes. It is checked as `build` checks it. Run without arguments at a terminal to be \
            asked for each field.
            """)

    @Argument(help: "The amount, such as 12.50 (money out; --deposit for money in).") var amount: String?
    @Argument(help: "The category, such as Groceries.") var category: String?
    @Argument(help: "A note, such as \"Milk and bread\".") var note: String?
    @Option(help: ArgumentHelp("The budget (needed when there are several).", valueName: "NAME")) var budget: String?
    @Option(help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD")) var date: Day?
    @Flag(help: "Money added, not spent.") var deposit = false
    @Option(
        help: ArgumentHelp(
            "The amount's currency, when not the budgets' (budgets.yml's currency, else the site's).", valueName: "CODE"
        )) var currency: String?
    @Flag(help: "Allow a category no row of the budget has yet.") var newCategory = false
    @Flag(help: "Start the budget named by --budget when there is none: a new ledger file, Content/budgets/NAME.csv.")
    var newBudget = false
    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

    func run() throws {
        var entry = AddEntry(
            sitePath: site, amount: amount ?? "", category: category ?? "", note: note ?? "", budget: budget,
            date: date,
            deposit: deposit, currency: currency, allowsNewCategory: newCategory, today: commandToday())
        entry.startsBudget = newBudget
        if amount == nil || category == nil {
            guard isatty(STDIN_FILENO) != 0 else {
                throw ValidationError(
                    "give the amount and the category, as in: cashdash add 12.50 Groceries \"Milk and bread\"")
            }
            try ask(&entry)
        }
        try finish(entry.run())
    }

    /// Asks for each field at the terminal, as `hledger add` does, with the newest row's value in brackets as default.
    private func ask(_ entry: inout AddEntry) throws {
        let (budgets, newest) = AddEntry.defaults(sitePath: site, today: commandToday())
        func prompt(_ question: String, default value: String?) throws -> String {
            print(question + (value.map { " [\($0)]" } ?? "") + ": ", terminator: "")
            guard let answer = readLine() else { throw ExitCode.failure }
            let trimmed = answer.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? (value ?? "") : trimmed
        }
        if entry.budget == nil && budgets.count > 1 {
            entry.budget = try prompt("Budget (\(budgets.joined(separator: ", ")))", default: newest?.budget)
        }
        let day = try prompt("Date", default: (entry.date ?? commandToday()).description)
        guard let parsed = Day(exactly: day) else {
            throw ValidationError("`\(day)` is not a day; write it YYYY-MM-DD")
        }
        entry.date = parsed
        entry.amount = try prompt("Amount", default: nil)
        let kind = try prompt("Spent or added", default: entry.deposit ? "added" : "spent").lowercased()
        entry.deposit = kind.hasPrefix("a") || kind.hasPrefix("d")
        entry.category = try prompt("Category", default: newest?.category)
        entry.note = try prompt("Note", default: nil)
    }
}

struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Reverse a budget's last row by adding its opposite (history is never edited).",
        discussion: "Run it twice to reverse the last two rows. The new row's note names the line it reverses.")

    @Option(help: ArgumentHelp("The budget (needed when there are several).", valueName: "NAME")) var budget: String?
    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

    func run() throws {
        try finish(UndoEntry(sitePath: site, budget: budget, today: commandToday()).run())
    }
}

struct Balance: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "balance",
        abstract: "Show each budget's balance, this month's spending and its limits, as the site shows them.")

    @Option(help: ArgumentHelp("Only this budget.", valueName: "NAME")) var budget: String?
    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

    func run() throws {
        try finish(BalanceReport(sitePath: site, budget: budget, today: commandToday()).run())
    }
}
