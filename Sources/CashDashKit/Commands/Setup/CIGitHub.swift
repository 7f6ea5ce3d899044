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
        // A weekday schedule only for a site that follows exchange rates.
        guard FileManager.default.fileExists(atPath: site.content("site.yml").url.path) else {
            result.diagnostics.error(
                "there is no site here (no Content/site.yml); run this in your site's folder, or name it with --site DIR",
                in: site.content("site.yml").path)
            return result
        }
        let config = SiteConfig.load(in: site, diagnostics: &result.diagnostics)
        guard !result.diagnostics.hasErrors else { return result }
        do {
            switch try NewFile.write(
                Data(GitHubWorkflow.text(followsRates: config.rates.isWritten).utf8), to: target.url)
            {
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
