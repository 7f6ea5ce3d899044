import Foundation

/// Which Cash Dash this is: the version, and the git commit a packaged binary was built from.
///
/// `Scripts/package.sh` writes the commit into `Release/commit` before a release build, and the EmbedFiles plugin
/// compiles it in; a build from source without that file says "unknown commit".
public enum BuildInfo {
    /// The version of Cash Dash, as the release tarball's name gives it.
    public static let version = "0.28.0"

    /// Where the release tarballs are downloaded from (`…/download/vVERSION/cashdash-VERSION-linux-x86_64.tar.gz`);
    /// the GitHub workflow that `init` writes installs Cash Dash from here.
    public static let releasesURL = "https://github.com/cashdash/cashdash/releases"

    /// The commit the binary was built from (`git describe --always --dirty`), or "unknown commit".
    public static var commit: String {
        let file = EmbeddedFiles.files(in: "Release", where: { $0 == "commit" }).first
        let text =
            file.map { String(decoding: $0.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
        return text.isEmpty ? "unknown commit" : "commit " + text
    }

    /// What `cashdash --version` prints: `0.28.0 (commit 1a2b3c4)`.
    public static var versionLine: String { "\(version) (\(commit))" }
}
