import Yams

extension Catalogue {
    /// A catalogue entry with the place in its file it was read from.
    public struct ReadEntry: Sendable, Equatable {
        public var entry: Entry
        public var line: Int
        public var column: Int
    }

    /// The entries of a catalogue file: nested mappings whose keys join with dots (`budgets:` then `history:` then
    /// `title: History` is `budgets.history.title`); a leaf is a text, or a mapping of plural forms (`one:`,
    /// `other:`, …) with `other` always among them. Problems go to `diagnostics` at their line and column.
    public static func read(_ text: String, path: String, diagnostics: inout Diagnostics) -> [String: ReadEntry] {
        simpleEntries(text) ?? yamsEntries(text, path: path, diagnostics: &diagnostics)
    }

    /// ``read(_:path:diagnostics:)`` by Yams, whatever the text: the reference ``simpleEntries(_:)`` is held to.
    static func yamsEntries(_ text: String, path: String, diagnostics: inout Diagnostics) -> [String: ReadEntry] {
        guard
            let root = YAMLMapping.parse(
                text, path: path, lineOffset: 0, simple: true, typed: false, diagnostics: &diagnostics)
        else { return [:] }
        var entries: [String: ReadEntry] = [:]
        for entry in root.entries {
            collect(
                entry.value, key: entry.key, line: entry.line, column: entry.column, path: path, into: &entries,
                diagnostics: &diagnostics)
        }
        return entries
    }

    private static func collect(
        _ node: Node, key: String, line: Int, column: Int, path: String, into entries: inout [String: ReadEntry],
        diagnostics: inout Diagnostics
    ) {
        if let scalar = node.scalar {
            entries[key] = ReadEntry(entry: .text(scalar.string), line: line, column: column)
            return
        }
        guard let mapping = node.mapping else {
            diagnostics.error(
                "`\(key)` should be a text, or words for each count (`one:` and `other:`), not a list", in: path,
                line: line, column: column)
            return
        }
        let keys = mapping.map { $0.key.string ?? "" }
        if !keys.isEmpty, keys.allSatisfy({ PluralCategory(rawValue: $0) != nil }) {
            var forms: [PluralCategory: String] = [:]
            for (form, value) in mapping {
                guard let category = PluralCategory(rawValue: form.string ?? ""), let text = value.scalar?.string else {
                    diagnostics.error(
                        "each form of `\(key)` should be a text", in: path, line: form.mark?.line ?? line,
                        column: form.mark?.column ?? column)
                    continue
                }
                forms[category] = text
            }
            guard forms[.other] != nil else {
                diagnostics.error(
                    "`\(key)` gives words for some counts but not `other:`, the form every language uses for the rest; "
                        + "add `other:`", in: path, line: line, column: column)
                return
            }
            entries[key] = ReadEntry(entry: .counted(forms), line: line, column: column)
            return
        }
        for (child, value) in mapping {
            collect(
                value, key: key + "." + (child.string ?? ""), line: child.mark?.line ?? line,
                column: child.mark?.column ?? column, path: path, into: &entries, diagnostics: &diagnostics)
        }
    }

    /// The words of `language`: the bundled catalogue of that language (English, the reference, when Cash Dash
    /// ships none), with the site's own file over it, each entry checked against the reference.
    ///
    /// - Parameters:
    ///   - bundled: the catalogues Cash Dash ships, by language, as read by ``read(_:path:diagnostics:)``; `en` is
    ///     the reference every other one is checked against.
    ///   - site: the site's own file for `language` (`Content/i18n/es.yml`), its path and entries, if it has one.
    ///   - setting: where the site chose its language (`Content/site.yml`'s `language:`), for the warning that a
    ///     language Cash Dash does not ship shows English words.
    /// - Returns: the catalogue; what the site's file gets wrong is a warning at its line, and the entry is left as
    ///   the bundled one.
    public static func load(
        language: String, bundled: [String: [String: ReadEntry]], site: (path: String, entries: [String: ReadEntry])?,
        setting: (path: String, line: Int, column: Int) = ("Content/site.yml", 1, 1), diagnostics: inout Diagnostics
    ) -> Catalogue {
        let reference = bundled["en"] ?? [:]
        let own = bundled[language] ?? bundled[baseLanguage(language)]
        // Key by key, a language's own words over the English ones: a text it lacks shows in English.
        var entries = reference.mapValues(\.entry).merging((own ?? [:]).mapValues(\.entry)) { _, own in own }
        let rule = PluralRule(language: language)
        if let site {
            for key in site.entries.keys.sorted(by: { site.entries[$0]!.line < site.entries[$1]!.line }) {
                let read = site.entries[key]!
                if let problem = problem(with: read.entry, for: key, reference: reference[key]?.entry, rule: rule) {
                    diagnostics.warning(problem, in: site.path, line: read.line, column: read.column)
                } else {
                    entries[key] = read.entry
                }
            }
        }
        if let own {
            warnUntranslated(
                reference.keys.filter { own[$0] == nil && site?.entries[$0] == nil }.sorted(), of: language,
                in: site?.path, setting: setting, diagnostics: &diagnostics)
        } else {
            let missing = reference.keys.filter { site?.entries[$0] == nil }.sorted()
            if let first = missing.first {
                diagnostics.warning(
                    "Cash Dash has no words of its own in `\(language)`, so \(missing.count) of its \(reference.count) "
                        + "texts show in English (the first is `\(first)`); translate them in "
                        + "`\(site?.path ?? "Content/i18n/\(language).yml")`: `cashdash templates export` writes the English "
                        + "ones to copy into `Templates/i18n/en.yml`", in: setting.path, line: setting.line,
                    column: setting.column)
            }
        }
        return Catalogue(language: language, entries: entries)
    }

    /// One warning listing the texts Cash Dash's own words in `language` lack (and the site does not give), which
    /// show in English.
    private static func warnUntranslated(
        _ missing: [String], of language: String, in sitePath: String?, setting: (path: String, line: Int, column: Int),
        diagnostics: inout Diagnostics
    ) {
        guard !missing.isEmpty else { return }
        diagnostics.warning(
            "Cash Dash's words in `\(language)` lack \(missing.count) text\(missing.count == 1 ? "" : "s"), which "
                + (missing.count == 1 ? "shows" : "show") + " in English: "
                + missing.map { "`\($0)`" }.joined(separator: ", ") + "; translate "
                + (missing.count == 1 ? "it" : "them") + " in `\(sitePath ?? "Content/i18n/\(language).yml")`",
            in: setting.path, line: setting.line, column: setting.column)
    }

    /// `pt` for `pt-BR`: the language a regional variant falls back to.
    public static func baseLanguage(_ language: String) -> String {
        String(language.prefix { $0.isLetter })
    }

    /// What is wrong with a site's `entry` for `key`, checked against the reference, or nil.
    static func problem(with entry: Entry, for key: String, reference: Entry?, rule: PluralRule) -> String? {
        guard let reference else {
            return "`\(key)` is not one of Cash Dash's words, so it changes nothing; check its spelling against "
                + "Cash Dash's own `Templates/i18n/en.yml`"
        }
        let allowed: Set<String>
        switch reference {
        case .text(let text): allowed = placeholders(in: text)
        case .counted(let forms): allowed = forms.values.reduce(into: ["count"]) { $0.formUnion(placeholders(in: $1)) }
        }
        let texts: [String]
        switch (entry, reference) {
        case (.text(let text), .text): texts = [text]
        case (.counted(let forms), .counted):
            let extra = Set(forms.keys).subtracting(rule.categories)
            if let form = extra.sorted().first {
                return
                    "`\(key)` has a `\(form.rawValue):` form, which `\(rule.language)` does not use with counts; it uses "
                    + rule.categories.sorted().map { "`\($0.rawValue):`" }.joined(separator: ", ")
            }
            texts = Array(forms.values)
        case (.text, .counted):
            return "`\(key)` depends on a count: give a form for each (`one:` and `other:` in English, as "
                + "`\(rule.language)` needs)"
        case (.counted, .text):
            return "`\(key)` does not depend on a count: give it one text, not forms"
        }
        for text in texts {
            if let unknown = placeholders(in: text).subtracting(allowed).sorted().first {
                let names = allowed.sorted().map { "`{\($0)}`" }.joined(separator: ", ")
                return "`{\(unknown)}` in `\(key)` is not filled in by Cash Dash"
                    + (names.isEmpty ? "; this text takes no placeholders" : "; it fills in \(names)")
            }
        }
        return nil
    }
}
