import CashDashModel
import Foundation
import Synchronization

/// A folder that Cash Dash writes, touching only the files it made there itself.
///
/// Every command that writes a folder (`build`, `class statements`) goes through this type:
/// - **Ownership.** The folder's `.cashdash/manifest` lists the files Cash Dash wrote. Only those are ever replaced or
///   deleted; everything else (`CNAME`, `.nojekyll`, `.git`, a user's notes) stays in place on every build. A folder
///   with no manifest is used only if it holds nothing but hidden entries; otherwise it is refused.
/// - **One writer at a time.** An advisory lock (`.cashdash/lock`) is held from ``init`` to ``commit()`` or
///   ``discard()``; a second writer waits for it.
/// - **Staged, then published.** Files are written into `.cashdash/staging-PID/` first. ``commit()`` renames each
///   into place, so every file is always whole, the folder itself never disappears, and a file that another hard
///   link shares is replaced, never rewritten. A file already holding the same bytes is left alone, and so is one
///   the caller vouches for with ``keep(_:)`` (a build's page record), which is not even read. A folder new to the
///   output is renamed into place whole, so it is made once.
/// - **No symlinks followed.** Folders inside the output are opened without following links; a link where a folder
///   must go is an error, and a link at one of Cash Dash's own paths is replaced, not written through.
///
/// A build killed at any moment leaves a folder in which every file is whole and every file of the user's is where
/// it was; the next writer removes what the killed one staged. A kill while files are being renamed into place
/// leaves some pages old and some new: ``commit()`` records that it began (`.cashdash/publishing`) and removes the
/// record when it is done, so the next writer knows (``interruptedPublish``) and `check` can say so.
public final class GuardedOutput: Sendable {
    /// The hidden folder inside the output that holds the manifest, the lock and staged files.
    public static let controlFolderName = ".cashdash"
    /// The record, inside the control folder, that publishing began and has not finished.
    public static let publishingRecord = "publishing"

    /// The last writer was stopped while it published (killed, or a disk full), so the folder holds a mix of old
    /// and new files, each whole; this writer's ``commit()`` finishes the work by publishing every file again.
    public let interruptedPublish: Bool

    /// The output folder, as the user typed it (for messages).
    public let displayPath: String
    let root: URL
    private let lock: Int32
    let staging: String
    private let previous: Set<String>
    let entries = Mutex<[String: Bool]>([:])  // path → whether it was staged (false: already identical)
    /// Paths left as they are because the last build's record vouches for them (``keep(_:)``): already checked.
    private let kept = Mutex<Set<String>>([])
    private let finished = Mutex(false)
    /// The control files this writer sets when it publishes: each staged (its bytes already written beside the
    /// staged pages, so a record of 30 MB is not held until then), removed, or one that could not be staged.
    private let controlFiles = Mutex<[String: ControlChange]>([:])

    private enum ControlChange {
        case staged
        case removed
        case unwritable(String)
    }

    /// Opens `folder` for writing: checks it is Cash Dash's (or empty), takes its lock and clears old staged files.
    ///
    /// - Parameters:
    ///   - site: the site folder, whose own files the output may never replace.
    ///   - kind: what the folder holds (`site`, `statements`): a folder another kind of Cash Dash's output holds is
    ///     refused, so printed statements never replace a published site, nor a site the statements.
    ///   - waiting: told once, with a sentence for the terminal, when another command holds the lock.
    public init(
        folder: URL, displayPath: String, site: URL? = nil, kind: Kind = .site, waiting: (String) -> Void = { _ in }
    ) throws(OutputError) {
        self.displayPath = displayPath
        root = folder.standardizedFileURL.resolvingSymlinksInPath()
        if let site { try Self.checkApart(output: root, site: site, displayPath: displayPath) }
        try Self.checkOwnership(of: root, displayPath: displayPath)
        let control = root.path + "/" + Self.controlFolderName
        do {
            try FileManager.default.createDirectory(atPath: control, withIntermediateDirectories: true)
        } catch {
            throw OutputError(
                "\(displayPath) cannot be created (\(plainWords(error))); check that its parent folder exists and is writable"
            )
        }
        var status = stat()
        guard lstat(control, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw OutputError(
                "\(displayPath)/\(Self.controlFolderName) is not a folder (a link or a file stands there); move it away"
            )
        }
        lock = open(control + "/lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard lock >= 0 else {
            throw OutputError(
                "the lock \(displayPath)/\(Self.controlFolderName)/lock cannot be opened (\(posixMessage())); check that the folder is writable"
            )
        }
        if flock(lock, LOCK_EX | LOCK_NB) != 0 {
            waiting("Another Cash Dash command is writing \(displayPath); waiting for it to finish…")
            while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
        }
        do throws(OutputError) {
            // Under the lock, with the folder as the last writer left it.
            try Self.checkOwnership(of: root, displayPath: displayPath)
            previous = try Self.readManifest(in: control, displayPath: displayPath)
            // A folder written before kinds were recorded is taken as the kind that writes it now.
            if let written = FileManager.default.contents(atPath: control + "/" + Self.kindRecord)
                .map({ String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }),
                written != kind.rawValue, !previous.isEmpty
            {
                throw OutputError(
                    "\(displayPath) holds \(Kind(rawValue: written)?.described ?? written) Cash Dash wrote, not "
                        + "\(kind.described); choose another folder, so that neither replaces the other")
            }
            interruptedPublish = access(control + "/" + Self.publishingRecord, F_OK) == 0
            for name in (try? FileManager.default.contentsOfDirectory(atPath: control)) ?? []
            where name.hasPrefix("staging-") {
                try? FileManager.default.removeItem(atPath: control + "/" + name)  // left by a killed writer
            }
            staging = control + "/staging-\(getpid())"
            guard mkdir(staging, 0o755) == 0 else {
                throw OutputError(
                    "\(displayPath) cannot be written (\(posixMessage())); check that the folder is writable and the disk is not full"
                )
            }
        } catch {
            close(lock)
            throw error
        }
        setControlFile(Self.kindRecord, to: kind.rawValue)
    }

    deinit {
        discard()
    }

    /// What an output folder holds.
    public enum Kind: String, Sendable {
        case site, statements

        var described: String { self == .site ? "a built site" : "printed statements" }
    }

    /// The record of the folder's ``Kind``, beside its manifest.
    static let kindRecord = "kind"

    /// Leaves the file at `relativePath` as it is, as part of this write, without reading it: for a file the caller
    /// knows still holds what it would write (its identity is the one recorded when Cash Dash wrote it, taken through
    /// folders opened without following links). False, and nothing noted, when the manifest does not list the path:
    /// then the caller writes it.
    func keep(_ relativePath: String) -> Bool {
        !keep([relativePath]).isEmpty
    }

    /// ``keep(_:)`` for each of `paths` at once; returns those kept.
    func keep(_ paths: Set<String>) -> Set<String> {
        let kept = paths.intersection(previous)
        entries.withLock { entries in
            entries.reserveCapacity(entries.count + kept.count)
            for path in kept { entries[path] = false }
        }
        self.kept.withLock { all in
            if all.isEmpty { all = kept } else { all.formUnion(kept) }
        }
        return kept
    }

    /// Publishes what was written: each staged file renamed into place, then the files of the previous write that
    /// this one did not make again deleted. Nothing is published if any path is taken by a file of the user's.
    ///
    /// - Returns: which files were added, changed and removed.
    @discardableResult
    public func commit() throws(OutputError) -> OutputChanges {
        try commit(records: [])
    }

    /// Publishes as ``commit()`` does, then writes `records` before the lock is released.
    @discardableResult
    func commit(records: [IdentityRecord]) throws(OutputError) -> OutputChanges {
        let entries = self.entries.withLock { $0 }
        let kept = self.kept.withLock { $0 }
        let paths = Set(entries.keys)
        let removed = previous.subtracting(paths)
        let changes = OutputChanges(
            added: entries.filter { $0.value && !self.previous.contains($0.key) }.keys.sorted(),
            changed: entries.filter { $0.value && self.previous.contains($0.key) }.keys.sorted(),
            removed: removed.sorted())
        try checkPlaces(of: paths.subtracting(kept))
        if let unwritable = unwritableControlFile {
            discard()
            throw OutputError("\(unwritable); nothing in \(displayPath) was changed")
        }
        do {
            try publish(entries, paths: paths, removed: removed, kept: kept, records: records)
        } catch let error as FolderWalk.Failure {
            discard()
            throw OutputError("\(displayPath) could not be fully updated (\(error.message)); build again to finish")
        } catch let error as OutputError {
            discard()
            throw OutputError("\(displayPath) could not be fully updated (\(error.description)); build again to finish")
        } catch {
            discard()
            throw OutputError("\(displayPath) could not be fully updated (\(plainWords(error))); build again to finish")
        }
        discard()
        return changes
    }

    /// Gives up, and throws, when a link, a file or a folder not Cash Dash's stands where one of `paths` goes, or a
    /// file of the user's is at one of them.
    private func checkPlaces(of paths: Set<String>) throws(OutputError) {
        var obstacles = Set<String>(), conflicts: [String] = []
        let paths = Array(paths)
        for (path, place) in zip(paths, FolderWalk.places(of: paths, under: root.path)) {
            if let obstacle = place.obstacle {
                obstacles.insert(obstacle)
            } else if place.isTaken && !previous.contains(path) {
                conflicts.append(path)
            }
        }
        guard obstacles.isEmpty && conflicts.isEmpty else {
            discard()
            throw refusal(obstacles: obstacles, conflicts: conflicts.sorted())
        }
    }

    /// What stands in the way of publishing, in the user's words.
    private func refusal(obstacles: Set<String>, conflicts: [String]) -> OutputError {
        var sentences: [String] = []
        if !conflicts.isEmpty {
            sentences.append(
                "\(Self.list(conflicts, in: displayPath)) \(conflicts.count == 1 ? "was" : "were") not made by Cash Dash, "
                    + "which will not replace \(conflicts.count == 1 ? "it" : "them"); move \(conflicts.count == 1 ? "it" : "them") "
                    + "away and build again")
        }
        if !obstacles.isEmpty {
            sentences.append(
                "\(Self.list(obstacles.sorted(), in: displayPath)) stand\(obstacles.count == 1 ? "s" : "") where Cash Dash "
                    + "needs to place a page or a folder of its own (a link, a file or a folder that is not its own); Cash "
                    + "Dash does not write through links or replace folders; move \(obstacles.count == 1 ? "it" : "them") away and build again"
            )
        }
        return OutputError(sentences.joined(separator: "; "))
    }

    /// Puts every staged file in place and deletes the previous write's files this one did not make again, with the
    /// manifest listing both meanwhile; then writes `records` and the control files. `paths` are the keys of
    /// `entries`, and `removed` the previous write's files not among them.
    private func publish(
        _ entries: [String: Bool], paths: Set<String>, removed: Set<String>, kept: Set<String>,
        records: [IdentityRecord]
    ) throws {
        let control = root.path + "/" + Self.controlFolderName
        // Everything about to be placed is recorded first, so a kill part-way leaves no file of ours unlisted. The
        // manifest there lists `previous`: it is written again only to list more (not after an edit to a chapter),
        // when `paths` holds more than the previous files it keeps (all of them but `removed`).
        if paths.count > previous.count - removed.count {
            try Self.writeManifest(previous.union(paths), in: control, through: staging)
        }
        try Self.replace(control + "/" + Self.publishingRecord, with: "begun\n", through: staging)
        let placed = entries.keys.filter { entries[$0]! }
        try FolderWalk.publish(placed, from: staging, under: root.path)
        FolderWalk.remove(removed.map { Self.split($0) }, under: root.path)
        // Listed already when no file was removed (a daily build's): `paths` then holds every file listed.
        if !removed.isEmpty { try Self.writeManifest(paths, in: control, through: staging) }
        try write(records, listed: paths, placed: Set(placed), kept: kept, in: control)
        for (name, change) in controlFiles.withLock({ $0 }) {
            switch change {
            case .staged:
                guard rename(stagedControlFile(name), control + "/" + name) == 0 else {
                    throw OutputError("\(name) cannot be saved: \(posixMessage())")
                }
            case .removed: unlink(control + "/" + name)
            case .unwritable(let message): throw OutputError(message)
            }
        }
        unlink(control + "/" + Self.publishingRecord)  // every file is in place: publishing is done
    }

    /// Sets such a record to `text` (nil removes it) when ``commit()`` publishes.
    public func setControlFile(_ name: String, to text: String?) {
        setControlFile(name, data: text.map { Data($0.utf8) })
    }

    /// Sets such a record to `data` (nil removes it) when ``commit()`` publishes: staged now, so that the caller
    /// need not keep it.
    public func setControlFile(_ name: String, data: Data?) {
        let staged = stagedControlFile(name)
        var change = ControlChange.removed
        if let data {
            do {
                try data.write(to: URL(fileURLWithPath: staged))
                change = .staged
            } catch {
                change = .unwritable("\(name) cannot be saved: \(error.localizedDescription)")
            }
        } else {
            unlink(staged)
        }
        controlFiles.withLock { $0[name] = change }
    }

    /// Where a control file set for the next commit is staged: apart from the temporary files of the records and
    /// manifest the commit writes itself (`.control-`), so that one never takes the other's place.
    private func stagedControlFile(_ name: String) -> String {
        staging + "/.set-control-" + name
    }

    /// Why a control file set for the next commit could not be staged; nil when every one was.
    private var unwritableControlFile: String? {
        controlFiles.withLock { files in
            files.values.lazy.compactMap { if case .unwritable(let message) = $0 { message } else { nil } }.first
        }
    }

    /// Gives up: removes what was staged and releases the lock. The folder is as it was.
    public func discard() {
        let first = finished.withLock { finished in
            defer { finished = true }
            return !finished
        }
        guard first else { return }
        try? FileManager.default.removeItem(atPath: staging)
        close(lock)
    }

    /// Up to five paths of the output, for a message.
    private static func list(_ paths: [String], in displayPath: String) -> String {
        shortList(paths.map { "\(displayPath)/\($0)" })
    }
}
