import CashDashModel
import Foundation

extension GitPublisher {
    /// The remote for messages, with any password or token in its address hidden.
    var shownRemote: String { GitRemote.hidingCredentials(remote.argument) }

    /// Where the remote's branch is fetched to: under the remote's name, or a name of Cash Dash's own for an address.
    var trackingReference: String {
        let name =
            remote.argument.contains(":") || remote.argument.hasPrefix(".") || remote.argument.hasPrefix("/")
            ? "cashdash-publish" : remote.argument
        return "refs/remotes/\(name)/\(branch)"
    }

    /// `refs/heads/BRANCH` when `branch` is a plain branch name that is checked out in no worktree and shadows no
    /// other name git knows (a tag, a remote); throws in the user's words otherwise.
    func checkBranch(with git: Git) throws(OutputError) -> String {
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
