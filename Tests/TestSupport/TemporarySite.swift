import Foundation

/// A site folder in a fresh temporary directory, deleted when the value is no longer used.
public final class TemporarySite {
    public let root: URL

    /// Creates the site with `files`, keyed by path relative to the site folder.
    public init(_ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    public var path: String { root.path }

    public func write(_ text: String, to relativePath: String) throws {
        let url = root.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(relativePath).path)
    }

    /// Every file below `relativePath` with its bytes, for comparing whole trees.
    public func snapshot(of relativePath: String) throws -> [String: Data] {
        let base = root.appendingPathComponent(relativePath)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return files }
        for case let file as String in enumerator {
            var isDirectory: ObjCBool = false
            let url = base.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[file] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

/// A chapter file with front matter.
public func chapterFile(title: String, extra: String = "", body: String = "Some text.\n") -> String {
    "---\ntitle: \(title)\n\(extra)---\n\(body)"
}

/// Whether `path`, inside an output folder (`.cashdash/pages`) or its control folder (`pages`), is one of the records a
/// build keeps that note files' stamps or identities and when they were taken: never the same from one build to the
/// next, so left out when two builds' folders are compared.
public func notesStamps(_ path: String) -> Bool {
    let name = path.hasPrefix(".cashdash/") ? String(path.dropFirst(".cashdash/".count)) : path
    return ["pages", "built", "print", "search-words"].contains(name) || name.hasPrefix("loaded-")
}
