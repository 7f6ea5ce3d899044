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
        do throws(OutputError) {
            try git.run(["rev-parse", "--git-dir"])
        } catch {
            // git's own reason when it has one to give ("dubious ownership", and how to allow the folder).
            let reason = error.description.contains("not a git repository") ? "" : " (\(error.description))"
            throw OutputError(
                "\(repository.path) is not in a git repository git will use\(reason); run `git init` there, or publish "
                    + "with --to FOLDER or --to SITE.zip")
        }
        let reference = try checkBranch(with: git)
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

        // What the branch holds now, and which of it is Cash Dash's.
        var tree: [String: String] = [:]  // path → blob
        var ours: Set<String> = []
        if let parent {
            try git.run(["read-tree", parent], index: true)
            let listing = try git.run(["ls-tree", "-r", "-z", "--full-tree", parent])
            for record in listing.split(separator: "\0") {
                guard let tab = record.firstIndex(of: "\t") else { continue }
                let fields = record[..<tab].split(separator: " ")
                if fields.count == 3 { tree[String(record[record.index(after: tab)...])] = String(fields[2]) }
            }
            // The site's sources, at the top of the branch or where the site is in its repository (`SITE: a`).
            let prefix = (try? git.run(["rev-parse", "--show-prefix"])) ?? ""
            if tree["Content/site.yml"] != nil || tree[prefix + "Content/site.yml"] != nil {
                throw OutputError(
                    "branch \(branch) holds a site's sources (Content/site.yml), which publishing would bury under the "
                        + "built pages; publish to another branch, such as gh-pages, with --branch")
            }
            if let blob = tree[Self.manifestPath] {
                let text = try git.run(["cat-file", "blob", blob])
                ours = Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
            }
        }

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

        // Each file into the object store, then into the temporary index.
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
        let removed = ours.subtracting(newPaths).filter { tree[$0] != nil }.sorted()
        if dryRun {
            var changes = OutputChanges(removed: removed.filter { $0 != Self.manifestPath })
            for (file, blob) in zip(files, blobs) where file.path != Self.manifestPath && tree[file.path] != blob {
                if tree[file.path] == nil { changes.added.append(file.path) } else { changes.changed.append(file.path) }
            }
            changes.added.sort()
            changes.changed.sort()
            return [
                "Would commit to branch \(branch): \(changes.summary) (--dry-run: nothing was committed or pushed)"
                    + changes.listing
            ]
        }
        var records = removed.map { "0 \(String(repeating: "0", count: blobs[0].count))\t\($0)\0" }
        for (file, blob) in zip(files, blobs) { records.append("100644 \(blob)\t\(file.path)\0") }
        try git.run(["update-index", "-z", "--index-info"], input: records.joined(), index: true)
        let newTree = try git.run(["write-tree"], index: true)

        var changes = OutputChanges(removed: removed.filter { $0 != Self.manifestPath })
        for (file, blob) in zip(files, blobs) where file.path != Self.manifestPath {
            if let old = tree[file.path] {
                if old != blob { changes.changed.append(file.path) }
            } else {
                changes.added.append(file.path)
            }
        }
        changes.added.sort()
        changes.changed.sort()
        var lines: [String] = []
        var commit = parent
        if let parent, (try? git.run(["rev-parse", "\(parent)^{tree}"])) == newTree {
            if parent != local {
                try git.run(["update-ref", "-m", "cashdash publish", reference, parent, local ?? ""])
            }
            lines.append("Nothing changed on branch \(branch) (commit \(parent.prefix(7))); no new commit")
        } else {
            var arguments = ["commit-tree", newTree, "-m", "Publish the site with Cash Dash"]
            if let parent { arguments += ["-p", parent] }
            let made = try git.run(arguments, identity: true)
            try git.run(["update-ref", "-m", "cashdash publish", reference, made, local ?? ""])
            commit = made
            lines.append(
                "Committed the site to branch \(branch) (commit \(made.prefix(7))): \(changes.summary)"
                    + changes.listing)
        }
        if push, commit != nil {
            do throws(OutputError) {
                try git.run(["push", "--quiet", "--", remote.argument, "\(reference):\(reference)"])
            } catch {
                throw OutputError(
                    "git push to \(shownRemote) failed (\(error.description)); the commit is on the local branch \(branch): "
                        + "push it with `git push \(shownRemote) \(branch)` once that is fixed")
            }
            let pushed = try? git.run(["ls-remote", "--", remote.argument, reference])
            guard let commit, pushed?.hasPrefix(commit) == true else {
                throw OutputError(
                    "git said the push to \(shownRemote) worked, but its branch \(branch) does not hold the new commit; "
                        + "push it with `git push \(shownRemote) \(branch)` and check the remote")
            }
            lines.append("Pushed branch \(branch) to \(shownRemote)")
        } else if commit != nil {
            lines.append("Not pushed (--no-push); push it with `git push \(shownRemote) \(branch)`")
        }
        return lines
    }
}

extension GitPublisher {
    /// The remote for messages, with any password or token in its address hidden.
    private var shownRemote: String { GitRemote.hidingCredentials(remote.argument) }

    /// Where the remote's branch is fetched to: under the remote's name, or a name of Cash Dash's own for an address.
    private var trackingReference: String {
        let name =
            remote.argument.contains(":") || remote.argument.hasPrefix(".") || remote.argument.hasPrefix("/")
            ? "cashdash-publish" : remote.argument
        return "refs/remotes/\(name)/\(branch)"
    }

    /// `refs/heads/BRANCH` when `branch` is a plain branch name that is checked out in no worktree and shadows no
    /// other name git knows (a tag, a remote); throws in the user's words otherwise.
    private func checkBranch(with git: Git) throws(OutputError) -> String {
        let plain = branch.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "._/-".unicodeScalars.contains($0)
        }
        let first = branch.split(separator: "/").first.map(String.init) ?? ""
        // `heads/main` is `main` to git, `FETCH_HEAD` one of its own files: either would be read as another ref.
        let shadowing =
            ["refs", "heads", "tags", "remotes"].contains(first) || branch.hasSuffix("HEAD")
            || first == "cashdash-publish"
        guard plain, !branch.isEmpty, !branch.hasPrefix("-"), !shadowing,
            (try? git.run(["check-ref-format", "--branch", branch])) == branch
        else {
            throw OutputError(
                "`\(branch)` is not a plain branch name; choose one such as gh-pages with --branch (letters, digits, "
                    + "`.`, `_`, `-` and `/`, not starting with refs/, heads/, tags/ or remotes/, nor ending in HEAD)")
        }
        let remotes = Set(((try? git.run(["remote"])) ?? "").split(separator: "\n").map(String.init))
        if remotes.contains(first) || (try? git.run(["rev-parse", "-q", "--verify", "refs/tags/\(branch)"])) != nil {
            throw OutputError(
                "`\(branch)` is also the name of a \(remotes.contains(first) ? "remote's branch" : "tag") here, so git "
                    + "could mistake one for the other; choose another branch with --branch, such as gh-pages")
        }
        let reference = "refs/heads/\(branch)"
        // macOS and Windows keep branches as files and folders whose names ignore case: `Main` there is `main`, and
        // `Feature/y` goes into the folder of `feature/x`.
        let heads = ((try? git.run(["for-each-ref", "--format=%(refname)", "refs/heads"])) ?? "").split(separator: "\n")
        if let twin = heads.lazy.map({ $0.dropFirst("refs/heads/".count).split(separator: "/") })
            .first(where: { Self.clashInCase(branch.split(separator: "/"), $0) })
        {
            let other = branch.lowercased() == "gh-pages" ? "site-pages" : "gh-pages"
            throw OutputError(
                "`\(branch)` differs from the branch `\(twin.joined(separator: "/"))` only in case, and on macOS and "
                    + "Windows git takes the two for one name; choose another branch with --branch, such as \(other)")
        }
        let worktrees = ((try? git.run(["worktree", "list", "--porcelain"])) ?? "").split(separator: "\n")
        if worktrees.contains(where: { $0 == "branch \(reference)" }) {
            throw OutputError(
                "\(branch) is checked out in a worktree here (`git worktree list` shows where), so publishing would change "
                    + "the files under it; publish to another branch, such as gh-pages, with --branch, or check out "
                    + "another branch there")
        }
        return reference
    }

    /// Whether two branch names, cut at their slashes, are one file or folder where case is ignored and two where it
    /// is not: the parts they share, case ignored, differ in case somewhere.
    static func clashInCase(_ one: [Substring], _ other: [Substring]) -> Bool {
        for (part, otherPart) in zip(one, other) {
            guard part.lowercased() == otherPart.lowercased() else { return false }
            if part != otherPart { return true }
        }
        return false
    }

    /// The folders `path` lies in, outermost first: `a` and `a/b` for `a/b/c`.
    static func folders(of path: String) -> [String] {
        let parts = path.split(separator: "/")
        return (1..<max(parts.count, 1)).map { parts[..<$0].joined(separator: "/") }
    }
}

/// The system's `git`, run in a repository, with a temporary index when asked.
private struct Git {
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
