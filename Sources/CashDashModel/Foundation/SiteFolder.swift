import Foundation

/// A site folder as the user named it: where its files are, and how messages name them. Every command opens a site
/// through this, so `Content/` is found, checked and named the same way by all of them.
public struct SiteFolder: Sendable {
    /// A file or folder of the site: where it is, and its path as messages show it (`Content/site.yml`).
    public struct Item: Sendable {
        public var url: URL
        public var path: String

        public init(url: URL, path: String) {
            self.url = url
            self.path = path
        }
    }

    /// The folder as the user typed it (`.` for the working directory).
    public let path: String
    public let url: URL

    public init(_ path: String) {
        self.path = path
        url = URL(fileURLWithPath: path)
    }

    /// A file or folder inside the site folder (`Templates`, `Output`).
    public func item(_ components: String...) -> Item {
        Item(
            url: components.reduce(url) { $0.appendingPathComponent($1) },
            path: components.reduce(path) { displayPath($0, $1) })
    }

    /// A file or folder inside `Content/` (`site.yml`, `class/ledger.lock`); `Content/` itself with no components.
    public func content(_ components: String...) -> Item {
        let content = item("Content")
        return Item(
            url: components.reduce(content.url) { $0.appendingPathComponent($1) },
            path: components.reduce(content.path) { displayPath($0, $1) })
    }

    /// Reports every link in `Content/` that leads out of the site or round in a loop. Run before reading anything,
    /// so that no command reads a file from outside the site.
    public func checkLinks(diagnostics: inout Diagnostics) {
        checkContentLinks(site: url, sitePath: path, diagnostics: &diagnostics)
    }
}
