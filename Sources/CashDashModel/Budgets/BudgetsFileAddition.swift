import Foundation

/// New lines for `budgets.yml`, added only at its end so that no entry or comment already there changes: a new
/// `ledgers:` entry (and a budget's `starting_balance`) goes under its section when that section is the file's last
/// top-level key, or as a new top-level section when there is none (a new `budgets:` before a new `ledgers:`, so that
/// the next import can add to `ledgers:`); anything that cannot be added that way is left for the user to paste, and
/// when that is the ledger entry, nothing is added.
public struct BudgetsFileAddition: Sendable {
    /// The old text with the new lines after it (the old text unchanged when nothing could be added).
    public var text: String
    /// YAML that could not be added by appending, with where it goes, for the user to paste.
    public var unplaced: [String] = []

    /// Adds the entry `ledger(indent)` under `ledgers:`, and `starting_balance` for `budget` under `budgets:` when
    /// `startingBalance` is given, to `old` (nil for a file that does not exist yet).
    public init(adding ledger: @escaping (Int) -> String, to old: String?, budget: String, startingBalance: Decimal?) {
        let old = old ?? ""
        var lines = ProfileGuess.lines(old)
        // A byte-order mark (Notepad's, or Excel's) is no part of the first key.
        if let first = lines.first, first.hasPrefix("\u{FEFF}") { lines[0] = String(first.dropFirst()) }
        let sections = Self.topLevelKeys(lines)
        let last = sections.last
        var inLast = "", newSections = ""
        let budgetEntry: ((Int) -> String)? = startingBalance.map { balance in
            { indent in
                String(repeating: " ", count: indent) + ProfileGuess.quoted(budget) + ":\n"
                    + String(repeating: " ", count: indent + 2) + "starting_balance: \(balance)\n"
            }
        }
        let documentMarkers = lines.contains { $0.hasPrefix("---") || $0.hasPrefix("...") }
        // A new `budgets:` goes before a new `ledgers:`, so that `ledgers:` stays last for the next import.
        let pending: [(String, ((Int) -> String)?)] =
            sections.contains(where: { $0.key == "ledgers" })
            ? [("ledgers", ledger), ("budgets", budgetEntry)] : [("budgets", budgetEntry), ("ledgers", ledger)]
        for (name, entry) in pending {
            guard let entry else { continue }
            let section = sections.first { $0.key == name }
            if documentMarkers {
                unplaced.append("under `\(name):`\n" + entry(2))
            } else if section == nil, name == "budgets", sections.contains(where: { $0.key == "ledgers" }) {
                // A new `budgets:` after `ledgers:` would keep every later import from adding to `ledgers:`.
                unplaced.append("under a new `budgets:` key, before `ledgers:`\n" + entry(2))
            } else if section == nil {
                newSections += "\(name):\n" + entry(2)
            } else if let section, section.key == last?.key, section.isBlock,
                name != "budgets"
                    || !Self.children(of: section, in: lines).contains(where: { $0.lowercased() == budget.lowercased() }
                    )
            {
                inLast += entry(Self.childIndent(of: section, in: lines))
            } else {
                unplaced.append("under `\(name):`\n" + entry(section.map { Self.childIndent(of: $0, in: lines) } ?? 2))
            }
        }
        // Without its ledger entry nothing is added: the rest is printed with it.
        if let ledgerLines = unplaced.first, ledgerLines.hasPrefix("under `ledgers:`") {
            if let budgetLines = startingBalance.map({ _ in "under `budgets:`\n" + (budgetEntry?(2) ?? "") }),
                unplaced.count == 1
            {
                unplaced.append(budgetLines)
            }
            text = old
            return
        }
        let added = inLast + newSections
        text = old + (added.isEmpty || old.isEmpty || old.hasSuffix("\n") || old.hasSuffix("\r") ? "" : "\n") + added
    }

    struct Section {
        var key: String
        var line: Int
        /// `key:` with nothing after it on its line but a comment: its entries follow on lines of their own.
        var isBlock: Bool
    }

    /// The file's top-level keys: lines that start with neither a space, a comment nor a list's dash.
    static func topLevelKeys(_ lines: [String]) -> [Section] {
        lines.enumerated().compactMap { number, line in
            guard let first = line.first, first != " ", first != "#", first != "-", first != "\t",
                let colon = Self.keyEnd(line)
            else { return nil }
            let key = Self.unquoted(String(line[..<colon]))
            let rest = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            return Section(key: key, line: number, isBlock: rest.isEmpty || rest.hasPrefix("#"))
        }
    }

    /// The colon that ends the key of `line` (outside quotes), if any.
    static func keyEnd(_ line: String) -> String.Index? {
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ":" {
                let next = line.index(after: index)
                if next == line.endIndex || line[next] == " " { return index }
            }
            index = line.index(after: index)
        }
        return nil
    }

    static func unquoted(_ key: String) -> String {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first {
            return String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// How far the entries under `section` are indented (2 when it has none yet).
    static func childIndent(of section: Section, in lines: [String]) -> Int {
        for line in lines.dropFirst(section.line + 1) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let indent = line.prefix { $0 == " " }.count
            return indent > 0 ? indent : 2
        }
        return 2
    }

    /// The keys of the entries right under `section`.
    static func children(of section: Section, in lines: [String]) -> [String] {
        let indent = childIndent(of: section, in: lines)
        var keys: [String] = []
        for line in lines.dropFirst(section.line + 1) {
            if let first = line.first, first != " ", first != "#" { break }
            guard line.prefix(while: { $0 == " " }).count == indent, let colon = keyEnd(line) else { continue }
            keys.append(unquoted(String(line[..<colon])))
        }
        return keys
    }
}
