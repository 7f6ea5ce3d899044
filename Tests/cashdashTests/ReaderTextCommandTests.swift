import Foundation
import Testing

/// What a reader of the built example site sees (issue 51): landmarks a screen reader can tell apart.
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
