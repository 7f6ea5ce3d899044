import CashDashModel
import Foundation

/// Everything a build into the output folder reads, by its stamps, taken before anything is read: every file of the
/// site's `Content/` and `Templates/` (``FolderSignature``), this Cash Dash, today and the build's options. With the
/// files the chapters include from elsewhere in the site (known once they are read), its ``key(including:)`` is what
/// ``StandingBuild`` compares.
struct BuildInputs {
    /// When the stamps were taken, in seconds since 1970.
    let taken: Double
    private let signature: FolderSignature
    private let options: StableDigest

    init(_ builder: SiteBuilder) {
        taken = Date().timeIntervalSince1970
        let output = URL(fileURLWithPath: builder.outputPath).standardizedFileURL.path
        signature = FolderSignature(
            of: [builder.site.item("Content").url, builder.site.item("Templates").url], skipping: [output])
        var options = StableDigest()
        options.add("build inputs 1")
        options.add(ProgramStamp.current)
        // Messages name files as the paths were typed.
        for text in [builder.site.path, builder.outputPath, output, builder.today.description, builder.baseURL] {
            options.add(text)
        }
        options.add(builder.strict)
        options.add(builder.publishing)
        options.add(builder.templateEngine == .automatic)
        self.options = options
    }

    /// The digest of every input, with the files at `included` (absolute paths) by their stamps as they are now, and
    /// whether each was settled when its stamp was taken, so that any later save shows as another stamp. Nil when
    /// they were not, or when a link stands among the inputs (what it leads to has no stamp here).
    func key(including included: [String]) -> String? {
        guard !signature.hasLinks, signature.isSettled(before: taken) else { return nil }
        var digest = options
        signature.add(to: &digest)
        digest.add(included.count)
        for path in included {
            digest.add(path)
            guard let stamp = FileStamp(path: path), stamp.isSettledToItsTick(before: taken) else { return nil }
            stamp.add(to: &digest)
        }
        return digest.hex
    }
}
