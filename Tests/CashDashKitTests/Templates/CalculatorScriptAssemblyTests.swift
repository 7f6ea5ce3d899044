import Foundation
import TestSupport
import Testing

@testable import CashDashKit
@testable import CashDashModel

/// `calculators.js` names no calculator: each one's formula is its Swift type's `script`, written into the site's copy.
struct CalculatorScriptAssemblyTests {
    static func generic() throws -> String {
        try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent(CalculatorScript.path),
            encoding: .utf8)
    }

    @Test("the bundled script names no calculator, and leaves an empty table for their formulas")
    func theGenericScriptNamesNoCalculator() throws {
        let generic = try Self.generic()
        #expect(generic.contains(CalculatorScript.placeholder + "\n"))
        for kind in CalculatorKind.allCases {
            #expect(!generic.contains("\"\(kind.rawValue)\""), "calculators.js names `\(kind.rawValue)`")
        }
    }

    @Test("each empty table in a script is filled, wherever the script's bytes start")
    func everyPlaceholderIsFilled() {
        let (mark, table) = (CalculatorScript.placeholder, CalculatorScript.table)
        let text = "// a\n" + mark + "\n// b " + mark + "\n"
        let data = Data(("skipped" + text).utf8).dropFirst("skipped".count)
        #expect(data.startIndex != 0)
        #expect(String(decoding: CalculatorScript.assembled(data), as: UTF8.self) == "// a\n\(table)\n// b \(table)\n")
        #expect(CalculatorScript.assembled(Data("no table".utf8)) == Data("no table".utf8))
    }

    @Test("the site's script holds every calculator's formula, once, in the registry's order, the same every time")
    func theSiteScriptHoldsEveryFormula() throws {
        let script = String(decoding: CalculatorScript.bundled, as: UTF8.self)
        #expect(!script.contains(CalculatorScript.placeholder))
        var last = script.startIndex
        for kind in CalculatorKind.allCases where kind.calculator != nil {
            let entry = try #require(script.range(of: "    \"\(kind.rawValue)\": function ("), "\(kind.rawValue)")
            #expect(entry.lowerBound > last && script.ranges(of: "    \"\(kind.rawValue)\": ").count == 1)
            last = entry.lowerBound
        }
        #expect(CalculatorScript.bundled == CalculatorScript.bundled)
        let exported = CalculatorScript.bundledTemplates().first { $0.path == CalculatorScript.path }?.data
        #expect(exported == CalculatorScript.bundled, "`templates export` writes the assembled script")
    }

    /// This repository's example site builds with the repository's `Templates/` as its own: its copy of the generic
    /// script was written out as it was, and every calculator's button did nothing ("CALCULATORS[calculator] is not
    /// a function").
    @Test func aSitesCopyOfTheGenericScriptIsFilledInToo() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Copy\n", "Templates/\(CalculatorScript.path)": try Self.generic(),
        ])
        #expect(!SiteBuilder(sitePath: site.path).build().diagnostics.hasErrors)
        #expect(
            try site.read("Output/\(CalculatorScript.path)")
                == String(decoding: CalculatorScript.bundled, as: UTF8.self))
        let own = "var CALCULATORS = { mine: function () {} };\n"
        try site.write(own, to: "Templates/\(CalculatorScript.path)")
        #expect(!SiteBuilder(sitePath: site.path).build().diagnostics.hasErrors)
        #expect(try site.read("Output/\(CalculatorScript.path)") == own, "a site's own script is its own")
    }
}
