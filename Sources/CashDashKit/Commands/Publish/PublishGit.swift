import CashDashModel
import Foundation

/// Commits a built site onto a branch with the system's `git`, as ghp-import does: through a temporary index, so the
/// user's working tree, index and current branch are never touched.
///
/// The branch keeps `.cashdash/manifest`, the list of the files Cash Dash put there; files it did not list (a
/// `CNAME`, a README) are kept, and one standing where Cash Dash needs a page is refused. `.nojekyll` is added so
/// GitHub Pages serves the files as they are. Nothing is committed when the tree would not change.
struct GitPublisher {
    var repository: URL
    var branch: String
    var remote: GitRemote
    var push: Bool
    /// `--dry-run`: say what the commit would add, change and remove, and commit, push and store nothing.
    var dryRun = false

    static let manifestPath = ".cashdash/manifest"
    private static let manifestHeading =
        "# Cash Dash wrote these files on this branch; it replaces or deletes only these."

    /// Commits `site` and pushes; returns the lines to print.
    func publish(_ site: BuiltSite) throws(OutputError) -> [String] {
        // In the site's folder, not the shared temporary one: the copies hold the site's pages.
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder.make(in: repository)
        } catch {
            throw OutputError(
                "a scratch folder cannot be made in \(repository.path) (\(plainWords(error))); check that it is writable"
            )
        }
        defer { scratch.remove() }
        let work = scratch.url
        let git = Git(repository: repository, index: work.appendingPathComponent("index").path, scratch: work)
        return try publish(site, with: git, work: work)
    }

    private func publish(_ site: BuiltSite, with git: Git, work: URL) throws(OutputError) -> [String] {
        try checkRepository(with: git)
        let reference = try checkBranch(with: git)
        let (local, parent) = parentCommit(of: reference, with: git)
        let branchNow = try contents(of: parent, with: git)
        let (files, sitePaths) = try filesToCommit(site, onto: branchNow)
        let blobs = try storeFiles(files, with: git, work: work)
        let removed = branchNow.ours.subtracting(sitePaths).filter { branchNow.tree[$0] != nil }.sorted()
        let changes = Self.changes(files: files, blobs: blobs, removed: removed, onto: branchNow.tree)
        if dryRun {
            return [
                "Would commit to branch \(branch): \(changes.summary) (--dry-run: nothing was committed or pushed)"
                    + changes.listing
            ]
        }
        let newTree = try writeTree(files: files, blobs: blobs, removed: removed, with: git)
        let (commit, line) = try commitTree(
            newTree, onto: parent, local: local, reference: reference, with: git, changes: changes)
        return [line] + (try pushLines(commit, reference: reference, with: git))
    }

    /// What a branch holds: each path's blob, and the paths Cash Dash's manifest lists as its own.
    private struct BranchContents {
        var tree: [String: String] = [:]
        var ours: Set<String> = []
    }

    /// Throws in the user's words when `repository` is not in a git repository git will use.
    private func checkRepository(with git: Git) throws(OutputError) {
        do throws(OutputError) {
            try git.run(["rev-parse", "--git-dir"])
        } catch {
            // git's own reason when it has one to give ("dubious ownership", and how to allow the folder).
            let reason = error.description.contains("not a git repository") ? "" : " (\(error.description))"
            throw OutputError(
                "\(repository.path) is not in a git repository git will use\(reason); run `git init` there, or publish "
                    + "with --to FOLDER or --to SITE.zip")
        }
    }

    /// The branch's local commit, and the commit to build on: the local one, or the remote's when it is ahead.
    private func parentCommit(of reference: String, with git: Git) -> (local: String?, parent: String?) {
        let local = try? git.run(["rev-parse", "-q", "--verify", "\(reference)^{commit}"])
        if push {
            // What the remote's branch holds now (a CNAME that GitHub's settings committed, say), so it is kept.
            _ = try? git.run(["fetch", "--quiet", "--", remote.argument, "+\(reference):\(trackingReference)"])
        }
        let tracking = try? git.run(["rev-parse", "-q", "--verify", "\(trackingReference)^{commit}"])
        var parent = local ?? tracking
        if let local, let tracking, local != tracking,
            (try? git.run(["merge-base", "--is-ancestor", local, tracking])) != nil
        {
            parent = tracking  // the remote is ahead: build on it, as a fast-forward
        }
        return (local, parent)
    }

    /// What the branch holds now, and which of it is Cash Dash's, read into the temporary index; throws when the
    /// branch holds a site's sources.
    private func contents(of parent: String?, with git: Git) throws(OutputError) -> BranchContents {
        var contents = BranchContents()
        guard let parent else { return contents }
        try git.run(["read-tree", parent], index: true)
        let listing = try git.run(["ls-tree", "-r", "-z", "--full-tree", parent])
        for record in listing.split(separator: "\0") {
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            if fields.count == 3 { contents.tree[String(record[record.index(after: tab)...])] = String(fields[2]) }
        }
        // The site's sources, at the top of the branch or where the site is in its repository (`SITE: a`).
        let prefix = (try? git.run(["rev-parse", "--show-prefix"])) ?? ""
        if contents.tree["Content/site.yml"] != nil || contents.tree[prefix + "Content/site.yml"] != nil {
            throw OutputError(
                "branch \(branch) holds a site's sources (Content/site.yml), which publishing would bury under the "
                    + "built pages; publish to another branch, such as gh-pages, with --branch")
        }
        if let blob = contents.tree[Self.manifestPath] {
            let text = try git.run(["cat-file", "blob", blob])
            contents.ours = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
        }
        return contents
    }

    /// The site's files with `.nojekyll` and the manifest, and the paths the manifest lists; throws when one would
    /// replace a file that is not Cash Dash's.
    private func filesToCommit(
        _ site: BuiltSite, onto branchNow: BranchContents
    ) throws(OutputError) -> (files: [(path: String, data: Data)], paths: Set<String>) {
        let (tree, ours) = (branchNow.tree, branchNow.ours)
        var files = site.files
        let hasNoJekyll =
            files.contains { $0.path == ".nojekyll" } || (tree[".nojekyll"] != nil && !ours.contains(".nojekyll"))
        if !hasNoJekyll { files.append((".nojekyll", Data())) }
        let newPaths = Set(files.map(\.path))
        // A file of someone else's at a path Cash Dash writes, where it needs a folder (`glossary` beside
        // `glossary/index.html`), or inside a folder where it writes a file: each would go from the branch.
        let newFolders = Set(newPaths.flatMap(Self.folders(of:)))
        let foreign = tree.keys.filter { path in
            !ours.contains(path)
                && (newPaths.contains(path) || newFolders.contains(path)
                    || Self.folders(of: path).contains(where: newPaths.contains))
        }.sorted()
        guard foreign.isEmpty else {
            throw OutputError(
                "\(shortList(foreign)) on "
                    + "branch \(branch) \(foreign.count == 1 ? "was" : "were") not put there by Cash Dash, which will not "
                    + "replace \(foreign.count == 1 ? "it" : "them"); remove \(foreign.count == 1 ? "it" : "them") from the "
                    + "branch, or publish to another branch with --branch")
        }
        let manifest = ([Self.manifestHeading] + newPaths.sorted()).joined(separator: "\n") + "\n"
        files.append((Self.manifestPath, Data(manifest.utf8)))
        return (files, newPaths)
    }

    /// Each file into the object store (only hashed on a dry run); their blobs, in order.
    private func storeFiles(
        _ files: [(path: String, data: Data)], with git: Git, work: URL
    ) throws(OutputError) -> [String] {
        var temporaryPaths: [String] = []
        for (number, file) in files.enumerated() {
            let path = work.appendingPathComponent("file-\(number)").path
            guard FileManager.default.createFile(atPath: path, contents: file.data) else {
                throw OutputError("a temporary copy of \(file.path) cannot be written; check that the disk is not full")
            }
            temporaryPaths.append(path)
        }
        let blobs = try git.run(
            ["hash-object"] + (dryRun ? [] : ["-w"]) + ["--no-filters", "--stdin-paths"],
            input: temporaryPaths.joined(separator: "\n") + "\n"
        )
        .split(separator: "\n").map(String.init)
        guard blobs.count == files.count else {
            throw OutputError("git hash-object answered \(blobs.count) names for \(files.count) files")
        }
        return blobs
    }

    /// The files added, changed and removed, the manifest left out.
    private static func changes(
        files: [(path: String, data: Data)], blobs: [String], removed: [String], onto tree: [String: String]
    ) -> OutputChanges {
        var changes = OutputChanges(removed: removed.filter { $0 != manifestPath })
        for (file, blob) in zip(files, blobs) where file.path != manifestPath && tree[file.path] != blob {
            if tree[file.path] == nil { changes.added.append(file.path) } else { changes.changed.append(file.path) }
        }
        changes.added.sort()
        changes.changed.sort()
        return changes
    }

    /// The temporary index with the files in and the removed ones out, written as a tree.
    private func writeTree(
        files: [(path: String, data: Data)], blobs: [String], removed: [String], with git: Git
    ) throws(OutputError) -> String {
        var records = removed.map { "0 \(String(repeating: "0", count: blobs[0].count))\t\($0)\0" }
        for (file, blob) in zip(files, blobs) { records.append("100644 \(blob)\t\(file.path)\0") }
        try git.run(["update-index", "-z", "--index-info"], input: records.joined(), index: true)
        return try git.run(["write-tree"], index: true)
    }

    /// Commits `newTree` onto the branch, or moves the branch to `parent` when the tree is its; the commit the
    /// branch ends on and the line that says so.
    private func commitTree(
        _ newTree: String, onto parent: String?, local: String?, reference: String, with git: Git,
        changes: OutputChanges
    ) throws(OutputError) -> (commit: String?, line: String) {
        if let parent, (try? git.run(["rev-parse", "\(parent)^{tree}"])) == newTree {
            if parent != local {
                try git.run(["update-ref", "-m", "cashdash publish", reference, parent, local ?? ""])
            }
            return (parent, "Nothing changed on branch \(branch) (commit \(parent.prefix(7))); no new commit")
        }
        var arguments = ["commit-tree", newTree, "-m", "Publish the site with Cash Dash"]
        if let parent { arguments += ["-p", parent] }
        let made = try git.run(arguments, identity: true)
        try git.run(["update-ref", "-m", "cashdash publish", reference, made, local ?? ""])
        return (
            made,
            "Committed the site to branch \(branch) (commit \(made.prefix(7))): \(changes.summary)" + changes.listing
        )
    }

    /// Pushes the branch (and checks that the remote holds the commit), or says how to; the lines that say which.
    private func pushLines(_ commit: String?, reference: String, with git: Git) throws(OutputError) -> [String] {
        guard let commit else { return [] }
        guard push else { return ["Not pushed (--no-push); push it with `git push \(shownRemote) \(branch)`"] }
        do throws(OutputError) {
            try git.run(["push", "--quiet", "--", remote.argument, "\(reference):\(reference)"])
        } catch {
            throw OutputError(
                "git push to \(shownRemote) failed (\(error.description)); the commit is on the local branch \(branch): "
                    + "push it with `git push \(shownRemote) \(branch)` once that is fixed")
        }
        let pushed = try? git.run(["ls-remote", "--", remote.argument, reference])
        guard pushed?.hasPrefix(commit) == true else {
            throw OutputError(
                "git said the push to \(shownRemote) worked, but its branch \(branch) does not hold the new commit; "
                    + "push it with `git push \(shownRemote) \(branch)` and check the remote")
        }
        return ["Pushed branch \(branch) to \(shownRemote)"]
    }
}

/// The system's `git`, run in a repository, with a temporary index when asked.
struct Git {
    var repository: URL
    var index: String
    var scratch: URL

    /// Runs git in the repository with `arguments` and returns its output, trimmed; throws with git's whole reason.
    @discardableResult
    func run(
        _ arguments: [String], input: String? = nil, index useIndex: Bool = false, identity: Bool = false
    ) throws(OutputError) -> String {
        // Never a prompt for a password, and only plain transports, whatever an address or git's settings say.
        var environment = [
            "GIT_TERMINAL_PROMPT": "0", "GIT_ALLOW_PROTOCOL": GitRemote.schemes.joined(separator: ":"),
        ]
        if useIndex { environment["GIT_INDEX_FILE"] = index }
        if identity {
            // A machine that never set up git (a CI runner, a server) still gets a commit, signed by Cash Dash.
            for (key, value) in [
                ("GIT_AUTHOR_NAME", "Cash Dash"), ("GIT_COMMITTER_NAME", "Cash Dash"),
                ("GIT_AUTHOR_EMAIL", "cashdash@localhost"), ("GIT_COMMITTER_EMAIL", "cashdash@localhost"),
            ]
            where ProcessInfo.processInfo.environment[key] == nil
                && (try? run(["config", key.hasSuffix("NAME") ? "user.name" : "user.email"])) == nil
            {
                environment[key] = value
            }
        }
        let git = ExternalTool(name: "git", scratch: scratch, install: "install git")
        return try git.run(["-C", repository.path] + arguments, input: input, environment: environment) ?? ""
    }
}
