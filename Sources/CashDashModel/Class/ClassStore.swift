import Foundation

/// The class store's price list, `store:` in `Content/class/rules.yml`: each item's name and price, in the file's
/// order. The class site shows it as a page, and `cashdash class buy NAME ITEM` charges an item's price.
///
/// ```yaml
/// store:
///   Pencil set: 4.00
///   Homework pass: 15.00
/// ```
public struct ClassStore: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public var name: String
        public var price: Decimal
        /// The item's line in `rules.yml`.
        public var line: Int
    }

    public var items: [Item] = []

    public init(items: [Item] = []) {
        self.items = items
    }

    /// The store of `rules.yml`'s mapping `fields`; each item whose price does not read, or whose name another item
    /// has already (case ignored), is an error at its line and left out.
    init(_ fields: YAMLMapping, money: MoneyWriter, diagnostics: inout Diagnostics) {
        guard let entry = fields.entry("store"), entry.value.null == nil else { return }
        guard let table = fields.mapping("store", diagnostics: &diagnostics) else { return }
        var seen: [String: Int] = [:]
        for item in table.entries {
            let folded = Self.folded(item.key)
            if let first = seen[folded] {
                diagnostics.error(
                    "the store already has `\(item.key)` on line \(first); give each item its own name",
                    in: fields.path, line: item.line, column: item.column)
                continue
            }
            guard let text = item.value.scalar?.string,
                let price = PayRules.amount(
                    text, "store", at: (item.line, item.column), in: fields, money: money, diagnostics: &diagnostics)
            else {
                if item.value.scalar == nil {
                    diagnostics.error(
                        "`\(item.key)` should have a price, like `\(item.key): 4.00`", in: fields.path,
                        line: item.line, column: item.column)
                }
                continue
            }
            seen[folded] = item.line
            items.append(Item(name: item.key, price: price, line: item.line))
        }
    }

    /// The store of the `rules.yml` in `folder` alone, for a class whose students' names are not there to read the
    /// rest of the file by; empty when there is no file.
    public static func load(
        from folder: URL, path: String, money: MoneyWriter, diagnostics: inout Diagnostics
    ) -> ClassStore {
        let url = folder.appendingPathComponent(PayRules.fileName)
        let file = displayPath(path, PayRules.fileName)
        guard FileManager.default.fileExists(atPath: url.path),
            let text = readTextFile(url, path: file, diagnostics: &diagnostics),
            let fields = YAMLMapping.parse(text, path: file, diagnostics: &diagnostics)
        else { return ClassStore() }
        return ClassStore(fields, money: money, diagnostics: &diagnostics)
    }

    static func folded(_ text: String) -> String {
        StudentFinder.folded(text)
    }

    /// The item called `name`, case, accents and spaces ignored; or, when there is none, a message that lists the
    /// closest names first (a typo away, or holding the words typed), then the rest.
    public func item(named name: String) -> Result<Item, StoreItemError> {
        let query = Self.folded(name)
        if let found = items.first(where: { Self.folded($0.name) == query }) { return .success(found) }
        let names = items.map(\.name)
        // Close: a typo or two away from the name or its start (`pensil` for "Pencil set"), or holding the words typed.
        let closest = names.filter { item in
            let folded = Self.folded(item)
            return !query.isEmpty
                && (folded.contains(query) || query.contains(folded)
                    || suggestion(for: query, among: [String(folded.prefix(query.count)), folded]) != nil)
        }
        return .failure(StoreItemError(name: name, closest: closest, all: names))
    }
}

/// An item the store does not have: what was typed, the closest names and every name.
public struct StoreItemError: Error, Equatable, Sendable {
    public var name: String
    public var closest: [String]
    public var all: [String]

    /// The problem in a beginner's words, with what to type instead.
    public var message: String {
        let quoted = { (names: [String]) in names.map { "`\($0)`" }.joined(separator: ", ") }
        guard !all.isEmpty else {
            return "the class store has no items yet; list them under `store:` in rules.yml with their prices, "
                + "or give the price, like `cashdash class buy NAME 4.00 \"\(name)\"`"
        }
        let shown = Array(closest.prefix(3))
        let rest = all.filter { !shown.contains($0) }
        var message = "the class store has no `\(name)`; "
        if let last = shown.last {
            let others = shown.dropLast()
            message += "did you mean \(others.isEmpty ? "" : quoted(Array(others)) + " or ")`\(last)`? "
        }
        if !rest.isEmpty {
            message += (shown.isEmpty ? "its items are " : "Its other items are ") + quoted(Array(rest.prefix(12)))
            message += rest.count > 12 ? " and \(rest.count - 12) more" : ""
        }
        return message + " (rules.yml, under `store:`)"
    }
}
