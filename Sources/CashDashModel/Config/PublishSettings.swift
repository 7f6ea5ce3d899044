import Foundation

/// The `publish:` section of `site.yml`: where `cashdash publish` (and `daily`) sends the built site by default.
///
/// ```yaml
/// publish: {to: git, branch: gh-pages, remote: origin}
/// ```
public struct PublishSettings: Sendable, Equatable {
    /// `git`, a folder, or a file ending in `.zip`; a relative path is taken from the site folder.
    public var to: String
    /// The branch `--to git` commits onto.
    public var branch: String?
    /// The remote `--to git` pushes to.
    public var remote: String?
    /// Whether `--to git` pushes after committing (default true).
    public var push: Bool?
    /// Where the value of `to` is written in site.yml (line, then column), for messages about it.
    public var toLine: Int?, toColumn: Int?

    public init(
        to: String, branch: String? = nil, remote: String? = nil, push: Bool? = nil, toLine: Int? = nil,
        toColumn: Int? = nil
    ) {
        (self.to, self.branch, self.remote, self.push) = (to, branch, remote, push)
        (self.toLine, self.toColumn) = (toLine, toColumn)
    }

    public static let keys = ["to", "branch", "remote", "push"]

    /// Reads the section, reporting each problem at its line.
    static func read(_ mapping: YAMLMapping, diagnostics: inout Diagnostics) -> PublishSettings? {
        mapping.rejectUnknownKeys(keys, in: "`publish`", diagnostics: &diagnostics)
        guard let to = mapping.string("to", diagnostics: &diagnostics) else {
            diagnostics.error(
                "`publish` needs `to`: `git` (a branch such as gh-pages), a folder, or a file ending in .zip, like "
                    + "`publish: {to: git, branch: gh-pages}`", in: mapping.path, line: mapping.line,
                column: mapping.column)
            return nil
        }
        let entry = mapping.entry("to")!
        if to.hasPrefix("~") {
            // Foundation reads `~` as a home folder only in a path relative to the current folder: run in the site,
            // the site would go to the home folder; run with --site, as a schedule is, into a folder `~` in the site.
            diagnostics.error(
                "`publish: to: \(to)` starts with ~, which only a shell reads as a home folder; write the folder's whole "
                    + "path instead, such as \(NSString(string: to).expandingTildeInPath)", in: mapping.path,
                line: entry.valueLine, column: entry.valueColumn)
        }
        if let problem = targetProblem(to) {
            diagnostics.error(problem, in: mapping.path, line: entry.valueLine, column: entry.valueColumn)
        }
        let remote = mapping.string("remote", diagnostics: &diagnostics)
        if let remote, GitRemote(remote) == nil, let place = mapping.entry("remote") {
            diagnostics.error(
                GitRemote.refusal(remote), in: mapping.path, line: place.valueLine, column: place.valueColumn)
        }
        return PublishSettings(
            to: to, branch: mapping.string("branch", diagnostics: &diagnostics), remote: remote,
            push: mapping.bool("push", diagnostics: &diagnostics), toLine: entry.valueLine, toColumn: entry.valueColumn)
    }

    /// Why `to` names no target `publish` can write, or nil: an address (`s3://bucket/site`, `ftp://…`) or a
    /// `remote:path` of rclone or scp (`r2:class-site`) would otherwise be taken for a folder of that name.
    public static func targetProblem(_ to: String) -> String? {
        if to.hasPrefix("rclone:") { return nil }  // a remote of rclone's, checked where it is used
        let colon = to.firstIndex(of: ":")
        let prefix = colon.map { to[..<$0] } ?? ""
        let looksLikeAddress =
            to.contains("://")
            || (colon != nil && !prefix.isEmpty && !prefix.contains("/") && !prefix.hasPrefix("."))
        guard looksLikeAddress else { return nil }
        return "`\(GitRemote.hidingCredentials(to))` is an address, not a folder publish can write to; publish takes "
            + "`git` (a branch, pushed to a remote), a folder's path, a file ending in .zip, or rclone:REMOTE:PATH "
            + "for a server or a cloud bucket that `rclone config` has set up"
    }
}
