import ArgumentParser
import CashDashModel

/// `--site DIR`, shared by every command that reads a site: the folder named, or the current folder, which must hold
/// `Content/site.yml`.
struct SiteOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The site folder, holding Content/site.yml (default: the current folder).", valueName: "DIR")
    )
    var site: String?

    /// The site's folder as given, once it is known to hold a site; otherwise prints why, in one line, and fails.
    func folder() throws -> SiteFolder {
        try Self.find(site)
    }

    /// The site `--site` named (nil: the current folder), or one line saying why there is none and a failure.
    static func find(_ site: String?) throws -> SiteFolder {
        do throws(SiteNotFound) {
            return try SiteFolder.find(site)
        } catch {
            printNotice(error.description)
            throw ExitCode.failure
        }
    }

    /// The site's folder path, as ``folder()`` finds it.
    func path() throws -> String {
        try folder().path
    }
}
