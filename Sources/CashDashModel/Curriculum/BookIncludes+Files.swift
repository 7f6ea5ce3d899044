import Foundation

/// The file an include reads, and the text it selects.
extension BookIncludes {
    /// A file's selected text, the folder its own includes are relative to, and its real path.
    struct Included {
        var text: String
        var folder: URL
        var realPath: String
    }

    /// The selected text of the file `target` names, or nil after reporting why it cannot be included.
    func read(
        _ target: Substring, everyAnchor: Bool, from source: Source, at place: Place, progress: inout Progress,
        diagnostics: inout Diagnostics
    ) -> Included? {
        func problem(_ message: String) -> Included? {
            diagnostics.error(message, in: place.path, line: place.line, column: place.column)
            return nil
        }
        func limit(_ message: String) -> Included? {
            progress.stopped = true
            return problem(message)
        }
        // `file.rs:2:10`: the path, then an optional selection after the first colon.
        let parts = target.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0])
        // The directive as the author wrote it, for messages.
        let directive = everyAnchor ? "#rustdoc_include" : "#include"
        guard !file.isEmpty else {
            return problem("this `{{\(directive)}}` names no file; write `{{\(directive) file.md}}`")
        }
        guard source.depth < Self.deepest else {
            return problem("includes go more than \(Self.deepest) deep here; an included file probably includes itself")
        }
        progress.includes += 1
        guard progress.includes <= Self.mostIncludes else {
            return limit(
                "this chapter does more than 1,000 includes (counting those inside included files), so the rest are left "
                    + "as written; files probably include each other many times: include each part once")
        }
        let url = URL(fileURLWithPath: file, relativeTo: source.folder).standardizedFileURL
        let real: String
        switch allowedPath(of: url, file: file, directive: directive, progress) {
        case .failure(let failure): return problem(failure.message)
        case .success(let path): real = path
        }
        guard !source.chain.contains(real) else {
            return problem("`\(file)` includes itself, through the files it includes; remove one of the includes")
        }
        let selection = parts.count > 1 ? String(parts[1]) : nil
        let included: Included
        switch selectedText(of: url, real: real, selection, everyAnchor: everyAnchor, name: file, &progress) {
        case .failure(let failure): return problem(failure.message)
        case .success(let text): included = text
        }
        guard progress.size + included.text.utf8.count <= Self.largestChapter else {
            return limit("including `\(file)` makes this chapter larger than 16 MB; include fewer lines")
        }
        return included
    }

    /// The real path of the file at `url`, or why it may not be included: it is not there, it is outside the site
    /// folder, or it is private (hidden, or in the output folder).
    private func allowedPath(
        of url: URL, file: String, directive: String, _ progress: Progress
    ) -> Result<String, IncludedFile.Failure> {
        func refusal(_ message: String) -> Result<String, IncludedFile.Failure> {
            .failure(IncludedFile.Failure(message: message))
        }
        guard let real = realPath(url.path), let siteReal = progress.siteReal,
            real == siteReal || real.hasPrefix(siteReal.hasSuffix("/") ? siteReal : siteReal + "/")
        else {
            if FileManager.default.fileExists(atPath: url.path) {
                return refusal("`{{\(directive) \(file)}}` reads a file outside the site folder; copy it into the site")
            }
            return refusal(
                "`{{\(directive) \(file)}}` names a file that does not exist; check the path, which is relative to this chapter's folder"
            )
        }
        if let reason = privatePathReason(real, root: siteReal, outputFolder: progress.outputReal)
            ?? (hasHiddenComponent(file)
                ? "is hidden (a part of its path starts with a dot), and hidden files can hold passwords or tokens"
                : nil)
        {
            return refusal(
                "`{{\(directive) \(file)}}` reads a file that \(reason), so Cash Dash never includes it; copy the lines you "
                    + "need into a file in Content/ whose name does not start with a dot")
        }
        return .success(real)
    }

    /// The `selection` of the file at `url`, whose real path is `real`: read once a chapter, then kept in `progress`.
    private func selectedText(
        of url: URL, real: String, _ selection: String?, everyAnchor: Bool, name: String, _ progress: inout Progress
    ) -> Result<Included, IncludedFile.Failure> {
        let key = real + (selection.map { (everyAnchor ? "::every:" : ":") + $0 } ?? "")
        if let known = progress.read[key] { return .success(known) }
        switch IncludedFile.read(
            real, selection: selection, everyAnchor: everyAnchor, name: name,
            budget: Self.largestChapter - progress.size)
        {
        case .failure(let failure): return .failure(failure)
        case .success(let text):
            let included = Included(text: text, folder: url.deletingLastPathComponent(), realPath: real)
            progress.read[key] = included
            return .success(included)
        }
    }
}
