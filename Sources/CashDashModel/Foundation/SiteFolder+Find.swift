import Foundation

/// Why a command has no site to work on, as one line that says what to do.
public struct SiteNotFound: Error, CustomStringConvertible, Sendable {
    /// `path:1:1: error: …`, ready to print.
    public let description: String
}

extension SiteFolder {
    /// The site a command works on: the folder `--site` names, or else the current folder, either of which must hold
    /// `Content/site.yml`. No command guesses further, so a scheduled run from the wrong folder stops at once
    /// instead of writing a new `Content/` or `Output/` there.
    ///
    /// - Parameter named: what `--site` said, or nil when it was not given.
    /// - Throws: ``SiteNotFound`` naming the missing file and suggesting `--site DIR` or `cashdash init`.
    public static func find(_ named: String?) throws(SiteNotFound) -> SiteFolder {
        let site = SiteFolder(named ?? ".")
        let settings = site.content("site.yml")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: settings.url.path, isDirectory: &isFolder), !isFolder.boolValue {
            return site
        }
        guard let named else {
            throw SiteNotFound(
                description:
                    "\(settings.path):1:1: error: this folder is not a Cash Dash site (it has no Content/site.yml); "
                    + "name your site's folder with --site DIR, or start a new site here with `cashdash init`")
        }
        let shown = visibleText(named)
        if !FileManager.default.fileExists(atPath: site.url.path, isDirectory: &isFolder) || !isFolder.boolValue {
            throw SiteNotFound(
                description: "\(shown):1:1: error: there is no folder \(shown) for --site; check its name, "
                    + "or start a new site there with `cashdash init \(shown)`")
        }
        throw SiteNotFound(
            description:
                "\(visibleText(settings.path)):1:1: error: \(shown) is not a Cash Dash site (it has no Content/site.yml); "
                + "check the folder's name, or start a new site there with `cashdash init \(shown)`")
    }

    /// Whether the current folder holds a site (`Content/site.yml`), for the commands that can work without one.
    public static var currentFolderIsASite: Bool {
        (try? find(nil)) != nil
    }
}
