import CashDashModel
import Foundation

/// `cashdash ci github [--site DIR]`: adds the GitHub workflow that `init` writes to a site made before it did, never
/// over a file that is there.
public struct CIGitHub: Sendable {
    public var site: SiteFolder

    public init(site: SiteFolder) {
        self.site = site
    }

    /// What it did: the workflow's path as messages show it, or why it wrote nothing.
    public struct Result: Sendable {
        public var diagnostics = Diagnostics()
        public var path: String?
    }

    public func run() -> Result {
        var result = Result()
        let target = site.item(".github", "workflows", "cashdash.yml")
        do {
            switch try NewFile.write(Data(GitHubWorkflow.text().utf8), to: target.url) {
            case .written: result.path = target.path
            case .kept:
                result.diagnostics.error(
                    "there is a workflow here already, and Cash Dash never writes over your files; to get the new one, "
                        + "rename or delete this file and run `cashdash ci github` again", in: target.path)
            }
        } catch {
            result.diagnostics.error("this file cannot be written (\(plainWords(error)))", in: target.path)
        }
        return result
    }
}
