import ArgumentParser
import CashDashKit
import CashDashModel

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new site in a folder (never over an existing one).",
        discussion:
            "Writes Content/ with a commented site.yml, two starter chapters, a small glossary, an example budget, the calculators' pages and an empty class ledger, and a .gitignore for Output/. With --language, the settings' notes, chapters, glossary, budget and calculators' pages are written in that language, and site.yml sets its language, locale and currency."
    )

    @Argument(help: ArgumentHelp("The folder for the new site; made if it does not exist.", valueName: "DIR"))
    var folder = "."

    @Flag(help: "Copy the full default class site instead of the small starter.")
    var example = false

    @Option(
        help: ArgumentHelp(
            "The language of the starter site: \(SiteInit.languages.joined(separator: ", ")).", valueName: "CODE"))
    var language = "en"

    func validate() throws {
        guard SiteInit.languages.contains(language) else { throw ValidationError(SiteInit.unknownLanguage(language)) }
        if example && language != "en" {
            throw ValidationError(
                "the example class site is written in English only; leave out --example for a starter site in "
                    + "`\(language)`")
        }
    }

    func run() throws {
        let result = SiteInit(folder: folder, example: example, language: language).run()
        let written = result.files.count
        printDiagnostics(
            result.diagnostics,
            failureNote: written == 0
                ? "nothing was written"
                : "\(written == 1 ? "1 file was" : "\(written) files were") written all the same: "
                    + result.files.prefix(5).joined(separator: ", ") + (written > 5 ? " and \(written - 5) more" : ""))
        guard !result.diagnostics.hasErrors else { throw ExitCode.failure }
        let enter = folder == "." ? "" : "  cd \(folder)\n"
        print(
            """
            Made a new site with \(result.files.count) files in \(folder == "." ? "this folder" : folder).
            Next:
            \(enter)  cashdash serve      # preview it in your browser; every saved change shows at once
              cashdash build      # or write the finished site into Output/, then open Output/index.html
            Edit Content/site.yml first: it says what each setting does.
            To publish it on GitHub Pages, push it to a GitHub repository: .github/workflows/cashdash.yml builds it there.
            """)
    }
}

struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a new chapter or calculator page, with its front matter.",
        subcommands: [Chapter.self, Calculator.self])

    struct Chapter: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "chapter",
            abstract: "Write Content/curriculum/NN-title.md, numbered after the last chapter.")

        @Argument(help: "The chapter's title.") var title: String
        @OptionGroup var siteOption: SiteOption

        func run() throws {
            try report(NewContent(sitePath: try siteOption.path(), kind: .chapter(title: title)).run())
        }
    }

    struct Calculator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "calculator",
            abstract: "Write the explanation page of a calculator into Content/calculators/.")

        @Argument(
            help: ArgumentHelp(
                "Which calculator.", valueName: CalculatorKind.allCases.map(\.rawValue).joined(separator: "|")))
        var kind: CalculatorKind
        @OptionGroup var siteOption: SiteOption

        func run() throws {
            try report(NewContent(sitePath: try siteOption.path(), kind: .calculator(kind)).run())
        }
    }
}

extension CalculatorKind: ExpressibleByArgument {}

private func report(_ result: NewContent.Result) throws {
    printDiagnostics(result.diagnostics)
    guard let path = result.path else { throw ExitCode.failure }
    print("Wrote \(path)")
    if let nextStep = result.nextStep { print(nextStep) }
}

struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Work with Cash Dash's templates.", subcommands: [Export.self])

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write Cash Dash's own templates and assets out to customise them.",
            discussion:
                "A site's Templates/ folder overrides the bundled templates file by file, so keep only the files you change."
        )

        @Argument(help: ArgumentHelp("Where to write them.", valueName: "DIR")) var folder = "Templates"
        @Flag(help: "Replace files that are already there.") var force = false

        func run() throws {
            let result = TemplatesExport(folder: folder, force: force).run()
            printDiagnostics(result.diagnostics)
            // What was written is said even when some files failed: the report is of what happened.
            print("Wrote \(result.written.count) files into \(folder)")
            if !result.kept.isEmpty {
                print(
                    "Kept \(result.kept.count) that were there already (use --force to replace them): "
                        + result.kept.joined(separator: ", "))
            }
            if !result.failed.isEmpty {
                print(
                    "Did not write \(result.failed.count) (see the errors above): "
                        + result.failed.joined(separator: ", "))
                throw ExitCode.failure
            }
            guard !result.diagnostics.hasErrors else { throw ExitCode.failure }
        }
    }
}
