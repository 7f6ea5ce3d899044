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
    func write(to relativePath: String, batches make: (_ emit: ([PagePart]) -> Void) -> Bool) throws(OutputError)
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

    func write(to relativePath: String, batches make: (_ emit: ([PagePart]) -> Void) -> Bool) throws(OutputError) {
        var parts: [String] = []
        guard make({ parts += $0.map(\.html) }) else { return }
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

    /// What `serve` answers a request for `path` with: the path of a URL as the browser sent it (`/`,
    /// `/curriculum/saving/`, `/site.css`, percent-encoded). Only a file of this site is ever answered, by its path
    /// in it: `/` and a folder are its `index.html`, and `..` is no way out of the site (no file's path holds it).
    public func answer(toRequestPath path: String) -> RequestAnswer {
        let decoded = path.percentDecoded
        let relative = decoded.split(separator: "/").joined(separator: "/")
        let made = { (path: String) in self.files.withLock { $0[path] != nil } }
        if !relative.isEmpty, !decoded.hasSuffix("/"), made(relative) { return .file(relative) }
        let index = relative.isEmpty ? "index.html" : relative + "/index.html"
        guard made(index) else { return .notFound }
        guard decoded.hasSuffix("/") else {
            // Made from the path's own parts, so it always starts with one `/`: `//curriculum/` would send the
            // browser to a host named `curriculum`, and `//` (for an empty path) to no host at all.
            guard !relative.isEmpty else { return .redirect("/") }
            return .redirect("/" + (relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "") + "/")
        }
        return .file(index)
    }

    /// Every path the build made, sorted.
    public var paths: [String] {
        files.withLock { $0.keys.sorted() }
    }
}

/// How `serve` answers a request for a path: see ``SiteFiles/answer(toRequestPath:)``.
public enum RequestAnswer: Sendable, Equatable {
    /// The site's file at this path (`curriculum/saving/index.html`).
    case file(String)
    /// A folder named without its last `/`, sent on to this location (`/curriculum/`) so that the page's relative
    /// links work.
    case redirect(String)
    /// No file of the site: the site's 404 page.
    case notFound
}
