import CashDashModel
import Foundation

/// `assets/calculators.js` as a site gets it: the bundled script's generic part (its arithmetic, the form, `present`
/// and a drawer per kind of chart), with the table of formulas, one per calculator, from each type's `script`, in
/// the registry's order. A site's own `calculators.js` is its own, unless it keeps the generic part's empty table (a
/// copy of Cash Dash's `Templates/` folder itself, as this repository's example site has): that one is filled in too.
enum CalculatorScript {
    /// The asset's path inside `Templates/`.
    static let path = "assets/calculators.js"
    /// The line of the generic part the table of formulas takes the place of.
    static let placeholder = "  var CALCULATORS = {};"

    /// The table of formulas, as the line that declares it.
    static var table: String {
        let entries = CalculatorKind.allCases.compactMap { kind in
            kind.calculator.map { calculator in
                let lines = calculator.script.split(separator: "\n", omittingEmptySubsequences: false)
                return "    \"\(kind.rawValue)\": "
                    + lines.enumerated().map {
                        $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "    " + $0.element
                    }
                    .joined(separator: "\n")
            }
        }
        return "  var CALCULATORS = {\n" + entries.joined(separator: ",\n") + "\n  };"
    }

    /// `generic` (the bundled file) with its placeholder replaced by the table of formulas.
    static func assembled(_ generic: Data) -> Data {
        // As bytes: Foundation's string search over the whole script was 0.7 % of a rebuild after one edit (perf).
        let (mark, filled) = (Data(placeholder.utf8), Data(table.utf8))
        var script = generic, from = script.startIndex
        while let found = script.range(of: mark, in: from..<script.endIndex) {
            script.replaceSubrange(found, with: filled)
            from = found.lowerBound + filled.count
        }
        return script
    }

    /// Cash Dash's own script, assembled.
    static var bundled: Data {
        assembled(EmbeddedFiles.files(in: "Templates", where: { $0 == path }).first?.data ?? Data())
    }

    /// A file of a site's `Templates/` folder at `url` (`path` inside it): `calculators.js` with the empty table
    /// filled in, any other file as it is.
    static func source(of path: String, at url: URL) -> TemplateSet.Source {
        guard path == Self.path, let data = readRegularFile(atPath: url.path),
            String(decoding: data, as: UTF8.self).contains(placeholder + "\n")
        else { return .file(url) }
        return .bundled(assembled(data))
    }

    /// The files of Cash Dash's own `Templates/` as a site gets them (and `templates export` writes them):
    /// `calculators.js` assembled.
    static func bundledTemplates() -> [(path: String, data: Data)] {
        EmbeddedFiles.files(in: "Templates").map { file in
            file.path == path ? (file.path, assembled(file.data)) : file
        }
    }
}
