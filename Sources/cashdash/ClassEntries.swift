import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

/// The options every class entry takes: the date and the site.
struct ClassEntryOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The day it happened (default: today).", valueName: "YYYY-MM-DD")) var date: Day?
    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

    /// Runs `kind` and prints what it added.
    func run(_ kind: ClassEntry.Kind) throws {
        let result = ClassEntry(sitePath: site, kind: kind, date: date, today: commandToday()).run()
        printDiagnostics(result.diagnostics)
        guard let message = result.message else { throw ExitCode.failure }
        printLine(message)
    }

    /// Moves money between a student's checking and savings, and prints what it added.
    func run(savings direction: ClassSavingsMove.Direction, student: String, amount: String) throws {
        let result = ClassSavingsMove(
            sitePath: site, direction: direction, student: student, amount: amount, date: date, today: commandToday()
        ).run()
        printDiagnostics(result.diagnostics)
        guard let message = result.message else { throw ExitCode.failure }
        printLine(message)
    }
}

extension Class {
    struct Pay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pay", abstract: "The bank pays a student (wages, a bonus).")
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(help: "How much, like 12.00 (or as the site writes numbers: 12,00 in Germany).") var amount: String
        @Argument(help: "What for (the memo).") var memo: String
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(.pay(student: student, amount: amount, memo: memo)) }
    }

    struct Buy: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "buy",
            abstract: "A student buys from the class store: the money goes to the bank.",
            discussion:
                "`buy NAME ITEM` charges the price of ITEM in the store of Content/class/rules.yml (case ignored); `buy NAME PRICE ITEM` charges PRICE for anything."
        )
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(
            help: ArgumentHelp(
                "An item of the store by name; or the price, like 4.00, followed by the item.",
                valueName: "item-or-price"))
        var first: String
        @Argument(help: "The item, after a price (the memo says `Class store: ITEM`).") var item: String?
        @OptionGroup var options: ClassEntryOptions
        func run() throws {
            try options.run(.buy(student: student, amount: item == nil ? nil : first, item: item ?? first))
        }
    }

    struct Save: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "save", abstract: "Move a student's money from checking into their savings.")
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(help: "How much, like 5.00; at most what their checking holds.") var amount: String
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(savings: .save, student: student, amount: amount) }
    }

    struct Withdraw: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "withdraw", abstract: "Move a student's money from savings back into their checking.")
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(help: "How much, like 5.00; at most what their savings hold.") var amount: String
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(savings: .withdraw, student: student, amount: amount) }
    }

    struct Fine: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fine", abstract: "A student pays a fine to the bank.")
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(help: "How much, like 2.00.") var amount: String
        @Argument(help: "Why (the memo says `Fine: WHY`).") var reason: String
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(.fine(student: student, amount: amount, reason: reason)) }
    }

    struct Transfer: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "transfer", abstract: "One student pays another.")
        @Argument(help: "Who pays.") var from: String
        @Argument(help: "Who is paid.") var to: String
        @Argument(help: "How much, like 3.00.") var amount: String
        @Argument(help: "What for (default: Transfer).") var memo: String?
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(.transfer(from: from, to: to, amount: amount, memo: memo)) }
    }

    struct XP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "xp",
            abstract: "Give a student experience points for a quest (negative points correct an award).")
        /// The student, the points and the quest, read as the words left over, so that a correction's negative
        /// points (`-5`) are not taken for an option.
        @Argument(
            parsing: .allUnrecognized,
            help: ArgumentHelp(
                "The student (the start of a name or of any of its words, if only they have it, or their id), whole points (like 25, or -5 to correct an award) and the quest or assignment.",
                valueName: "student points quest"))
        var words: [String] = []
        @OptionGroup var options: ClassEntryOptions

        func validate() throws {
            guard words.count == 3 else {
                throw ValidationError(
                    "give a student, points and a quest, like `cashdash class xp Ava 25 \"Budget quest\"`")
            }
            guard Int(words[1]) != nil else {
                throw ValidationError(
                    "The value '\(words[1])' is invalid for '<points>'; write whole points like 25, or -5 to correct an award"
                )
            }
        }

        func run() throws { try options.run(.xp(student: words[0], points: Int(words[1])!, quest: words[2])) }
    }

    struct Award: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "award", abstract: "Give a student a badge, by its name or id.")
        @Argument(help: "The student: the start of a name or of any of its words, if only they have it, or their id.")
        var student: String
        @Argument(help: "The badge's name or id.") var badge: String
        @Argument(help: "Why (optional).") var reason: String?
        @OptionGroup var options: ClassEntryOptions
        func run() throws { try options.run(.award(student: student, badge: badge, reason: reason)) }
    }

    struct Payroll: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "payroll",
            abstract:
                "Add the rows of Content/class/rules.yml's weekly pay, rent and interest due up to a day, each once.",
            discussion:
                "Running it again adds nothing: a rule's row is done when transactions.csv has a row of that date between the same parties with its memo."
        )
        @Option(help: ArgumentHelp("The last day to pay up to (default: today).", valueName: "YYYY-MM-DD")) var through:
            Day?
        @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

        func run() throws {
            let result = ClassPayroll(sitePath: site, through: through, today: commandToday()).run()
            printDiagnostics(result.diagnostics)
            guard result.succeeded else { throw ExitCode.failure }
            for line in result.lines { printLine(line) }
            if result.lines.isEmpty { print("rules.yml has no rules yet; nothing was added") }
        }
    }
}
