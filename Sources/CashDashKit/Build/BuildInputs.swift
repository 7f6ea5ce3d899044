import CashDashModel
import Foundation

/// Everything a build into the output folder reads, by its stamps, taken before anything is read: every file of the
/// site's `Content/` and `Templates/` (``FolderSignature``), this Cash Dash, today and the build's options. With the
/// files the chapters include from elsewhere in the site (known once they are read), its ``key(including:)`` is what
/// ``StandingBuild`` compares.
struct BuildInputs {
    /// When the stamps were taken, in seconds since 1970.
    let taken: Double
    /// The stamp of every file of the folders, by path, as taken: the build's load takes a chapter's from here
    /// rather than look at its file again (``ChapterCache/stamp(at:)``).
    let stamps: [String: FileStamp]
    /// The digest of the options and of every file of the folders, made once (a build asks for its ``key(including:)``
    /// twice); nil when a file had not settled, or a link stands among them (what it leads to has no stamp here).
    private let folders: StableDigest?
    /// Whether `Content/` holds only files and folders, itself a folder, with no link and nothing the output skipped
    /// in it: then no link in it leaves the site, and nothing there is a pipe, a device or a socket
    /// (``SiteFolder/checkLinks(diagnostics:)`` has nothing to report).
    let contentHoldsOnlyFiles: Bool

    init(_ builder: SiteBuilder) {
        taken = Date().timeIntervalSince1970
        let output = URL(fileURLWithPath: builder.outputPath).standardizedFileURL.path
        let content = builder.site.item("Content").url
        let signature = FolderSignature(of: [content, builder.site.item("Templates").url], skipping: [output])
        stamps = signature.stamps
        var status = stat()
        contentHoldsOnlyFiles =
            !signature.hasLinks && !signature.hasOtherKinds && lstat(content.path, &status) == 0
            && status.st_mode & S_IFMT == S_IFDIR && !output.hasPrefix(content.standardizedFileURL.path + "/")
        guard !signature.hasLinks, signature.isSettled(before: taken) else {
            folders = nil
            return
        }
        var digest = StableDigest()
        digest.add("build inputs 1")
        digest.add(ProgramStamp.current)
        // Messages name files as the paths were typed.
        for text in [builder.site.path, builder.outputPath, output, builder.today.description, builder.baseURL] {
            digest.add(text)
        }
        digest.add(builder.strict)
        digest.add(builder.publishing)
        digest.add(builder.templateEngine == .automatic)
        signature.add(to: &digest)
        folders = digest
    }

    /// The digest of every input, with the files at `included` (absolute paths) by their stamps as they are now, when
    /// each was settled when its stamp was taken, so that any later save shows as another stamp. Nil when one was
    /// not, or when a link stands among the inputs.
    func key(including included: [String]) -> String? {
        guard var digest = folders else { return nil }
        digest.add(included.count)
        for path in included {
            digest.add(path)
            guard let stamp = FileStamp(path: path), stamp.isSettledToItsTick(before: taken) else { return nil }
            stamp.add(to: &digest)
        }
        return digest.hex
    }
}
