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
    private let staging: String
    private let previous: Set<String>
    private let entries = Mutex<[String: Bool]>([:])  // path → whether it was staged (false: already identical)
    /// Paths left as they are because the last build's record vouches for them (``keep(_:)``): already checked.
    private let kept = Mutex<Set<String>>([])
    private let finished = Mutex(false)
    private let controlFiles = Mutex<[String: Data?]>([:])

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

    /// Writes `contents` at `relativePath` (folders separated by `/`).
    public func write(_ contents: String, to relativePath: String) throws(OutputError) {
        var contents = contents
        if let failure = contents.withUTF8({ write(UnsafeRawBufferPointer($0), to: relativePath) }) { throw failure }
    }

    /// Writes `data` at `relativePath`.
    public func write(_ data: Data, to relativePath: String) throws(OutputError) {
        if let failure = data.withUnsafeBytes({ write($0, to: relativePath) }) { throw failure }
    }

    /// Writes `parts`, one after the other, at `relativePath`, without joining them into one string first.
    public func write(parts: [String], to relativePath: String) throws(OutputError) {
        let components = try Self.components(of: relativePath)
        try stage(relativePath, unless: FolderWalk.fileHolds(parts, at: components, under: root.path)) {
            path throws(FolderWalk.Failure) in
            try FolderWalk.createFile(parts, at: path)
        }
    }

    /// Writes at `relativePath` the parts that `make` hands to `emit` a batch at a time, each let go once written
    /// (``StreamedFile``): for a page as big as the site. Nothing is written when `make` returns false.
    public func write(
        to relativePath: String, batches make: (_ emit: ([String]) -> Void) -> Bool
    ) throws(OutputError) {
        var file = StreamedFile(
            at: try Self.components(of: relativePath), under: root.path, stagedAt: staging + "/" + relativePath)
        guard make({ file.append($0) }) else { return file.cancel() }
        do throws(FolderWalk.Failure) {
            let staged = try file.finish()
            entries.withLock { $0[relativePath] = staged }
        } catch {
            file.cancel()
            throw OutputError(
                "\(displayPath)/\(relativePath) cannot be written (\(error.message)); check that the disk is not full")
        }
    }

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
            for path in kept { entries[path] = false }
        }
        self.kept.withLock { $0.formUnion(kept) }
        return kept
    }

    /// A control file written when ``commit(record:)`` has put every file in place, from the identities of `paths`
    /// as they are then and the moment they were taken (seconds since 1970).
    struct IdentityRecord {
        var name: String
        var paths: [String]
        /// Identities of some of `paths` already taken by this writer, of files it keeps without writing them
        /// (``keep(_:)``): not looked at again.
        var known: [String: FileIdentity] = [:]
        var text: (_ identities: [String: FileIdentity], _ taken: Double) -> String
    }

    /// The control file `name` as the last writer left it (read under the lock), or nil.
    func controlText(_ name: String) -> String? {
        FileManager.default.contents(atPath: root.path + "/" + Self.controlFolderName + "/" + name).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// Stages `bytes` for `relativePath`, or notes that the file there already holds them; returns what went wrong.
    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) -> OutputError? {
        do throws(OutputError) {
            let components = try Self.components(of: relativePath)
            try stage(relativePath, unless: FolderWalk.fileHolds(bytes, at: components, under: root.path)) {
                path throws(FolderWalk.Failure) in
                try FolderWalk.createFile(bytes, at: path)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Notes that the file at `relativePath` is kept as it is when `unchanged`, or stages it with `create`.
    private func stage(
        _ relativePath: String, unless unchanged: Bool, create: (String) throws(FolderWalk.Failure) -> Void
    ) throws(OutputError) {
        if unchanged {
            entries.withLock { $0[relativePath] = false }
            return
        }
        do {
            try create(staging + "/" + relativePath)
        } catch {
            throw OutputError(
                "\(displayPath)/\(relativePath) cannot be written (\(error.message)); check that the disk is not full")
        }
        entries.withLock { $0[relativePath] = true }
    }

    /// Publishes what was written: each staged file renamed into place, then the files of the previous write that
    /// this one did not make again deleted. Nothing is published if any path is taken by a file of the user's.
    ///
    /// - Returns: which files were added, changed and removed.
    @discardableResult
    public func commit() throws(OutputError) -> OutputChanges {
        try commit(record: nil)
    }

    /// Publishes as ``commit()`` does, then writes `record`, if any, before the lock is released.
    @discardableResult
    func commit(record: IdentityRecord?) throws(OutputError) -> OutputChanges {
        let entries = self.entries.withLock { $0 }
        let kept = self.kept.withLock { $0 }
        let paths = Set(entries.keys)
        let changes = OutputChanges(
            added: entries.filter { $0.value && !self.previous.contains($0.key) }.keys.sorted(),
            changed: entries.filter { $0.value && self.previous.contains($0.key) }.keys.sorted(),
            removed: self.previous.subtracting(paths).sorted())
        var obstacles = Set<String>(), conflicts: [String] = []
        // Each path is looked at on its own (a few system calls each), so on all cores.
        let sorted = paths.subtracting(kept).sorted(), rootPath = root.path, previous = previous
        let found = sorted.parallelMap { path -> (obstacle: String?, conflict: Bool) in
            if let obstacle = FolderWalk.obstacle(on: path, under: rootPath) { return (obstacle, false) }
            return (nil, !previous.contains(path) && FolderWalk.exists(path, under: rootPath))
        }
        for (path, (obstacle, conflict)) in zip(sorted, found) {
            if let obstacle { obstacles.insert(obstacle) } else if conflict { conflicts.append(path) }
        }
        guard obstacles.isEmpty && conflicts.isEmpty else {
            discard()
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
            throw OutputError(sentences.joined(separator: "; "))
        }
        let control = root.path + "/" + Self.controlFolderName
        do {
            // Everything about to be placed is recorded first, so a kill part-way leaves no file of ours unlisted.
            let listed = previous.union(paths)
            try Self.writeManifest(listed, in: control, through: staging)
            try Self.replace(control + "/" + Self.publishingRecord, with: "begun\n", through: staging)
            try FolderWalk.publish(entries.keys.filter { entries[$0]! }, from: staging, under: root.path)
            FolderWalk.remove(previous.subtracting(paths).map { Self.split($0) }, under: root.path)
            // Listed already when no file was removed (a daily build's), as `paths` holds every one of `listed`.
            if listed.count != paths.count { try Self.writeManifest(paths, in: control, through: staging) }
            if let record {
                let taken = Date().timeIntervalSince1970
                var identities = FolderWalk.identities(
                    of: record.paths.filter { record.known[$0] == nil || !kept.contains($0) }, under: root.path)
                for (path, identity) in record.known where kept.contains(path) { identities[path] = identity }
                try Self.replace(control + "/" + record.name, with: record.text(identities, taken), through: staging)
            }
            for (name, data) in controlFiles.withLock({ $0 }) {
                if let data {
                    try Self.replace(control + "/" + name, with: data, through: staging)
                } else {
                    unlink(control + "/" + name)
                }
            }
            unlink(control + "/" + Self.publishingRecord)  // every file is in place: publishing is done
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

    /// Whether publishing into `folder` began and never finished (see ``interruptedPublish``), for `check`.
    public static func wasInterrupted(_ folder: URL) -> Bool {
        controlFile(publishingRecord, in: folder) != nil
    }

    /// Reads a small record Cash Dash keeps beside the manifest of `folder` (such as ``PublishedLock``'s); nil when
    /// there is none.
    public static func controlFile(_ name: String, in folder: URL) -> String? {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/\(controlFolderName)/\(name)"
        return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Sets such a record to `text` (nil removes it) when ``commit()`` publishes.
    public func setControlFile(_ name: String, to text: String?) {
        setControlFile(name, data: text.map { Data($0.utf8) })
    }

    /// Sets such a record to `data` (nil removes it) when ``commit()`` publishes.
    public func setControlFile(_ name: String, data: Data?) {
        controlFiles.withLock { $0[name] = .some(data) }
    }

    /// A record Cash Dash keeps beside the manifest of `folder`, as bytes; nil when there is none. Read without the
    /// lock, so only for what is checked before it is trusted (a record is replaced whole, never written in place).
    static func controlData(_ name: String, in folder: URL) -> Data? {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/\(controlFolderName)/\(name)"
        return readRegularFile(atPath: path)
    }

    /// The names of the records Cash Dash keeps beside the manifest of `folder`; empty when there is none.
    static func controlFileNames(in folder: URL) -> [String] {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/\(controlFolderName)"
        return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
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

    // MARK: Checks

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
        // Split on the bytes, not on characters: 7,000 lines need no grapheme breaking.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n")).dropFirst().map { Substring($0) }
        // A path that could leave the folder was not written by Cash Dash: never delete by it.
        if let odd = lines.first(where: { !isWritable($0) }) {
            throw OutputError(
                "\(displayPath)/\(controlFolderName)/manifest lists `\(odd)`, which is not a path inside the folder; the "
                    + "manifest was edited, so Cash Dash will not trust it: move the folder away and build again")
        }
        return Set(lines.map(String.init))
    }

    /// Whether ``components(of:)`` takes `path` (one line of a manifest), checked on its bytes: a manifest lists every
    /// page of the site, 7,000 of them with 27 years of rates.
    private static func isWritable(_ path: Substring) -> Bool {
        let bytes = path.utf8
        var index = bytes.startIndex, first = true
        while true {
            let end = bytes[index...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
            let part = bytes[index..<end]
            if part.isEmpty || part.elementsEqual(".".utf8) || part.elementsEqual("..".utf8)
                || part.contains(UInt8(ascii: "\n")) || (first && part.elementsEqual(controlFolderName.utf8))
            {
                return false
            }
            guard end < bytes.endIndex else { return true }
            index = bytes.index(after: end)
            first = false
        }
    }

    private static let manifestHeading = "# Cash Dash wrote these files here; it replaces or deletes only these."

    private static func writeManifest(_ paths: Set<String>, in control: String, through staging: String) throws {
        try replace(
            control + "/manifest", with: ([manifestHeading] + paths.sorted()).joined(separator: "\n") + "\n",
            through: staging)
    }

    /// Replaces the control file at `path` whole: written in the staging folder, then renamed over it, so that a kill
    /// at any moment leaves the old file or the new one, and no temporary file outside the staging folder (which the
    /// next writer removes).
    private static func replace(_ path: String, with text: String, through staging: String) throws {
        try replace(path, with: Data(text.utf8), through: staging)
    }

    private static func replace(_ path: String, with data: Data, through staging: String) throws {
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

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    }
}

/// What a write did to a folder: the files, by relative path, that it added, changed and removed.
public struct OutputChanges: Sendable, Equatable {
    public var added: [String] = []
    public var changed: [String] = []
    public var removed: [String] = []

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        (self.added, self.changed, self.removed) = (added, changed, removed)
    }

    /// Whether nothing was added, changed or removed.
    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// `3 added, 1 changed, 0 removed`.
    public var summary: String { "\(added.count) added, \(changed.count) changed, \(removed.count) removed" }
}

/// Why an output folder cannot be used or written, as a sentence for the user.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

func posixMessage(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
