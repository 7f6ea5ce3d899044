@testable import CashDashBasics
@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Every page of a site drawn twice, by swift-mustache and by the compiled templates, must come out byte for byte
/// the same: on the default class site and on generated sites full of odd text.
@Suite struct CompiledTemplateDifferentialTests {
    private static let today = Day(year: 2026, month: 11, day: 24)

    @Test func theDefaultSiteIsTheSameBothWays() throws {
        let site = try Self.defaultSite()
        try expectSamePages(site)
        try expectSameCommandOutput(site)
    }

    @Test(arguments: [1, 2]) func aGeneratedSiteIsTheSameBothWays(seed: UInt64) throws {
        let site = try Self.defaultSite()
        var random = SplitMix64(seed: seed)
        Self.addOddContent(to: site, random: &random, french: seed == 2)
        try expectSamePages(site)
        try expectSameCommandOutput(site)
    }

    /// The pages of `site`, built into memory both ways.
    private func expectSamePages(_ site: TemporarySite) throws {
        var builder = SiteBuilder(sitePath: site.path, today: Self.today)
        builder.templateEngine = .swiftMustache
        let (reference, referenceFiles) = builder.preview()
        builder.templateEngine = .automatic
        let (compiled, compiledFiles) = builder.preview()
        #expect(reference.succeeded, "\(reference.diagnostics.sorted)")
        let (expected, actual) = try (#require(referenceFiles), #require(compiledFiles))
        #expect(compiled.pageCount == reference.pageCount && reference.pageCount > 20)
        #expect(actual.paths == expected.paths)
        var differing: [String] = []
        for path in expected.paths where actual[path] != expected[path] {
            differing.append(path)
        }
        #expect(differing.isEmpty, "pages that differ: \(differing.prefix(10))")
        if let first = differing.first, let want = expected[first], let got = actual[first] {
            let (a, b) = (String(decoding: want, as: UTF8.self), String(decoding: got, as: UTF8.self))
            let at = zip(a, b).prefix { $0 == $1 }.count
            Issue.record(
                "\(first) first differs at \(at): \(a.dropFirst(at).prefix(120)) | \(b.dropFirst(at).prefix(120))")
        }
    }

    /// The class statements and the budget report, which commands draw outside the site, both ways.
    private func expectSameCommandOutput(_ site: TemporarySite) throws {
        var texts: [TemplateSet.Engine: [String: Data]] = [:]
        for engine in [TemplateSet.Engine.swiftMustache, .automatic] {
            let folder = "statements-\(engine)"
            var statements = ClassStatements(
                sitePath: site.path, month: Month(iso: "2026-11")!,
                outputPath: site.root.appendingPathComponent(folder).path, today: Self.today)
            statements.templateEngine = engine
            let written = statements.run()
            #expect(written.written > 3, "\(written.diagnostics.sorted)")
            var files = try site.snapshot(of: folder)
            var report = BudgetReport(files: [site.path + "/Content/budgets/household.csv"])
            report.sitePath = site.path
            report.templateEngine = engine
            let result = report.run()
            files["report.html"] = try Data(#require(result.text, "\(result.diagnostics.sorted)").utf8)
            texts[engine] = files
        }
        let (expected, actual) = (texts[.swiftMustache] ?? [:], texts[.automatic] ?? [:])
        #expect(expected.keys.sorted() == actual.keys.sorted())
        for (path, data) in expected {
            #expect(actual[path] == data, "\(path) differs")
        }
    }

    /// The default class site, as `cashdash init --example` writes it.
    static func defaultSite() throws -> TemporarySite {
        let site = try TemporarySite()
        for (path, data) in EmbeddedFiles.files(in: "Content") {
            let url = site.root.appendingPathComponent("Content/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return site
    }

    /// Odd text wherever a site's author writes some: the title, chapters in sections, their summaries and
    /// objectives, headings for the contents, a budget's categories and notes.
    static func addOddContent(to site: TemporarySite, random: inout SplitMix64, french: Bool) {
        let settings = try! site.read("Content/site.yml")
            .replacingOccurrences(of: "title: Cash Dash Class", with: "title: \"\(random.odd())\"")
            .replacingOccurrences(
                of: "tagline: Friendly lessons about money, one small step at a time.",
                with: "tagline: \"\(random.odd())\""
            )
            .replacingOccurrences(of: "language: en ", with: french ? "language: fr " : "language: en ")
        try! site.write(settings, to: "Content/site.yml")
        for number in 1...40 {
            let folder = number % 3 == 0 ? "" : "part-\(number % 3)/"
            var text = "---\ntitle: \"\(random.odd())\"\n"
            if random.next() % 2 == 0 { text += "summary: \"\(random.odd())\"\n" }
            if random.next() % 2 == 0 {
                text += "objectives:\n" + (1...3).map { _ in "  - \"\(random.odd())\"\n" }.joined()
            }
            text += "---\n\n"
            for _ in 0..<Int(random.next() % 4) {
                text += "## \(random.odd(quotes: false))\n\n\(random.odd(quotes: false)) saving and budget.\n\n"
            }
            try! site.write(text, to: "Content/curriculum/\(folder)\(String(format: "%02d", number + 20))-odd.md")
        }
        var ledger = "date,amount,type,category,budget,note\n"
        for day in 1...20 {
            ledger += "2026-10-\(String(format: "%02d", day)),\(random.next() % 90 + 1).25,expense,"
            ledger += "\(random.word()),Household,\(random.word()) \(random.word())\n"
        }
        try! site.write(ledger, to: "Content/budgets/odd.csv")
    }
}

/// Odd strings for generated sites.
extension SplitMix64 {
    /// A word with characters templates must escape or carry as they are.
    mutating func word() -> String {
        let pieces = ["Spar", "<b>", "Ünïcødé", "&amp;", "fee's", "日本", "ç", "a&b", "x>y", "élan", "—", "🙂", "Zoë"]
        return (0..<Int(next() % 3 + 1)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }

    /// A few words, with `"` among them when `quotes` (escaped for YAML's double quotes).
    mutating func odd(quotes: Bool = true) -> String {
        var words = (0..<Int(next() % 4 + 1)).map { _ in word() }
        if quotes, next() % 3 == 0 { words.append("\\\"quoted\\\"") }
        return words.joined(separator: " ")
    }
}
