import CashDashModel
import Foundation
import Synchronization

/// Where a build puts the files it makes: the guarded output folder (`build`) or memory (`serve`).
protocol SiteOutput: Sendable {
    /// Writes `contents` at `relativePath` (folders separated by `/`).
    func write(_ contents: String, to relativePath: String) throws(OutputError)
    /// Writes `data` at `relativePath`.
    func write(_ data: Data, to relativePath: String) throws(OutputError)
    /// Writes `parts`, one after the other, at `relativePath`.
    func write(parts: [String], to relativePath: String) throws(OutputError)
    /// Writes at `relativePath` the parts that `make` hands to `emit` a batch at a time, each let go once written,
    /// so that a page as big as the site is never held whole. Nothing is written when `make` returns false.
    func write(to relativePath: String, batches make: (_ emit: ([String]) -> Void) -> Bool) throws(OutputError)
}

extension SiteOutput {
    /// Copies the file at `source` to `relativePath`.
    func copy(_ source: URL, to relativePath: String) throws(OutputError) {
        guard let data = readRegularFile(atPath: source.path) else {
            throw OutputError("\(source.path) cannot be read to copy it to \(relativePath)")
        }
        try write(data, to: relativePath)
    }
}

extension GuardedOutput: SiteOutput {}

/// A whole built site held in memory, by path (`curriculum/saving/index.html`): what `serve` answers from, so that
/// a preview writes nothing to disk. Pages are kept as the strings they were rendered as, and made bytes only when
/// asked for.
public final class SiteFiles: SiteOutput {
    private enum Body {
        case text([String])
        case bytes(Data)
    }

    private let files = Mutex<[String: Body]>([:])

    public init() {}

    func write(_ contents: String, to relativePath: String) throws(OutputError) {
        files.withLock { $0[relativePath] = .text([contents]) }
    }

    func write(parts: [String], to relativePath: String) throws(OutputError) {
        files.withLock { $0[relativePath] = .text(parts) }
    }

    func write(_ data: Data, to relativePath: String) throws(OutputError) {
        files.withLock { $0[relativePath] = .bytes(data) }
    }

    func write(to relativePath: String, batches make: (_ emit: ([String]) -> Void) -> Bool) throws(OutputError) {
        var parts: [String] = []
        guard make({ parts += $0 }) else { return }
        files.withLock { $0[relativePath] = .text(parts) }
    }

    /// The file at `relativePath`, if the build made one there.
    public subscript(relativePath: String) -> Data? {
        switch files.withLock({ $0[relativePath] }) {
        case .text(let parts):
            parts.reduce(into: Data()) { $0.append(contentsOf: $1.utf8) }
        case .bytes(let data): data
        case nil: nil
        }
    }

    /// Every path the build made, sorted.
    public var paths: [String] {
        files.withLock { $0.keys.sorted() }
    }
}
