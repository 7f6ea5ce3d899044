import ArgumentParser
import CashDashKit
import CashDashModel

struct CI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ci",
        abstract: "Write a continuous-integration setup for the site.",
        subcommands: [GitHub.self])

    struct GitHub: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "github",
            abstract:
                "Write .github/workflows/cashdash.yml: build and publish on GitHub Pages on every push, and fetch the rates each weekday.",
            discussion:
                "`cashdash init` writes the same file. An existing file is never replaced. Then set Settings > Pages > Source to \"GitHub Actions\"."
        )

        @OptionGroup var siteOption: SiteOption

        func run() throws {
            let result = CIGitHub(site: try siteOption.folder()).run()
            printDiagnostics(result.diagnostics)
            guard let path = result.path else { throw ExitCode.failure }
            print(
                "Wrote \(path). Commit it and push; then, once, in the repository's Settings > Pages, set Source to \"GitHub Actions\"."
            )
        }
    }
}
