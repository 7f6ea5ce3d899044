import Foundation

/// Reads a UTF-8 text file, reporting a missing or unreadable file as a diagnostic.
///
/// - Parameter required: when false, a missing file is not an error and gives nil.
public func readTextFile(_ url: URL, path: String, required: Bool = true, diagnostics: inout Diagnostics) -> String? {
    let filePath = url.path
    var status = stat()
    if stat(filePath, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
        // A named pipe would wait forever for a writer; a folder or a device is no text either.
        diagnostics.error(
            "this is not a file (a folder, a named pipe or a device); replace it with a text file", in: path)
        return nil
    }
    guard let data = readRegularFile(atPath: filePath) else {
        if required || FileManager.default.fileExists(atPath: filePath) {
            diagnostics.error("this file cannot be read; check that it exists and that you may open it", in: path)
        }
        return nil
    }
    guard let text = String(validatingUTF8Data: data) else {
        diagnostics.error(
            "this file is not UTF-8 text; save it again as UTF-8 (in most editors: Save As, Encoding: UTF-8)",
            in: path, line: lineOfFirstInvalidByte(data))
        return nil
    }
    return text
}

extension String {
    /// The text of `data` when it is valid UTF-8 (a byte-order mark is kept; callers strip it).
    public init?(validatingUTF8Data data: Data) {
        guard let text = data.withUnsafeBytes({ String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) })
        else { return nil }
        self = text
    }
}

private func lineOfFirstInvalidByte(_ data: Data) -> Int {
    var line = 1
    var start = data.startIndex
    for index in data.indices where data[index] == 0x0A {
        if String(validatingUTF8Data: data[start...index]) == nil { return line }
        line += 1
        start = index + 1
    }
    return line
}

/// A path for messages: `base` joined with `component`, as the user would type it.
public func displayPath(_ base: String, _ components: String...) -> String {
    var result = base
    for component in components {
        if result.isEmpty || result == "." {
            result = component
        } else {
            result += result.hasSuffix("/") ? component : "/" + component
        }
    }
    return result
}

extension StringProtocol {
    /// The text without ASCII spaces and tabs at either end; much cheaper than Foundation's trimming for the short
    /// fields of a CSV row.
    public var trimmingSpaces: String {
        var start = startIndex, end = endIndex
        while start < end, self[start] == " " || self[start] == "\t" { start = index(after: start) }
        while end > start, self[index(before: end)] == " " || self[index(before: end)] == "\t" {
            end = index(before: end)
        }
        return String(self[start..<end])
    }

    /// The text without the spaces of any script and tabs (`CharacterSet.whitespaces`) at either end, as
    /// `trimmingCharacters(in: .whitespaces)` gives it; a text that starts and ends with a printable ASCII character
    /// is given back as it is, without going through `NSString` (0.8 % of a full build of 2,000 chapters, by perf).
    public var trimmingUnicodeSpaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
            (0x21..<0x7F).contains(first.value), (0x21..<0x7F).contains(last.value)
        else { return trimmingCharacters(in: .whitespaces) }
        return String(self)
    }
}

extension String {
    /// The last component of a `/`-separated path inside a folder (`guide/intro.md` → `intro.md`), found by its
    /// last `/` byte: splitting the path into components, for each of 2,000 chapters on every rebuild, took 3 % of
    /// `serve`'s CPU for an edit (perf, `Benchmarks/serve.sh`).
    var pathFileName: String {
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard end > utf8.startIndex else { return self }
        let start = utf8[..<end].lastIndex(of: slash).map(utf8.index(after:)) ?? utf8.startIndex
        return String(self[start..<end])
    }

    /// The folders of a `/`-separated path inside a folder, outermost first (`guide/basics/intro.md` → `guide`,
    /// `basics`), split at its `/` bytes, as ``pathFileName`` is found.
    var pathFolders: [String] {
        utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(Substring($0)) }
    }
}
