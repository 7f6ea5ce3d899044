import Foundation

/// Every word Cash Dash itself puts on a page, in one language: the interface of the site (navigation, table
/// headings, chart labels, the scripts' messages), never the author's content. Read from `Templates/i18n/<language>.yml`
/// with a site's own `Content/i18n/<language>.yml` over it.
///
/// A key names a text once (`budgets.history.title`); a text may hold placeholders in braces (`From {first} to
/// {last}`), and a word that depends on a count has a text per plural form (`one`, `other`, …).
public struct Catalogue: Sendable, Equatable {
    /// The language the words are in, as the site's `language` setting names it (`en`, `pt-BR`).
    public let language: String
    /// Each key's text; a counted entry has a text per form.
    public private(set) var entries: [String: Entry]

    /// One key's words: plain, or a form per plural category.
    public enum Entry: Sendable, Equatable {
        case text(String)
        case counted([PluralCategory: String])
    }

    public init(language: String, entries: [String: Entry]) {
        self.language = language
        self.entries = entries
    }

    /// The direction the language is written in.
    public var direction: TextDirection { TextDirection(language: language) }

    /// The plural rule of the language.
    public var pluralRule: PluralRule { PluralRule(language: language) }

    /// The text of `key` with each `{name}` replaced by `values[name]`. A key the catalogue lacks gives the key
    /// itself, so a slip shows on the page rather than silently vanishing (tests check every key is there).
    public func text(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        switch entries[key] {
        case .text(let text): fill(text, values.map { ($0.key, $0.value) })
        case .counted(let forms): fill(forms[.other] ?? key, values.map { ($0.key, $0.value) })
        case nil: key
        }
    }

    /// The form of `key` for `count`, with `{count}` replaced by `countText` (the count as the locale writes it:
    /// `1.234` in German) and the other placeholders by `values`.
    public func text(
        _ key: String, count: Int, countText: String, _ values: KeyValuePairs<String, String> = [:]
    ) -> String {
        let template: String
        switch entries[key] {
        case .counted(let forms): template = forms[pluralRule.category(count)] ?? forms[.other] ?? key
        case .text(let text): template = text
        case nil: template = key
        }
        return fill(template, [("count", countText)] + values.map { ($0.key, $0.value) })
    }

    /// `items` as one list, in the language's own punctuation: "rent, food" in English, "إيجار، طعام" in Arabic.
    public func list(_ items: [String]) -> String { items.joined(separator: text("common.list_separator")) }

    /// Every text under `prefix` (`script.` gives the scripts' words), keyed without it, for a page to hand to its
    /// scripts. Counted entries give each form as `key.one`, `key.other`.
    public func texts(under prefix: String) -> [(key: String, text: String)] {
        var result: [(key: String, text: String)] = []
        for (key, entry) in entries where key.hasPrefix(prefix) {
            let short = String(key.dropFirst(prefix.count))
            switch entry {
            case .text(let text): result.append((short, text))
            case .counted(let forms):
                for (category, text) in forms { result.append((short + "." + category.rawValue, text)) }
            }
        }
        return result.sorted { $0.key < $1.key }
    }

    /// The names in braces in `text`: `{first}` and `{last}` in `From {first} to {last}`.
    public static func placeholders(in text: String) -> Set<String> {
        var names: Set<String> = []
        _ = fill(text) { name in
            if isPlaceholderName(name) { names.insert(String(name)) }
            return nil
        }
        return names
    }

    /// Whether `name` may name a placeholder: letters, digits and `_`.
    public static func isPlaceholderName(_ name: Substring) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `template` with each `{name}` replaced by `value(name)`, in one pass: a name without a value stays as it is,
    /// a brace that opens no name is text (`{{count}}` fills `count`), and a value is never read for placeholders of
    /// its own. A value ending in a full stop (`55.00 ج.م.`) takes the place of the sentence's own: no `ج.م..`.
    public static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard template.utf8.contains(open) else { return template }
        var text = "", rest = Substring(template)
        while let first = rest.utf8.firstIndex(of: open), let end = rest.utf8[first...].firstIndex(of: close) {
            let start = rest.utf8[first..<end].lastIndex(of: open) ?? first
            let after = rest.utf8.index(after: end)
            text += rest[..<start]
            let filled = value(rest[rest.utf8.index(after: start)..<end])
            text += filled ?? String(rest[start..<after])
            rest = rest[after...]
            if let filled, endsWithFullStop(filled), rest.hasPrefix("."), !rest.hasPrefix("..") {
                rest = rest.dropFirst()
            }
        }
        return text + rest
    }

    /// Whether `value` ends in a full stop, perhaps inside the isolate that closes it.
    private static func endsWithFullStop(_ value: String) -> Bool {
        (value.last == "\u{2069}" ? value.dropLast() : Substring(value)).last == "."
    }

    /// `text` with its placeholders filled. In a right-to-left language each value is isolated (U+2068 … U+2069), so
    /// that an amount such as `820.75 US$` keeps its own order inside an Arabic sentence. A value without letters (a
    /// count, `1,234`) keeps its order without, so it is left bare: isolates are invisible marks that copy and paste
    /// carries, and an empty pair is nothing else.
    private func fill(_ text: String, _ values: [(String, String)]) -> String {
        // Most texts have no values: such a text is its template as it stands, and the language's direction, worked
        // out from its name, is not needed (0.4 % of a rebuild after one edit, by perf).
        guard !values.isEmpty else { return text }
        let isolated = direction == .rightToLeft
        return Catalogue.fill(text) { name in
            guard let value = values.first(where: { $0.0 == name })?.1 else { return nil }
            return isolated && value.contains(where: \.isLetter) ? "\u{2068}" + value + "\u{2069}" : value
        }
    }
}

extension StableDigest {
    /// Adds a catalogue's language and every key with its words, the keys in any order.
    public mutating func add(_ catalogue: Catalogue) {
        add(catalogue.language)
        addUnordered(catalogue.entries) { digest, entry in
            digest.add(entry.key)
            switch entry.value {
            case .text(let text):
                digest.add(false)
                digest.add(text)
            case .counted(let forms):
                digest.add(true)
                digest.addUnordered(forms) { digest, form in
                    digest.add(form.key.rawValue)
                    digest.add(form.value)
                }
            }
        }
    }
}
