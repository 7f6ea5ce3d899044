import CashDashModel
import Foundation

extension GuardedOutput {
    /// Refuses an output folder that is the site, holds the site, or lies inside its `Content/` or `Templates/`.
    static func checkApart(output: URL, site: URL, displayPath: String) throws(OutputError) {
        let output = output.path, site = site.standardizedFileURL.resolvingSymlinksInPath().path
        let inside = { (folder: String, parent: String) in
            folder == parent || folder.hasPrefix(parent == "/" ? "/" : parent + "/")
        }
        if inside(site, output) || inside(output, site + "/Content") || inside(output, site + "/Templates") {
            throw OutputError(
                "\(displayPath) would mix the output with the site's own files; choose a separate folder, such as Output "
                    + "inside the site folder")
        }
    }

    /// Refuses a folder that is not Cash Dash's: one with visible entries and no manifest, or a file.
    static func checkOwnership(of root: URL, displayPath: String) throws(OutputError) {
        var status = stat()
        guard lstat(root.path, &status) == 0 else { return }  // made on first use
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError("\(displayPath) is a file, not a folder; choose a folder to build into")
        }
        if access(root.path + "/\(controlFolderName)/manifest", F_OK) == 0 { return }
        let visible = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
            !$0.hasPrefix(".")
        }
        guard visible.isEmpty else {
            throw OutputError(
                "\(displayPath) already holds files that Cash Dash did not make (\(visible.sorted().prefix(3).joined(separator: ", "))"
                    + "\(visible.count > 3 ? ", …" : "")), and it has no \(controlFolderName)/manifest; Cash Dash writes only into "
                    + "a new or empty folder or one it made. Choose another folder with --output, or move those files away"
            )
        }
    }

    /// The paths a manifest lists; a missing manifest lists none.
    static func readManifest(in control: String, displayPath: String) throws(OutputError) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: control + "/manifest") else { return [] }
        guard let text = String(validatingUTF8Data: data), text.hasPrefix(manifestHeading) else {
            throw OutputError(
                "\(displayPath)/\(controlFolderName)/manifest is not a Cash Dash manifest; move the folder away and build again"
            )
        }
        // Read on the bytes, a line at a time: 7,000 lines need no grapheme breaking, nor a substring each.
        var paths = Set<String>()
        // A line a path, each some tens of bytes: room for about as many as the manifest can hold.
        paths.reserveCapacity(data.count / 32)
        var odd: String?
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            var isHeading = true
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "\n") {
                defer { start = end + 1 }
                guard end > start else { continue }  // a blank line
                guard !isHeading else {
                    isHeading = false
                    continue
                }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                // A path that could leave the folder was not written by Cash Dash: never delete by it.
                guard isWritable(line) else {
                    odd = String(decoding: line, as: UTF8.self)
                    return
                }
                paths.insert(String(decoding: line, as: UTF8.self))
            }
        }
        if let odd {
            throw OutputError(
                "\(displayPath)/\(controlFolderName)/manifest lists `\(odd)`, which is not a path inside the folder; the "
                    + "manifest was edited, so Cash Dash will not trust it: move the folder away and build again")
        }
        return paths
    }

    /// Whether ``components(of:)`` takes `path` (one line of a manifest, its bytes): a manifest lists every page of
    /// the site, 7,000 of them with 27 years of rates.
    private static func isWritable(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for end in 0...path.count where end == path.count || path[end] == UInt8(ascii: "/") {
            let part = UnsafeBufferPointer(rebasing: path[start..<end])
            if part.isEmpty || part.elementsEqual(".".utf8) || part.elementsEqual("..".utf8)
                || (start == 0 && part.elementsEqual(controlFolderName.utf8))
            {
                return false
            }
            start = end + 1
        }
        return true
    }

    static let manifestHeading = "# Cash Dash wrote these files here; it replaces or deletes only these."

    static func writeManifest(_ paths: Set<String>, in control: String, through staging: String) throws {
        try replace(
            control + "/manifest", with: ([manifestHeading] + paths.sorted()).joined(separator: "\n") + "\n",
            through: staging)
    }

    /// Replaces the control file at `path` whole: written in the staging folder, then renamed over it, so that a kill
    /// at any moment leaves the old file or the new one, and no temporary file outside the staging folder (which the
    /// next writer removes).
    static func replace(_ path: String, with text: String, through staging: String) throws {
        try replace(path, with: Data(text.utf8), through: staging)
    }

    static func replace(_ path: String, with data: Data, through staging: String) throws {
        let temporary = staging + "/.control-" + (path as NSString).lastPathComponent
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            throw OutputError("\((path as NSString).lastPathComponent) cannot be saved: \(posixMessage())")
        }
    }

    /// The folders and file name of a relative path, refusing anything that could leave the output.
    static func components(of relativePath: String) throws(OutputError) -> [String] {
        let parts = split(relativePath)
        guard !parts.isEmpty, parts.allSatisfy({ $0 != "." && $0 != ".." && !$0.isEmpty }),
            !relativePath.hasPrefix("/"),
            parts.first != controlFolderName, !relativePath.utf8.contains(UInt8(ascii: "\n"))
        else { throw OutputError("`\(relativePath)` is not a path Cash Dash can write inside the output") }
        return parts
    }

    static func split(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
}
