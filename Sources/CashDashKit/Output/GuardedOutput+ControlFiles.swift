import CashDashModel
import Foundation

extension GuardedOutput {
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

    /// A record Cash Dash keeps beside the manifest of `folder`, as bytes; nil when there is none. Read without the
    /// lock, so only for what is checked before it is trusted (a record is replaced whole, never written in place), and
    /// mapped rather than read (``mappedRegularFile(atPath:)``).
    static func controlData(_ name: String, in folder: URL) -> Data? {
        controlData([name], in: folder)[0]
    }

    /// The records `names` beside the manifest of `folder`, as ``controlData(_:in:)`` reads each, the folder's links
    /// resolved once (resolving them for each of 64 parts of records was 0.6 % of a rebuild after one edit, by perf).
    static func controlData(_ names: [String], in folder: URL) -> [Data?] {
        let control = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/\(controlFolderName)/"
        return names.map { mappedRegularFile(atPath: control + $0) }
    }

    /// The names of the records Cash Dash keeps beside the manifest of `folder`; empty when there is none.
    static func controlFileNames(in folder: URL) -> [String] {
        let path = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/\(controlFolderName)"
        return (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }

    /// The control file `name` as the last writer left it (read under the lock), or nil.
    func controlText(_ name: String) -> String? {
        FileManager.default.contents(atPath: root.path + "/" + Self.controlFolderName + "/" + name).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
