import CashDashModel
import Foundation

/// `cashdash publish`: builds the site and, only when the build has no errors, sends the built files to a git branch,
/// a folder or a zip file.
public struct SitePublish: Sendable {
    /// Where the site goes.
    public enum Target: Sendable, Equatable {
        /// A commit on `branch`, pushed to `remote` when `push`.
        case git(branch: String, remote: GitRemote, push: Bool)
        /// A folder (a web server's, a mounted share), written with the same ownership rules as `Output/`.
        case folder(String)
        /// One zip file, the same bytes for the same site.
        case zip(String)
        /// A remote of the system's rclone (S3, R2, SFTP, WebDAV…).
        case rclone(RcloneTarget)
    }

    /// The site folder, as typed.
    public var sitePath: String
    /// `--to`: `git`, a folder, or a file ending in `.zip`; nil takes `site.yml`'s `publish: to`.
    public var to: String?
    public var branch: String?
    public var remote: String?
    /// `--no-push`.
    public var noPush = false
    /// `--dry-run`: say what would be added, changed and removed, and change nothing.
    public var dryRun = false
    /// `--force`: an rclone publish replaces files it did not publish, and deletes more than its ceiling.
    public var force = false
    /// False when the caller (`daily`) has just built the site itself.
    public var buildsFirst = true
    /// Told when another command holds a lock this one waits for.
    public var waitingNotice: (@Sendable (String) -> Void)?
    /// The day the build takes for today (``SiteBuilder/today``).
    public var today = todayInUTC()

    public init(sitePath: String = ".") {
        self.sitePath = sitePath
    }

    /// Builds, then publishes. Diagnostics hold the build's problems and any error that stopped the publishing.
    public func run() -> PublishResult {
        var result = PublishResult()
        let site = SiteFolder(sitePath)
        let config = SiteConfig.load(in: site, diagnostics: &result.diagnostics)
        guard !result.diagnostics.hasErrors else { return result }
        let target: Target
        do throws(OutputError) {
            target = try resolveTarget(config.publish, site: site)
        } catch {
            result.diagnostics.error(error.description, in: site.content("site.yml").path)
            return result
        }
        if let path = target.localPath, let sources = Self.sourceFolder(holding: path, site: site) {
            // From site.yml, the error points at its `to:`, where the fix goes; from --to, at the zip it would write.
            let (file, line, column) =
                to == nil
                ? (site.content("site.yml").path, config.publish?.toLine ?? 1, config.publish?.toColumn ?? 1)
                : (path, 1, 1)
            result.diagnostics.error(
                "\(path) is inside the site's \(sources) folder, whose files the build copies into the site, so each "
                    + "publish would hold the one before it and grow with every publish; publish outside \(sources)/, "
                    + "such as beside the site folder", in: file, line: line, column: column)
            return result
        }
        let output = site.item("Output")
        if buildsFirst {
            var builder = SiteBuilder(sitePath: sitePath, today: today)
            builder.waitingNotice = waitingNotice
            builder.publishing = true
            let build = builder.build()
            result.diagnostics.append(contentsOf: build.diagnostics)
            guard build.succeeded else { return result }
            result.lines.append("Built \(build.pageCount) pages into \(build.outputPath)")
        }
        // One publish at a time, as two at once had raced on the branch (`cannot lock ref`); `daily` holds the lock.
        let lock = SiteLock(site)
        if buildsFirst {
            guard
                lock.acquire(
                    whenBusy: .wait(notice: waitingNotice.map { notice in { notice($0) } }),
                    diagnostics: &result.diagnostics)
            else { return result }
        }
        defer { lock.release() }
        do throws(OutputError) {
            let built = try BuiltSite.read(output.url, displayPath: output.path)
            result.lines += try publish(built, to: target, site: site, output: output.url)
        } catch {
            result.diagnostics.error("\(error.description)", in: target.displayPath)
        }
        return result
    }

    /// Publishes the built site to `target`; the lines to print.
    private func publish(
        _ built: BuiltSite, to target: Target, site: SiteFolder, output: URL
    ) throws(OutputError) -> [String] {
        switch target {
        case .git(let branch, let remote, let push):
            var git = GitPublisher(repository: site.url, branch: branch, remote: remote, push: push)
            git.dryRun = dryRun
            return try git.publish(built)
        case .folder(let path) where dryRun:
            return [try Self.wouldPublish(built, toFolder: path)]
        case .folder(let path):
            return [try publishFolder(built, to: path, site: site, output: output)]
        case .zip(let path):
            return [try ZipPublisher(path: path, dryRun: dryRun).publish(built)]
        case .rclone(let remote):
            let scratch: ScratchFolder
            do { scratch = try ScratchFolder.make(in: site.url) } catch {
                throw OutputError("a scratch folder cannot be made in the site (\(plainWords(error)))")
            }
            defer { scratch.remove() }
            return try RclonePublisher(target: remote, dryRun: dryRun, force: force, scratch: scratch.url)
                .publish(built)
        }
    }

    /// The target from the options, else from `site.yml`; relative paths in `site.yml` are the site folder's (one
    /// starting with `~` is an error when site.yml is read).
    func resolveTarget(_ settings: PublishSettings?, site: SiteFolder) throws(OutputError) -> Target {
        let fromSettings = to == nil
        guard let to = to ?? settings?.to else {
            throw OutputError(
                "say where to publish: `cashdash publish --to git` (the gh-pages branch), `--to FOLDER` or `--to SITE.zip`, "
                    + "or set a default in site.yml, like `publish: {to: git, branch: gh-pages}`")
        }
        if to == "git" {
            var name = remote ?? settings?.remote ?? "origin"
            // A path typed with --remote is the current folder's, as --to's is (git would take it from the site's).
            if remote != nil, name.hasPrefix("./") || name.hasPrefix("../") {
                name = URL(fileURLWithPath: name).standardizedFileURL.path
            } else if remote == nil, name.hasPrefix("./") || name.hasPrefix("../") {
                name = site.item(name).url.standardizedFileURL.path
            }
            guard let checked = GitRemote(name) else { throw OutputError(GitRemote.refusal(name)) }
            return .git(
                branch: branch ?? settings?.branch ?? "gh-pages", remote: checked,
                push: !noPush && (settings?.push ?? true))
        }
        if let remote = try RcloneTarget(to) { return .rclone(remote) }
        if let problem = PublishSettings.targetProblem(to) { throw OutputError(problem) }
        let path = fromSettings && !to.hasPrefix("/") ? site.item(to).path : to
        return to.lowercased().hasSuffix(".zip") ? .zip(path) : .folder(path)
    }

    /// `Content` or `Templates` when the file at `path` would be inside that folder of the site, whose files a build
    /// reads; nil otherwise.
    static func sourceFolder(holding path: String, site: SiteFolder) -> String? {
        let folder = Self.resolved(URL(fileURLWithPath: path).deletingLastPathComponent())
        return ["Content", "Templates"].first { name in
            // The folder itself, and every folder a link inside it leads to, as the build reads through them.
            let sources = [site.item(name).url] + linkedFolders(in: site.item(name).url)
            return sources.contains { source in
                let resolved = source.standardizedFileURL.resolvingSymlinksInPath().path
                return folder == resolved || folder.hasPrefix(resolved + "/")
            }
        }
    }

    /// `url` with every link resolved, in the part that is there: a folder not made yet is taken where the folder
    /// above it leads (`/tmp/cl/dd` with `/tmp/cl` a link to the site's Content is inside Content).
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL, rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    /// The folders that links inside `folder` (at any depth, not through other links) lead to.
    private static func linkedFolders(in folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey], options: [])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker
        where (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                found.append(url)
            }
        }
        return found
    }

    /// What publishing `built` into the folder at `path` would add, change and remove (`--dry-run`): nothing is
    /// written, and a folder Cash Dash did not make is refused as publishing would refuse it.
    static func wouldPublish(_ built: BuiltSite, toFolder path: String) throws(OutputError) -> String {
        let folder = URL(fileURLWithPath: path).standardizedFileURL
        let control = folder.resolvingSymlinksInPath().path + "/" + GuardedOutput.controlFolderName
        let ours = try GuardedOutput.readManifest(in: control, displayPath: path)
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if ours.isEmpty, listed.contains(where: { $0 != GuardedOutput.controlFolderName }) {
            throw OutputError("\(path) holds files Cash Dash did not write, so publishing there would be refused")
        }
        var changes = OutputChanges()
        for file in built.files {
            guard let there = readRegularFile(atPath: folder.appendingPathComponent(file.path).path) else {
                changes.added.append(file.path)
                continue
            }
            if there != file.data { changes.changed.append(file.path) }
        }
        let paths = Set(built.files.map(\.path))
        changes.removed = ours.subtracting(paths).sorted()
        return "Would publish to \(path): \(changes.summary) (--dry-run: nothing was written)" + changes.listing
    }

    /// Copies the built files into `path` through a guarded output: only files Cash Dash wrote there are replaced or
    /// removed.
    private func publishFolder(
        _ built: BuiltSite, to path: String, site: SiteFolder, output: URL
    ) throws(OutputError) -> String {
        let folder = URL(fileURLWithPath: path)
        if folder.standardizedFileURL.resolvingSymlinksInPath() == output.standardizedFileURL.resolvingSymlinksInPath()
        {
            throw OutputError("\(path) is the folder the site is built into; publish to another folder")
        }
        let guarded: GuardedOutput
        do throws(OutputError) {
            guarded = try GuardedOutput(
                folder: folder, displayPath: path, site: site.url, waiting: { waitingNotice?($0) })
        } catch {
            throw OutputError(error.description.replacingOccurrences(of: "with --output", with: "with --to"))
        }
        for file in built.files {
            try guarded.write(file.data, to: file.path)
        }
        let changes = try guarded.commit()
        return "Published to \(path): \(changes.summary)" + changes.listing
    }
}

extension SitePublish.Target {
    /// A path on this machine the site is written under: the zip's, or inside the folder's (a file in it).
    var localPath: String? {
        switch self {
        case .zip(let path): path
        case .folder(let path): URL(fileURLWithPath: path).appendingPathComponent("index.html").path
        case .git, .rclone: nil
        }
    }

    /// Where the site goes, for messages.
    var displayPath: String {
        switch self {
        case .git(let branch, _, _): "branch \(branch)"
        case .folder(let path), .zip(let path): path
        case .rclone(let remote): remote.shown
        }
    }
}

/// What `publish` did, and what stopped it.
public struct PublishResult: Sendable {
    /// The build's problems, and the error that stopped publishing.
    public var diagnostics = Diagnostics()
    /// What was done, for standard output.
    public var lines: [String] = []

    public var failed: Bool { diagnostics.hasErrors }
}

extension OutputChanges {
    /// Up to five files of each kind on lines of their own, for the terminal (empty when nothing changed).
    var listing: String {
        var text = ""
        for (word, paths) in [("added", added), ("changed", changed), ("removed", removed)] where !paths.isEmpty {
            text +=
                "\n  \(word): " + paths.prefix(5).joined(separator: ", ")
                + (paths.count > 5 ? " and \(paths.count - 5) more" : "")
        }
        return text
    }
}
