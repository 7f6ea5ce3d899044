import Foundation

/// A bank's own export layout, from `KnownLayouts.yml`: the header that recognises it, and how its rows are read
/// (a ledger profile, written as under `ledgers:` in `budgets.yml`). `cashdash import` looks for a known header
/// before it works anything out, and still checks the reading against a running balance where the file has one.
public struct KnownLayout: Sendable {
    /// The bank (and the account, where one bank has several layouts), as the YAML file names it.
    public var bank: String
    /// Where the layout was learnt: the bank's documentation or a public sample export.
    public var source: String
    /// The header's titles as ``CSVHeader`` keys them (case and spaces ignored), trailing empty ones left out.
    public var header: [String]
    public var delimiter: Character
    /// How the rows are read: columns, date format, decimal separator, sign, type words, rows to pass over.
    public var profile: LedgerProfile

    /// The keys a layout has beside those of a ledger profile.
    static let ownKeys = ["source", "header_line", "delimiter"]

    /// Every known layout, read from the YAML the binary embeds.
    public static let all: [KnownLayout] = {
        var diagnostics = Diagnostics()
        let layouts = read(
            String(decoding: PackageResources.KnownLayouts_yml, as: UTF8.self), diagnostics: &diagnostics)
        assert(!diagnostics.hasErrors, "KnownLayouts.yml: \(diagnostics.sorted.map(\.message))")
        return layouts
    }()

    /// The layouts in `text`, each problem reported at its place.
    static func read(_ text: String, path: String = "KnownLayouts.yml", diagnostics: inout Diagnostics) -> [KnownLayout]
    {
        guard let banks = YAMLMapping.parse(text, path: path, diagnostics: &diagnostics) else { return [] }
        return banks.entries.compactMap { entry in
            guard let fields = banks.mapping(entry.key, diagnostics: &diagnostics),
                let header = fields.string("header_line", diagnostics: &diagnostics)
            else {
                diagnostics.error(
                    "a known layout needs its `header_line`", in: path, line: entry.line, column: entry.column)
                return nil
            }
            let delimiter = fields.string("delimiter", diagnostics: &diagnostics).flatMap(\.first) ?? ","
            let profile = LedgerProfile.read(
                fields, files: entry.key, otherKeys: ownKeys, diagnostics: &diagnostics)
            return KnownLayout(
                bank: entry.key, source: fields.string("source", diagnostics: &diagnostics) ?? "",
                header: keys(of: ProfileGuess.fields(header, delimiter)), delimiter: delimiter, profile: profile)
        }
    }

    /// Titles as a header is compared: each keyed as ``CSVHeader`` keys it, trailing empty ones (a bank's trailing
    /// delimiter) left out.
    static func keys(of titles: [String]) -> [String] {
        var keys = titles.map(CSVHeader.key)
        while keys.last?.isEmpty == true { keys.removeLast() }
        return keys
    }

    /// The first known layout whose header is one of the first lines of a file, with that line's index.
    public static func match(_ lines: [String], among layouts: [KnownLayout] = all) -> (KnownLayout, line: Int)? {
        for (index, line) in lines.prefix(40).enumerated() where !line.isEmpty {
            if let layout = layouts.first(where: { keys(of: ProfileGuess.fields(line, $0.delimiter)) == $0.header }) {
                return (layout, index)
            }
        }
        return nil
    }
}
