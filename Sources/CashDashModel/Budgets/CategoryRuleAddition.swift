import Foundation

/// One category rule added to a ledger profile in `budgets.yml`, only at the file's end, so that no line already there
/// changes: under the profile's `categories:` when that is the last key of the last profile under `ledgers:` (the
/// file's last section), or as a new `categories:` at the end of that profile when it has none. Anything else (an
/// earlier profile, `categories: {…}` on one line) is left for the user to paste.
public struct CategoryRuleAddition: Sendable {
    /// The old text with the rule after it; nil when it cannot be added by appending.
    public var text: String?
    /// The rule's line, to paste under the profile's `categories:`.
    public var snippet: String

    /// Adds `"pattern": "category"` to the profile for `files` in `old`.
    public init(pattern: String, category: String, files: String, to old: String) {
        let rule = ProfileGuess.quoted(pattern) + ": " + ProfileGuess.quoted(category) + "\n"
        let lines = ProfileGuess.lines(old)
        let place = Self.place(of: files, in: lines)
        snippet = rule
        guard let place else { return }
        let pad = String(repeating: " ", count: place.indent)
        let added =
            place.hasCategories
            ? pad + "  " + rule : pad + "categories:\n" + pad + "  " + rule
        text = old + (old.hasSuffix("\n") ? "" : "\n") + added
    }

    /// Where a rule goes: the indent of the profile's keys, and whether its last key is a block `categories:`.
    struct Place {
        var indent: Int
        var hasCategories: Bool
    }

    /// The place at the file's end for the profile `files`: nil unless it is the last entry of `ledgers:`, the last
    /// section, and its last key is a block `categories:` or it has no `categories:`.
    static func place(of files: String, in lines: [String]) -> Place? {
        let sections = BudgetsFileAddition.topLevelKeys(lines)
        guard !lines.contains(where: { $0.hasPrefix("---") || $0.hasPrefix("...") }),
            let ledgers = sections.last, ledgers.key == "ledgers", ledgers.isBlock
        else { return nil }
        let body = lines.dropFirst(ledgers.line + 1)
        let entryIndent = BudgetsFileAddition.childIndent(of: ledgers, in: lines)
        guard let start = body.indices.last(where: { indent(of: body[$0]) == entryIndent && isKey(body[$0]) }),
            let entry = keyAndRest(body[start]), entry.key == files, entry.rest.isEmpty
        else { return nil }
        let keys = body[(start + 1)...].filter { isKey($0) && indent(of: $0) > entryIndent }
        guard let keyIndent = keys.first.map(indent(of:)) else { return nil }
        let own = keys.filter { indent(of: $0) == keyIndent }
        let named = own.compactMap(keyAndRest)
        guard let categories = named.firstIndex(where: { $0.key == "categories" }) else {
            return Place(indent: keyIndent, hasCategories: false)
        }
        guard categories == named.count - 1, named[categories].rest.isEmpty else { return nil }
        return Place(indent: keyIndent, hasCategories: true)
    }

    /// A line's key, unquoted, and what follows its colon (a comment counts as nothing).
    static func keyAndRest(_ line: String) -> (key: String, rest: String)? {
        guard let end = BudgetsFileAddition.keyEnd(line) else { return nil }
        let rest = line[line.index(after: end)...].trimmingCharacters(in: .whitespaces)
        return (BudgetsFileAddition.unquoted(String(line[..<end])), rest.hasPrefix("#") ? "" : rest)
    }

    static func indent(of line: String) -> Int { line.prefix { $0 == " " }.count }

    /// A line with a key of its own, not a comment or blank.
    static func isKey(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("#") && BudgetsFileAddition.keyEnd(trimmed) != nil
    }
}
