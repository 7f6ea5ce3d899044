import CashDashModel
import Foundation

/// Sends a built site to a remote of the system's `rclone` (S3, R2, GCS, Azure, SFTP, FTP, WebDAV…), `REMOTE:PATH`
/// as `rclone config` named it, as `hugo deploy` does: only the files that changed are uploaded, and only files Cash
/// Dash published there before are deleted.
///
/// The remote keeps `.cashdash/published`, each published file's SHA-256 and path: what changed is worked out from
/// it, so no remote has to hash anything. A file there that Cash Dash did not publish, at a path it needs, is
/// refused (unless `force`), and so is deleting more than ``mostDeletes`` files at once.
struct RclonePublisher {
    /// `REMOTE:PATH`, as checked by ``RcloneTarget``.
    var target: RcloneTarget
    var dryRun: Bool
    var force: Bool
    /// Where the files to upload and rclone's output are put while it runs (a scratch folder in the site).
    var scratch: URL

    static let manifestPath = ".cashdash/published"
    private static let manifestHeading = "# Cash Dash published these files here; it replaces or deletes only these."
    /// The most files one publish deletes without `--force`, as `hugo deploy`'s `maxDeletes`.
    static let mostDeletes = 256

    /// The changes one publish makes, by path.
    struct Plan: Equatable {
        var added: [String] = [], changed: [String] = [], removed: [String] = []
        /// Files on the remote at paths the site needs, which Cash Dash did not publish.
        var foreign: [String] = []
    }

    func publish(_ site: BuiltSite) throws(OutputError) -> [String] {
        let rclone = ExternalTool(
            name: "rclone", scratch: scratch,
            install:
                "install rclone (Debian and Ubuntu: apt-get install rclone; elsewhere https://rclone.org/install/) "
                + "and name the remote with `rclone config`")
        let remote = try Self.list(target, with: rclone)
        let published =
            remote.contains(Self.manifestPath)
            ? Self.readManifest(try rclone.run(["cat", "--quiet", "--", target.child(Self.manifestPath)]) ?? "") : [:]
        let files = site.files.filter { !$0.path.hasPrefix(".cashdash/") }
        let hashes = Dictionary(uniqueKeysWithValues: files.map { ($0.path, SHA256.hex($0.data)) })
        let plan = Self.plan(hashes: hashes, remote: remote, published: published)
        let changes = OutputChanges(added: plan.added, changed: plan.changed, removed: plan.removed)
        if dryRun {
            return [
                "Would publish to \(target.shown): \(changes.summary) (--dry-run: nothing was sent)" + changes.listing
            ]
        }
        if !plan.foreign.isEmpty, !force {
            throw OutputError(
                "\(shortList(plan.foreign)) on \(target.shown) \(plan.foreign.count == 1 ? "was" : "were") not published by "
                    + "Cash Dash, which will not replace \(plan.foreign.count == 1 ? "it" : "them"); move "
                    + "\(plan.foreign.count == 1 ? "it" : "them") away, publish to another path, or replace "
                    + "\(plan.foreign.count == 1 ? "it" : "them") with --force")
        }
        if plan.removed.count > Self.mostDeletes, !force {
            throw OutputError(
                "this would delete \(plan.removed.count) files from \(target.shown), more than \(Self.mostDeletes) at once; "
                    + "see them with --dry-run, then publish with --force if that is right")
        }
        try send(plan, files: files, hashes: hashes, with: rclone)
        try verify(hashes, with: rclone)
        return ["Published to \(target.shown): \(changes.summary)" + changes.listing]
    }

    /// What to upload and delete: a file is uploaded when it is new, changed since it was published, or gone from the
    /// remote; a file published before and no longer in the site is deleted when it is still there.
    static func plan(hashes: [String: String], remote: Set<String>, published: [String: String]) -> Plan {
        var plan = Plan()
        for (path, hash) in hashes.sorted(by: { $0.key < $1.key }) {
            if let old = published[path] {
                if !remote.contains(path) {
                    plan.added.append(path)
                } else if old != hash {
                    plan.changed.append(path)
                }
            } else {
                plan.added.append(path)
                if remote.contains(path) { plan.foreign.append(path) }
            }
        }
        plan.removed = published.keys.filter { hashes[$0] == nil && remote.contains($0) }.sorted()
        return plan
    }

    /// Uploads the new and changed files, deletes the ones no longer published, then writes the manifest, last, so a
    /// publish cut short is repeated in full by the next.
    private func send(
        _ plan: Plan, files: [(path: String, data: Data)], hashes: [String: String], with rclone: ExternalTool
    ) throws(OutputError) {
        let stage = scratch.appendingPathComponent("stage")
        let upload = Set(plan.added + plan.changed)
        do {
            for file in files where upload.contains(file.path) {
                let url = stage.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            let manifest =
                ([Self.manifestHeading] + hashes.sorted { $0.key < $1.key }.map { "\($0.value)  \($0.key)" })
                .joined(separator: "\n") + "\n"
            try Data(manifest.utf8).write(to: scratch.appendingPathComponent("published"))
            try Data(plan.removed.map { $0 + "\n" }.joined().utf8).write(to: scratch.appendingPathComponent("removed"))
        } catch {
            throw OutputError(
                "the files to send cannot be staged (\(plainWords(error))); check that the disk is not full")
        }
        if !upload.isEmpty { try rclone.run(["copy", "--quiet", "--", stage.path, target.argument]) }
        if !plan.removed.isEmpty {
            try rclone.run(
                [
                    "delete", "--quiet", "--files-from", scratch.appendingPathComponent("removed").path, "--",
                    target.argument,
                ])
        }
        try rclone.run(
            [
                "copyto", "--quiet", "--", scratch.appendingPathComponent("published").path,
                target.child(Self.manifestPath),
            ])
    }

    /// Checks that the remote holds every file and the manifest that says so, so "Published" is said only when true.
    private func verify(_ hashes: [String: String], with rclone: ExternalTool) throws(OutputError) {
        let remote = try Self.list(target, with: rclone)
        let missing = hashes.keys.filter { !remote.contains($0) }.sorted()
        let manifest = Self.readManifest(
            try rclone.run(["cat", "--quiet", "--", target.child(Self.manifestPath)]) ?? "")
        guard missing.isEmpty, manifest == hashes else {
            throw OutputError(
                "rclone said it sent the site, but \(target.shown) does not hold "
                    + (missing.isEmpty ? "the list of what was published" : shortList(missing))
                    + "; publish again, and check the remote with `rclone lsf`")
        }
    }

    /// Every file's path under the target; none when its folder is not there yet (a first publish).
    private static func list(_ target: RcloneTarget, with rclone: ExternalTool) throws(OutputError) -> Set<String> {
        let listed = try rclone.run(
            ["lsf", "--quiet", "--recursive", "--files-only", "--", target.argument], absentWhen: [3])
        return Set((listed ?? "").split(separator: "\n").map(String.init))
    }

    /// The manifest's files: path → SHA-256.
    static func readManifest(_ text: String) -> [String: String] {
        var files: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let gap = line.range(of: "  ") else { continue }
            files[String(line[gap.upperBound...])] = String(line[..<gap.lowerBound])
        }
        return files
    }
}

/// `rclone:REMOTE:PATH` from `--to` or site.yml: a remote `rclone config` named, and a path in it. Connection strings
/// (`:sftp,ssh=…:`) and option-like names are refused, so no setting reaches rclone as an option or a command.
public struct RcloneTarget: Equatable, Sendable {
    static let prefix = "rclone:"
    /// `REMOTE:PATH`, as rclone is given it, after `--`.
    public let argument: String

    /// Nil when `text` does not start with `rclone:`; throws when it does but names no remote rclone can take.
    init?(_ text: String) throws(OutputError) {
        guard text.hasPrefix(Self.prefix) else { return nil }
        let rest = String(text.dropFirst(Self.prefix.count))
        guard let colon = rest.firstIndex(of: ":") else {
            throw OutputError(
                "`\(text)` names no remote: write rclone:REMOTE:PATH, with REMOTE as `rclone listremotes` lists it, "
                    + "such as rclone:school-sftp:www/class")
        }
        let remote = rest[..<colon]
        let allowed = remote.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "_-. ".unicodeScalars.contains($0)
        }
        guard !remote.isEmpty, allowed, !remote.hasPrefix("-"), !remote.hasPrefix(" "),
            !rest.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw OutputError(
                "`\(GitRemote.hidingCredentials(text))` is not a remote rclone config names; write rclone:REMOTE:PATH, "
                    + "with REMOTE made of letters, digits, `_`, `-`, `.` (set it up with `rclone config`)")
        }
        argument = rest
    }

    /// `REMOTE:PATH/name`.
    func child(_ name: String) -> String {
        argument.hasSuffix(":") || argument.hasSuffix("/") ? argument + name : argument + "/" + name
    }

    /// The target as the user wrote it.
    public var shown: String { Self.prefix + argument }
}
