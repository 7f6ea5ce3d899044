extension Diagnostics {
    /// How many messages a file shows at most: a chapter with 60,000 broken links says so in a screenful, not 60,000
    /// lines, and the count of the rest is given.
    public static let shownPerFile = 100

    /// The lines to print for `ordered` diagnostics: each file's first ``shownPerFile``, then a line that counts the
    /// rest of that file (after its last shown message), so nothing is silently dropped.
    public static func lines(_ ordered: [Diagnostic], perFile limit: Int = shownPerFile) -> [String] {
        var shown: [String: Int] = [:], hidden: [String: Int] = [:]
        for diagnostic in ordered {
            shown[diagnostic.path, default: 0] += 1
            if shown[diagnostic.path]! > limit { hidden[diagnostic.path, default: 0] += 1 }
        }
        var lines: [String] = []
        var printed: [String: Int] = [:]
        for diagnostic in ordered {
            let count = printed[diagnostic.path, default: 0] + 1
            printed[diagnostic.path] = count
            if count <= limit { lines.append(diagnostic.description) }
            if count == limit, let rest = hidden[diagnostic.path] {
                lines.append(
                    "\(visibleText(diagnostic.path)): … and \(rest) more \(rest == 1 ? "problem" : "problems") in this file, "
                        + "not shown; fix the ones above and run the command again to see the rest")
            }
        }
        return lines
    }
}
