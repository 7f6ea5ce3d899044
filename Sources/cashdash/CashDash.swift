import ArgumentParser
import CashDashKit

@main
struct CashDash: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cashdash",
        abstract: "Build a friendly money-teaching website from a folder of Markdown, glossary, budget and rate files.",
        version: BuildInfo.versionLine,
        subcommands: [
            Init.self, New.self, Build.self, Check.self, Serve.self, Report.self, Add.self, Undo.self, Balance.self,
            Import.self, Rule.self,
            Rates.self, Class.self, Templates.self, Publish.self, Daily.self, CI.self,
        ]
    )
}
