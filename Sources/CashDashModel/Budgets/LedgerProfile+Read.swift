import Foundation

/// A ledger's profile read from `budgets.yml`, every problem reported at its place.
extension LedgerProfile {
    /// Reads the profile for `files` from `fields`, reporting every problem at its place; `otherKeys` are keys the
    /// caller reads (a known layout's `header_line`).
    static func read(
        _ fields: YAMLMapping, files: String, otherKeys: [String] = [], diagnostics: inout Diagnostics
    ) -> LedgerProfile {
        var profile = LedgerProfile(files: files)
        fields.rejectUnknownKeys(keys + otherKeys, in: "the ledger `\(files)`", diagnostics: &diagnostics)
        if let name = fields.choice(
            "encoding", among: Encoding.allCases.map(\.rawValue), describing: "encoding", diagnostics: &diagnostics)
        {
            profile.encoding = Encoding(rawValue: name)!
        }
        profile.dateFormat = fields.dateFormat(diagnostics: &diagnostics)
        profile.amounts = fields.amounts(diagnostics: &diagnostics)
        profile.budget = fields.string("budget", diagnostics: &diagnostics)
        if let value = fields.choice(
            "duplicates", among: ["allow", "warn"], describing: "duplicates setting", diagnostics: &diagnostics)
        {
            profile.allowsDuplicates = value == "allow"
        }
        if let value = fields.choice(
            "amounts", among: ["charges-negative", "charges-positive"], describing: "sign of amounts",
            diagnostics: &diagnostics)
        {
            profile.chargesPositive = value == "charges-positive"
        }
        readSkip(fields, into: &profile, diagnostics: &diagnostics)
        if let value = fields.choice(
            "header", among: ["first-line", "none"], describing: "header setting", diagnostics: &diagnostics)
        {
            profile.hasHeader = value == "first-line"
        }
        profile.columns = readColumns(fields, hasHeader: profile.hasHeader, diagnostics: &diagnostics)
        profile.types = readTypes(fields, diagnostics: &diagnostics)
        profile.skipRows = readSkipRows(fields, diagnostics: &diagnostics)
        profile.extraFieldsAreNote =
            fields.choice(
                "extra_fields", among: ["note"], describing: "extra fields setting", diagnostics: &diagnostics)
            != nil
        profile.methods = readMethods(fields, diagnostics: &diagnostics)
        profile.continuedLinesAreNote =
            fields.choice(
                "continued_lines", among: ["note"], describing: "continued lines setting", diagnostics: &diagnostics)
            != nil
        profile.categoryRules = readCategoryRules(fields, diagnostics: &diagnostics)
        return profile
    }

    /// `columns: {Amount: amount}`: a role for a column, by its title (or its number, counting from 1, with
    /// `header: none`).
    private static func readColumns(
        _ fields: YAMLMapping, hasHeader: Bool, diagnostics: inout Diagnostics
    ) -> [String: Role] {
        guard let columns = fields.mapping("columns", diagnostics: &diagnostics) else { return [:] }
        let roles = Role.words.keys.sorted()
        var read: [String: Role] = [:]
        for entry in columns.entries {
            guard
                let word = columns.choice(entry.key, among: roles, describing: "column role", diagnostics: &diagnostics)
            else { continue }
            read[CSVHeader.key(entry.key)] = Role.words[word]
            if !hasHeader, Int(entry.key).map({ $0 < 1 || $0 > 10_000 }) ?? true {
                diagnostics.error(
                    "with `header: none` the columns are named by their number, counting from 1 (`1: date`); "
                        + "`\(entry.key)` is not one", in: columns.path, line: entry.line, column: entry.column)
            }
        }
        return read
    }

    /// `types: {DEB: expense, CRED: deposit}`: what a bank's words in the type column mean.
    private static func readTypes(
        _ fields: YAMLMapping, diagnostics: inout Diagnostics
    ) -> [String: Transaction.Kind] {
        guard let types = fields.mapping("types", diagnostics: &diagnostics) else { return [:] }
        let words = zip(Transaction.Kind.expenseWords, Transaction.Kind.depositWords).flatMap { [$0, $1] }
        var read: [String: Transaction.Kind] = [:]
        for entry in types.entries {
            guard let word = types.choice(entry.key, among: words, describing: "type", diagnostics: &diagnostics),
                let kind = Transaction.Kind(word: word)
            else { continue }
            read[typeKey(entry.key)] = kind
        }
        return read
    }

    /// `methods: {Geldautomaat: Cash}`: a category by the word of the `method` column.
    private static func readMethods(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> [String: String] {
        guard let methods = fields.mapping("methods", diagnostics: &diagnostics) else { return [:] }
        var read: [String: String] = [:]
        for entry in methods.entries {
            guard let category = methods.string(entry.key, diagnostics: &diagnostics) else { continue }
            read[typeKey(entry.key)] = category
        }
        return read
    }

    /// `categories: {STARBUCKS|PEET'S: Coffee}`: a category for the rows whose note has one of the words.
    private static func readCategoryRules(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> [CategoryRule] {
        guard let rules = fields.mapping("categories", diagnostics: &diagnostics) else { return [] }
        var read: [CategoryRule] = []
        for entry in rules.entries {
            guard let category = rules.string(entry.key, diagnostics: &diagnostics) else { continue }
            if let words = NotePattern(entry.key) {
                read.append(CategoryRule(pattern: entry.key, category: category, words: words))
            } else {
                diagnostics.error(
                    "`\(entry.key)` has an empty choice, which every note would match; write the words to look for, "
                        + "with one `|` between choices (STARBUCKS|PEET'S)",
                    in: fields.path, line: entry.line, column: entry.column)
            }
        }
        return read
    }

    /// `skip_rows: {State: PENDING|REVERTED}`.
    private static func readSkipRows(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> [SkipRule] {
        guard let rows = fields.mapping("skip_rows", diagnostics: &diagnostics) else { return [] }
        return rows.entries.compactMap { entry in
            guard let words = rows.string(entry.key, diagnostics: &diagnostics) else { return nil }
            return SkipRule(title: CSVHeader.key(entry.key), words: words.split(separator: "|").map(String.init))
        }
    }

    /// `skip: 3` (lines at the top) or `skip: {top: 3, bottom: 1}`.
    private static func readSkip(
        _ fields: YAMLMapping, into profile: inout LedgerProfile, diagnostics: inout Diagnostics
    ) {
        guard let entry = fields.entry("skip") else { return }
        func checked(_ value: Int?, _ key: String, in mapping: YAMLMapping) -> Int {
            guard let value else { return 0 }
            if (0...10_000).contains(value) { return value }
            let place = mapping.entry(key) ?? entry
            diagnostics.error(
                "`\(key)` should be a number of lines from 0 to 10,000", in: fields.path, line: place.line,
                column: place.column)
            return 0
        }
        if entry.value.mapping != nil, let skip = fields.mapping("skip", diagnostics: &diagnostics) {
            skip.rejectUnknownKeys(["top", "bottom"], in: "`skip`", diagnostics: &diagnostics)
            profile.skipTop = checked(skip.int("top", diagnostics: &diagnostics), "top", in: skip)
            profile.skipBottom = checked(skip.int("bottom", diagnostics: &diagnostics), "bottom", in: skip)
        } else {
            profile.skipTop = checked(fields.int("skip", example: "3", diagnostics: &diagnostics), "skip", in: fields)
        }
    }
}
