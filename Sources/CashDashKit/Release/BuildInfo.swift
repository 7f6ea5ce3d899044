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
    public static let commit = commitLine(
        from: EmbeddedFiles.files(in: "Release", where: { $0 == "commit" }).first?.data ?? Data())

    /// The commit as `Release/commit` gives it (`f5dcc706322e` and a line's end), or "unknown commit" for none.
    /// Its spaces and line ends are taken off on the bytes: Foundation's trimming loaded its character sets on every
    /// command, for the version line the argument parser and the program's stamp both ask for (0.6 % of a rebuild
    /// after one edit, by perf).
    static func commitLine(from file: Data) -> String {
        let blank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        let text = String(decoding: file.drop(while: blank).reversed().drop(while: blank).reversed(), as: UTF8.self)
        return text.isEmpty ? "unknown commit" : "commit " + text
    }

    /// What `cashdash --version` prints: `0.28.0 (commit 1a2b3c4)`.
    public static let versionLine = "\(version) (\(commit))"
}
