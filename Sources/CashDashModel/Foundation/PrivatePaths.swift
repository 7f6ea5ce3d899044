import Foundation

/// Why Cash Dash will not read or publish the file at `path` inside the site folder `root`, or nil when it may.
///
/// Hidden files and folders (any part of the path starting with `.`, such as `.git/config` or `.env`) can hold
/// passwords and tokens, and the output folder holds what Cash Dash wrote; neither is ever included or copied.
/// `path` and `root` are real paths (links resolved); `outputFolder`, when given, is the output's real path.
public func privatePathReason(_ path: String, root: String, outputFolder: String? = nil) -> String? {
    let relative: Substring
    if path == root {
        relative = ""
    } else if root == "/" {
        relative = path.dropFirst()
    } else if path.hasPrefix(root + "/") {
        relative = path.dropFirst(root.count + 1)
    } else {
        return nil  // outside the site: callers refuse that with their own message
    }
    let parts = relative.split(separator: "/")
    if let hidden = parts.first(where: { $0.hasPrefix(".") }) {
        return "is hidden (`\(hidden)` starts with a dot), and hidden files can hold passwords or tokens"
    }
    let output = outputFolder ?? root + "/Output"
    if path == output || path.hasPrefix(output + "/") {
        return "is in the output folder, which Cash Dash writes"
    }
    return nil
}

/// Whether a path as written (`../.env`, `notes/.secret/a.md`) has a hidden part; `.` and `..` are not hidden.
public func hasHiddenComponent(_ path: some StringProtocol) -> Bool {
    path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
}
