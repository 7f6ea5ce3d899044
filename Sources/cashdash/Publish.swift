import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Publish: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Build the site, then send it to a git branch, a folder, a zip file or an rclone remote.",
        discussion: """
            Nothing is published when the build has an error. --to git commits onto a branch (gh-pages) without touching \
            your working tree, keeping files Cash Dash did not put there (CNAME), then pushes. A folder gets the same \
            care as Output/. rclone:REMOTE:PATH sends only what changed to a remote `rclone config` set up (S3, R2, \
            SFTP, WebDAV…) and deletes only files it published there. site.yml's `publish: {to: git, branch: gh-pages, \
            remote: origin}` is the default.
            """)

    @Option(
        help: ArgumentHelp(
            "git, a folder, a file ending in .zip, or rclone:REMOTE:PATH; default: site.yml's publish: to.",
            valueName: "git|DIR|FILE.zip|rclone:REMOTE:PATH"))
    var to: String?
    @Option(help: ArgumentHelp("The branch for --to git (default gh-pages).", valueName: "B")) var branch: String?
    @Option(help: ArgumentHelp("The remote for --to git (default origin).", valueName: "R")) var remote: String?
    @Flag(help: "Commit onto the branch but do not push it.") var noPush = false
    @Flag(help: "List what would be added, changed and removed, and publish nothing.")
    var dryRun = false
    @Flag(help: "For rclone:REMOTE:PATH: replace files Cash Dash did not publish, and delete more than 256 at once.")
    var force = false
    @Option(help: ArgumentHelp("The site folder.", valueName: "DIR")) var site = "."

    func run() throws {
        var publish = SitePublish(sitePath: site)
        publish.today = commandToday()
        (publish.to, publish.branch, publish.remote, publish.noPush) = (to, branch, remote, noPush)
        (publish.dryRun, publish.force) = (dryRun, force)
        publish.waitingNotice = printNotice
        let result = publish.run()
        printDiagnostics(result.diagnostics, failureNote: "nothing was published")
        for line in result.lines { printLine(line) }
        guard !result.failed else { throw ExitCode.failure }
    }
}
