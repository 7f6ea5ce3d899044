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
    public static let commit = commitLine(from: EmbeddedFiles.text(at: "Release/commit") ?? "")

    /// The commit as `Release/commit` gives it (`f5dcc706322e` and a line's end), or "unknown commit" for none.
    /// Its spaces and line ends are taken off its bytes: Foundation's trimming loaded its character sets, and a
    /// `Data` of the file and generic views of it each had the runtime look up types and conformances, on every
    /// command, for the version line the argument parser and the program's stamp both ask for (0.6 % of a rebuild
    /// after one edit, by perf; 8 % of `cashdash --version`).
    static func commitLine(from file: String) -> String {
        var file = file
        let text = file.withUTF8 { bytes in
            let blank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
            var (start, end) = (0, bytes.count)
            while start < end, blank(bytes[start]) { start += 1 }
            while end > start, blank(bytes[end - 1]) { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        return text.isEmpty ? "unknown commit" : "commit " + text
    }

    /// What `cashdash --version` prints: `0.28.0 (commit 1a2b3c4)`.
    public static let versionLine = "\(version) (\(commit))"
}
