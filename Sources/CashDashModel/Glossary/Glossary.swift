import Foundation

/// The glossary of `Content/glossary/`: terms and definitions, from RTF or text.
///
/// Two formats are read, as DESIGN.md describes: paired lists `words.rtf` + `definitions.rtf` (or `.txt`) whose
/// entries are separated by `|` and matched by position, as the original Cash Dash app shipped them; or one file
/// `glossary.txt`, `glossary.rtf` or `glossary.md` with one `Term: definition` entry per paragraph.
public struct Glossary: Sendable {
    /// Entries in the order they are written.
    public var entries: [GlossaryEntry] {
        didSet { sorted = Self.sort(entries, language: language) }
    }
    /// Entries sorted as on the page: by term, ignoring case and accents (``GlossaryAlphabet/sortKey(of:)``).
    public private(set) var sorted: [GlossaryEntry]
    /// The language the terms are written in (`site.yml`'s `language`): it decides their plurals, their A–Z bar
    /// and their order.
    public var language = "en" {
        didSet { sorted = Self.sort(entries, language: language) }
    }

    public init(entries: [GlossaryEntry] = []) {
        self.entries = entries
        sorted = Self.sort(entries, language: language)
    }

    /// Sorts by the term's sort key in `language`, worked out once per entry.
    private static func sort(_ entries: [GlossaryEntry], language: String) -> [GlossaryEntry] {
        let alphabet = GlossaryAlphabet(language: language)
        return entries.map { (alphabet.sortKey(of: $0.term), $0) }
            .sorted { ($0.0, $0.1.term) < ($1.0, $1.1.term) }
            .map(\.1)
    }

    /// Reads the glossary in `folder`; a missing folder is an empty glossary.
    public static func load(from folder: URL, path: String, diagnostics: inout Diagnostics) -> Glossary {
        let files = Set(listFiles(in: folder, within: folder.siteFolder).filter { !$0.contains("/") })
        func first(_ name: String, _ extensions: [String]) -> String? {
            extensions.map { "\(name).\($0)" }.first { files.contains($0) }
        }
        let words = first("words", ["rtf", "txt"]), definitions = first("definitions", ["rtf", "txt"])
        let single = first("glossary", ["rtf", "txt", "md"])
        var glossary = Glossary()
        if words != nil || definitions != nil {
            if let single {
                diagnostics.error(
                    "there are two glossaries here, `\(single)` and the paired lists; keep one of them",
                    in: displayPath(path, single))
            }
            guard let words, let definitions else {
                let present = words ?? definitions ?? ""
                let missing = words == nil ? "words.rtf (or words.txt)" : "definitions.rtf (or definitions.txt)"
                diagnostics.error(
                    "`\(present)` needs its partner, \(missing), in the same folder", in: displayPath(path, present))
                return glossary
            }
            glossary.entries = loadPaired(
                words: (folder.appendingPathComponent(words), displayPath(path, words)),
                definitions: (folder.appendingPathComponent(definitions), displayPath(path, definitions)),
                diagnostics: &diagnostics)
        } else if let single {
            glossary.entries = loadSingle(
                folder.appendingPathComponent(single), path: displayPath(path, single),
                diagnostics: &diagnostics)
        } else {
            return glossary
        }
        glossary.check(&diagnostics)
        if files.contains(LinkForms.fileName) {
            LinkForms.apply(
                folder.appendingPathComponent(LinkForms.fileName), path: displayPath(path, LinkForms.fileName),
                to: &glossary,
                diagnostics: &diagnostics)
        }
        return glossary
    }

    /// Reads a glossary file as positioned text: RTF through ``RTFReader``, anything else as UTF-8.
    public static func readText(_ url: URL, path: String, diagnostics: inout Diagnostics) -> PositionedText? {
        if url.pathExtension.lowercased() == "rtf" {
            guard let data = readRegularFile(atPath: url.path) else {
                diagnostics.error("this file cannot be read; check that it exists and that you may open it", in: path)
                return nil
            }
            do {
                var warnings: [RTFReader.Failure] = []
                let text = try RTFReader.read(Array(data), warnings: &warnings)
                for warning in warnings {
                    diagnostics.warning(warning.message, in: path, line: warning.line, column: warning.column)
                }
                return text
            } catch {
                diagnostics.error(error.message, in: path, line: error.line, column: error.column)
                return nil
            }
        }
        return readTextFile(url, path: path, diagnostics: &diagnostics).map(PositionedText.init(plain:))
    }

    /// The `|`-separated pieces of a list; empty pieces at the end (a trailing `|`, blank lines) are dropped.
    public static func splitList(_ text: PositionedText) -> [PositionedText.Piece?] {
        var pieces: [PositionedText.Piece?] = []
        var start = 0
        for index in 0...text.scalars.count where index == text.scalars.count || text.scalars[index] == "|" {
            pieces.append(text.piece(start, index))
            start = index + 1
        }
        while let last = pieces.last, last == nil { pieces.removeLast() }
        return pieces
    }

    private static func loadSingle(_ url: URL, path: String, diagnostics: inout Diagnostics) -> [GlossaryEntry] {
        guard let text = readText(url, path: path, diagnostics: &diagnostics) else { return [] }
        var entries: [GlossaryEntry] = []
        var joined: [(line: PositionedText.Piece, into: String)] = []
        let paragraphs = paragraphs(text, joiningEntries: &joined)
        for (line, term) in joined {
            let next = line.text[..<(line.text.firstIndex(of: ":") ?? line.text.endIndex)]
            diagnostics.warning(
                "this line looks like an entry of its own (`\(next): …`), but with no blank line before it, it is read "
                    + "as more of the definition of `\(term)`; put a blank line between entries",
                in: path, line: line.line, column: line.column)
        }
        for (number, paragraph) in paragraphs.enumerated() {
            guard let colon = paragraph.text.firstIndex(of: ":") else {
                diagnostics.error(
                    "entry \(number + 1) has no `:` between the term and its definition; write `Term: definition`",
                    in: path, line: paragraph.line, column: paragraph.column)
                continue
            }
            let term = paragraph.text[..<colon].trimmingCharacters(in: .whitespaces)
            let definition = paragraph.text[paragraph.text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !term.isEmpty, !definition.isEmpty else {
                diagnostics.error(
                    "entry \(number + 1) has an empty \(term.isEmpty ? "term" : "definition")", in: path,
                    line: paragraph.line, column: paragraph.column)
                continue
            }
            entries.append(
                GlossaryEntry(
                    term: term, definition: definition, path: path, line: paragraph.line, column: paragraph.column))
        }
        return entries
    }

    /// The entries of a one-file glossary. Paragraphs are separated by blank lines and their lines joined; in a file
    /// where every line holds a colon and there are no blank lines between them (as TextEdit writes one entry per
    /// line), each line is an entry.
    public static func paragraphs(_ text: PositionedText) -> [PositionedText.Piece] {
        var joined: [(line: PositionedText.Piece, into: String)] = []
        return paragraphs(text, joiningEntries: &joined)
    }

    /// ``paragraphs(_:)``, and in `joined` each line that reads as an entry of its own (`Interest: What a loan
    /// costs.`) but was joined to the entry above it (by its term): in a word processor one Return between two
    /// entries, where the others have a blank line, silently makes them one, and so does one line without its colon
    /// in a file of an entry a line. The entry above need not end a sentence (`Budget: A plan for your money`), but
    /// one that ends in a comma, a semicolon or a dash goes on (`Wage: Pay for work,` / `Example: by the hour.`).
    static func paragraphs(
        _ text: PositionedText, joiningEntries joined: inout [(line: PositionedText.Piece, into: String)]
    ) -> [PositionedText.Piece] {
        var lines: [PositionedText.Piece?] = []
        var start = 0
        for index in 0...text.scalars.count where index == text.scalars.count || text.scalars[index] == "\n" {
            lines.append(text.piece(start, index))
            start = index + 1
        }
        let filled = lines.compactMap { $0 }
        if filled.count > 1 && filled.allSatisfy({ $0.text.contains(":") })
            && !lines.dropLast().contains(where: { $0 == nil })
        {
            return filled
        }
        var paragraphs: [PositionedText.Piece] = []
        var current: PositionedText.Piece?
        for line in lines {
            guard let line else {
                if let paragraph = current { paragraphs.append(paragraph) }
                current = nil
                continue
            }
            if let paragraph = current {
                if let term = entryTerm(paragraph.text), entryTerm(line.text) != nil,
                    let last = paragraph.text.last, !",;:-–—".contains(last)
                {
                    joined.append((line, term))
                }
                current!.text += " " + line.text
            } else {
                current = line
            }
        }
        if let paragraph = current { paragraphs.append(paragraph) }
        return paragraphs
    }

    /// The term of `line` if it reads as an entry: a short term (one to four words, starting with a capital or a
    /// letter of a script without capitals), a colon and a definition.
    private static func entryTerm(_ line: String) -> String? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        let term = line[..<colon].trimmingCharacters(in: .whitespaces)
        let definition = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard let first = term.first, first.isLetter, first.isUppercase || !first.isCased, term.count <= 40,
            term.split(separator: " ").count <= 4, !definition.isEmpty
        else { return nil }
        return term
    }

    /// Reports repeated terms, gives every entry a unique anchor, and warns about definitions given twice.
    public mutating func check(_ diagnostics: inout Diagnostics) {
        var firstEntry: [String: Int] = [:]
        var kept: [GlossaryEntry] = []
        var anchors = UniqueNames()
        for (index, var entry) in entries.enumerated() {
            let key = entry.term.lowercased()
            if let earlier = firstEntry[key] {
                diagnostics.error(
                    "entry \(index + 1), `\(entry.term)`, repeats entry \(earlier + 1); keep one of them",
                    in: entry.path,
                    line: entry.line, column: entry.column)
                continue
            }
            firstEntry[key] = index
            var anchor = urlSlug(entry.term)
            if anchor.isEmpty { anchor = "term" }
            entry.anchor = anchors.claim(anchor)
            kept.append(entry)
        }
        var byDefinition: [String: GlossaryEntry] = [:]
        for entry in kept {
            if let twin = byDefinition[entry.definition] {
                diagnostics.warning(
                    "`\(entry.term)` has the same definition, word for word, as `\(twin.term)`; one of them may sit "
                        + "beside the wrong term", in: entry.path, line: entry.line, column: entry.column)
            } else {
                byDefinition[entry.definition] = entry
            }
        }
        entries = kept
    }
}
