import Foundation
import Testing

/// What a reader of the built example site sees (issue 51): days in words, never in numbers alone (`11/19/26` is
/// another day to most of the world), and landmarks a screen reader can tell apart.
@Suite struct ReaderTextCommandTests {
    /// The default site copied into `folder`, in `language` with `locale`.
    static func exampleSite(in folder: TemporaryFolder, language: String, locale: String) throws -> URL {
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Content"), to: site.appendingPathComponent("Content"))
        let settings = site.appendingPathComponent("Content/site.yml")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try text.replacingOccurrences(of: "language: en ", with: "language: \(language) ")
            .replacingOccurrences(of: "locale: en_US ", with: "locale: \(locale) ")
            .write(to: settings, atomically: true, encoding: .utf8)
        return site
    }

    /// The text of an HTML page a reader sees or hears: its text and its `aria-label`, `alt` and `title` attributes,
    /// without scripts, styles, JSON data and code (a CSV sample's ISO days are what its file holds).
    static func visibleText(_ html: String) -> String {
        var text = html
        for element in ["script", "style", "pre", "code"] {
            text = text.replacing(try! Regex("<\(element)\\b.*?</\(element)>").dotMatchesNewlines(), with: " ")
        }
        let attributes = text.matches(of: /\b(?:aria-label|alt|title)="([^"]*)"/).map { String($0.output.1) }
        return (text.replacing(/<[^>]*>/, with: " ") + " " + attributes.joined(separator: " "))
            .replacingOccurrences(of: "&#47;", with: "/")
    }

    /// The days written in numbers in `text`: `11/19/26`, `19.11.26`, `2026-11-19`, `19-11-2026`, with one separator
    /// and numbers that can be a day (so `50/30/20` is not one).
    static func numericDays(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(
            pattern: #"(?<![\w.,/-])(\d{1,4})([./-])(\d{1,2})\2(\d{2,4})(?![\w/-]|\.\d)"#)
        let whole = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: whole.length)).compactMap { match in
            let part = { (index: Int) in whole.substring(with: match.range(at: index)) }
            let (a, b, c) = (Int(part(1))!, Int(part(3))!, Int(part(4))!)
            let yearFirst = part(1).count == 4 && (1...12).contains(b) && (1...31).contains(c)
            let yearLast = (1...31).contains(a) && (1...31).contains(b) && [2, 4].contains(part(4).count)
            return yearFirst || yearLast ? part(0) : nil
        }
    }

    @Test func theCheckFindsDaysInNumbersAndNothingElse() {
        #expect(
            Self.numericDays(in: "Change since 11/19/26, le 19.11.26, on 2026-11-19 or 19-11-2026")
                == ["11/19/26", "19.11.26", "2026-11-19", "19-11-2026"])
        #expect(Self.numericDays(in: "the 50/30/20 rule, $1,234.56, 1.1714, 0.29.0, 12/2026").isEmpty)
        let seen = Self.visibleText(
            "<time datetime=\"2026-11-19\">Nov 19</time><script>\"2026-11-19\"</script><i aria-label=\"1/2/26\">")
        #expect(seen.contains("Nov 19") && !seen.contains("2026") && seen.contains("1/2/26"), "\(seen)")
    }

    /// The audit found "Change since 11/19/26" on the rates pages and 75 kinds of dates like `10/1/26` on the English
    /// example site; a French site would write `19/11/2026`, a German one `19.11.26`.
    @Test(arguments: [("en", "en_US"), ("fr", "fr_FR"), ("de", "de_DE"), ("ar", "ar")])
    func noPageOfTheExampleSiteWritesADayInNumbers(language: String, locale: String) throws {
        let folder = try TemporaryFolder()
        let site = try Self.exampleSite(in: folder, language: language, locale: locale)
        let result = try CommandRunner.run(["build", "--quiet", "--site", site.path])
        #expect(result.status == 0, "\(result.standardError)")
        let output = site.appendingPathComponent("Output")
        let files = try #require(FileManager.default.enumerator(atPath: output.path)).compactMap { $0 as? String }
        let pages = files.filter { $0.hasSuffix(".html") || $0.hasSuffix(".svg") }
        #expect(pages.count > 80)
        var found: [String] = []
        for page in pages {
            let html = try String(contentsOf: output.appendingPathComponent(page), encoding: .utf8)
            found += Self.numericDays(in: Self.visibleText(html)).map { "\(page): \($0)" }
        }
        #expect(found.isEmpty, "\(language): \(found.prefix(20))")
    }

    /// The budget report had three `section` landmarks all named "Warnings" (axe's landmark-unique): each budget's
    /// is named for its budget.
    @Test func everyLandmarkOfTheReportHasANameOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let site = try Self.exampleSite(in: folder, language: "en", locale: "en_US")
        let ledgers = try FileManager.default.contentsOfDirectory(
            atPath: site.appendingPathComponent("Content/budgets").path
        ).filter { $0.hasSuffix(".csv") }.sorted().map { "Content/budgets/\($0)" }
        let result = try CommandRunner.run(["report"] + ledgers + ["--output", "report.html"], in: site)
        #expect(result.status == 0, "\(result.standardError)")
        let html = try String(contentsOf: site.appendingPathComponent("report.html"), encoding: .utf8)
        let names = html.matches(of: /<(?:section|nav|aside|form|main)\b[^>]*\baria-label="([^"]*)"/).map {
            String($0.output.1)
        }
        #expect(names.filter { $0.hasPrefix("Warnings") }.count >= 2, "\(names)")
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.contains("Warnings: Household"), "\(names)")
    }
}
