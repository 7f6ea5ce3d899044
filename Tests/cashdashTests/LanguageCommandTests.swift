import Foundation
import Testing

/// The default site built in each language Cash Dash ships shows none of the English catalogue's words in what Cash
/// Dash itself writes on its pages (issue 32): every heading, card, chart, warning and label is in the site's language.
/// The author's content (chapter bodies, glossary definitions, ledger notes) stays as the author wrote it.
@Suite struct LanguageCommandTests {
    /// The languages Cash Dash ships besides English, with a locale each writes numbers in.
    static let languages = [
        ("es", "es_ES"), ("fr", "fr_FR"), ("de", "de_DE"), ("pt-BR", "pt_BR"), ("hi", "hi_IN"), ("ar", "ar"),
    ]

    @Test(arguments: languages) func noEnglishWordOfCashDashsOwnOnAnyPage(language: String, locale: String) throws {
        let site = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Content"),
            to: site.url.appendingPathComponent("Content"))
        let settings = site.url.appendingPathComponent("Content/site.yml")
        let original = try String(contentsOf: settings, encoding: .utf8)
        try site.write(
            original.replacingOccurrences(of: "language: en ", with: "language: \(language) ")
                .replacingOccurrences(of: "locale: en_US", with: "locale: \(locale)"),
            to: "Content/site.yml")
        let result = try CommandRunner.run(["build", "--quiet"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")

        let english = try Self.catalogue("en")
        let translated = try Self.catalogue(language)
        // The author's own words (a calculator page's title, a budget's category, a glossary term) stay as written,
        // and a word the translation uses itself (Spanish `Principal` for the main menu) is not English on its page.
        let authored = try Self.authoredText(in: site.url.appendingPathComponent("Content"))
        let ownWords = Set(translated.values)
        let phrases = Self.englishPhrases(english, translated).filter {
            !ownWords.contains($0) && !Self.contains(authored, $0)
        }
        #expect(phrases.contains("Where the money went"), "the English words the test looks for")

        let output = site.url.appendingPathComponent("Output")
        var found: [String: [String]] = [:]
        for path in try Self.pages(in: output) {
            let html = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
            let texts = VisibleText.of(html)
            let joined =
                " "
                + texts.joined(separator: " \u{1}").split(whereSeparator: \.isWhitespace)
                .joined(separator: " ") + " "
            let whole = Set(
                texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.init(charactersIn: ".:"))) })
            for phrase in phrases {
                let isFound = phrase.contains(" ") ? Self.contains(joined, phrase) : whole.contains(phrase)
                if isFound { found[phrase, default: []].append(path) }
            }
        }
        let report = found.keys.sorted().map { "“\($0)” on \(found[$0]!.count) pages, like \(found[$0]!.sorted()[0])" }
        #expect(report.isEmpty, "English words in the \(language) site:\n\(report.joined(separator: "\n"))")
    }

    /// Whether `text` holds `phrase` as whole words.
    static func contains(_ text: String, _ phrase: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: phrase) {
            let before = text[..<range.lowerBound].last, after = text[range.upperBound...].first
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }

    /// Every text file of the site's content (Markdown, CSV, YAML, text), joined: what the author wrote.
    static func authoredText(in folder: URL) throws -> String {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        return try files.compactMap { $0 as? URL }.filter {
            ["md", "csv", "yml", "txt", "rtf"].contains($0.pathExtension)
        }
        .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// Every `.html` file below `folder`, by its path from it.
    static func pages(in folder: URL) throws -> [String] {
        let prefix = folder.path.count + 1
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        return files.compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".html") }.map {
            String($0.dropFirst(prefix))
        }
        .sorted()
    }

    /// The parts of the English texts worth looking for: each text's words between its placeholders (markup taken
    /// out), with four letters or more, unless the translation has the same words (`Date`, `Budget`). A phrase of one
    /// word is looked for as a whole label, as Cash Dash writes it (`Balance`); a longer one anywhere in the text.
    static func englishPhrases(_ english: [String: String], _ translated: [String: String]) -> Set<String> {
        var phrases: Set<String> = []
        // A name in an example (`Ava Brightwater`) is a name, which a class may well have.
        for (key, text) in english where translated[key] != text && !key.hasSuffix("example_name") {
            let pieces = text.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "\\{[A-Za-z_]+\\}", with: "\u{1}", options: .regularExpression)
                .split(separator: "\u{1}")
            let hasPlaceholders = text.contains("{")
            for piece in pieces {
                let phrase = piece.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: ".,:;()·")))
                // Short pieces inside a sentence (`the week of` in `the week of {date}`, `the bank`) are words any
                // author writes too: they are looked for only as part of four words or more. A text's opening
                // words (`Rates of` in `Rates of {date}`) are looked for from two words.
                let opens = phrase.first?.isUppercase == true && text.hasPrefix(phrase)
                let fewestWords = !hasPlaceholders && opens ? 1 : opens ? 2 : 4
                guard phrase.split(separator: " ").count >= fewestWords, phrase.filter(\.isLetter).count >= 4,
                    !(translated[key] ?? "").contains(phrase)
                else { continue }
                phrases.insert(phrase)
            }
        }
        return phrases
    }

    /// The texts of `Templates/i18n/<language>.yml` by their dotted keys (a counted word's forms as `key.one`…). The
    /// catalogues are nested mappings, two spaces a level, whose every text is written in double quotes.
    static func catalogue(_ language: String) throws -> [String: String] {
        let file = CommandRunner.packageRoot.appendingPathComponent("Templates/i18n/\(language).yml")
        var path: [String] = []
        var texts: [String: String] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard !body.hasPrefix("#"), let colon = body.firstIndex(of: ":") else { continue }
            path = Array(path.prefix(indent / 2)) + [String(body[..<colon])]
            let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("\"") else { continue }
            texts[path.joined(separator: ".")] = try JSONDecoder().decode(String.self, from: Data(value.utf8))
        }
        return texts
    }
}

/// What a reader sees of a page: its text and the labels it reads out (`aria-label`, `placeholder`, `alt`), without
/// scripts, styles and the author's content (`<div class="prose">`, a glossary's terms and definitions, a quiz's
/// questions in the answer key).
enum VisibleText {
    static func of(_ html: String) -> [String] {
        var texts: [String] = []
        // The open elements, each with whether what is inside it is left out.
        var open: [(name: String, hidden: Bool)] = []
        var rest = html[...]
        while !rest.isEmpty {
            guard let start = rest.firstIndex(of: "<") else {
                if !(open.last?.hidden ?? false) { texts.append(decode(rest)) }
                break
            }
            if start > rest.startIndex, !(open.last?.hidden ?? false) { texts.append(decode(rest[..<start])) }
            if rest[start...].hasPrefix("<!--") {
                rest = rest[start...].range(of: "-->").map { rest[$0.upperBound...] } ?? ""
                continue
            }
            guard let end = rest[start...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: start)..<end]
            rest = rest[rest.index(after: end)...]
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().lowercased()
                if let index = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(index...) }
                continue
            }
            if tag.hasPrefix("!") { continue }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            let hidden =
                (open.last?.hidden ?? false) || ["script", "style", "dd"].contains(name)
                || !Set(attribute("class", in: tag)?.split(separator: " ") ?? []).isDisjoint(with: authorsClasses)
                || (name == "a" && attribute("href", in: tag).map(isGlossaryTerm) == true)
            if !hidden {
                for label in ["aria-label", "placeholder", "alt"] {
                    if let text = attribute(label, in: tag) { texts.append(decode(text[...])) }
                }
            }
            let isVoid =
                tag.hasSuffix("/")
                || ["br", "img", "input", "meta", "link", "hr", "source", "col", "wbr"].contains(name)
            if !isVoid { open.append((name, hidden)) }
        }
        return texts.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Elements that hold the author's words: a chapter's body, a quiz's question and explanation in the answer key,
    /// a glossary term's link.
    private static let authorsClasses: Set<Substring> = ["prose", "answer-key-prompt", "quiz-why", "term"]

    /// A link to a term of the glossary, whose words are the author's (`glossary/index.html#currency`).
    private static func isGlossaryTerm(_ href: String) -> Bool {
        href.contains("glossary/") && href.contains("#")
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[range.upperBound...]
        return String(value.prefix { $0 != "\"" })
    }

    private static func decode(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
    }
}
