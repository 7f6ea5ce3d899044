import Foundation
import Testing

/// The rules every starter site writes with a # in front work once a teacher takes the # off: weekly pay, rent,
/// interest on checking and on savings, and the class store, in each language the starters are written in.
@Suite struct StarterRulesCommandTests {
    /// `rules`, from its `created_by` line on, with the "# " taken off the front of each line.
    func uncommented(_ rules: String) throws -> String {
        let start = try #require(rules.range(of: "# created_by:"))
        return rules[start.lowerBound...].split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("# ") ? String(line.dropFirst(2)) : line == "#" ? "" : String(line)
        }.joined(separator: "\n")
    }

    @Test(arguments: ["en", "fr", "de", "es", "pt-BR", "ar", "hi"])
    func theStartersRulesRunOnceUncommented(_ language: String) throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site", "--language", language], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let classFolder = site.appendingPathComponent("Content/class")
        let rules = try uncommented(
            String(contentsOf: classFolder.appendingPathComponent("rules.yml"), encoding: .utf8))
        try Data(rules.utf8).write(to: classFolder.appendingPathComponent("rules.yml"))
        try Data("id,name\ns01,Kai Moana\ns02,Lea Park\n".utf8).write(
            to: classFolder.appendingPathComponent("students.csv"))
        let run = { (arguments: [String], today: String) in
            try CommandRunner.run(arguments, in: site, environment: ["CASHDASH_TODAY": today])
        }
        let steps: [([String], String)] = [
            (["class", "payroll"], "2026-10-15"), (["class", "save", "Kai", "10.00"], "2026-10-15"),
            (["class", "payroll"], "2026-11-02"),
        ]
        for (arguments, today) in steps {
            let result = try run(arguments, today)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
        }
        // The store's first item, by its name in the starter's language.
        let item = try #require(
            rules.components(separatedBy: "store:").last?.split(separator: "\n").dropFirst().first?
                .split(separator: ":").first?.trimmingCharacters(in: .whitespaces))
        let bought = try run(["class", "buy", "Kai", item], "2026-11-02")
        #expect(bought.status == 0, "\(bought.standardError)")
        let transactions = try String(
            contentsOf: classFolder.appendingPathComponent("transactions.csv"), encoding: .utf8)
        // 6% a year on 10.00 of savings is 0.05 a month, paid on 1 November into savings; the item costs 4.00.
        #expect(transactions.contains(",bank,savings:s01,0.05,"), "\(transactions)")
        #expect(transactions.contains(",s01,bank,4.00,"), "\(transactions)")
        let built = try run(["build"], "2026-11-02")
        #expect(built.status == 0, "\(built.standardError)")
        let store = try String(
            contentsOf: site.appendingPathComponent("Output/class/store/index.html"), encoding: .utf8)
        #expect(store.contains(item))
    }
}
