import Foundation
import TestSupport
import Testing

/// `cashdash build` takes the chapters the last build rendered when nothing their rendering reads changed (its record
/// in `Output/.cashdash/chapters-NN`), and leaves their pages in place (`Output/.cashdash/pages`); yet after any edit its
/// output must equal a fresh full build, byte for byte. The example site, with random edits through the files the
/// way an author makes them: a chapter edited, retitled, deleted or added, a glossary term, a template of the site's
/// own, `site.yml`, a calculator's page, the site's words, a damaged record; each followed by a build with the real
/// binary and compared, every file, with a fresh build into another folder.
@Suite struct ChapterReuseCommandTests {
    private let glossary = [
        "Balance": "The money in an account.", "Share": "A part of a company.", "Budget": "A plan for money.",
        "Interest": "What borrowing money costs.", "Saving": "Money put away for later.",
    ]
    private let words = ["money", "budget", "interest", "saving", "balance", "shares", "plan", "week", "fee", "loan"]

    /// Builds `site` (into `output`, if given): its status, how many pages it left in place, and what it said
    /// was wrong (with the output folder's path as `OUTPUT`).
    private func build(
        _ site: TemporaryFolder, output: String? = nil
    ) throws -> (status: Int32, unchanged: Int, problems: String) {
        let result = try CommandRunner.run(
            ["build", "--site", site.url.path, "--timings"] + (output.map { ["--output", $0] } ?? []),
            environment: ["CASHDASH_TODAY": "2026-10-21"])
        let unchanged =
            result.standardOutput.split(separator: ";").last.flatMap { Int($0.split(separator: " ").first ?? "") } ?? -1
        let outputPath = output ?? site.url.appendingPathComponent("Output").path
        return (result.status, unchanged, result.standardError.replacingOccurrences(of: outputPath, with: "OUTPUT"))
    }

    private func writeGlossary(_ site: TemporaryFolder, _ entries: [String: String]) throws {
        let text = entries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n\n")
        try site.write(text + "\n", to: "Content/glossary/glossary.txt")
    }

    /// A paragraph of random words, with a glossary term, a link to one of the example's chapters (which stay) and,
    /// now and then, to a part of one.
    private func paragraph(_ random: inout SplitMix64) -> String {
        let chapters = ["01-budgeting.md", "02-saving.md", "03-credit.md", "05-investing.md"]
        var text = (0..<12).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        text += ", see [this](\(chapters.randomElement(using: &random)!)"
        text += Bool.random(using: &random) ? "#top)" : ")"
        return text.prefix(1).uppercased() + text.dropFirst() + ".\n"
    }

    /// The new chapters, by file name, each to be deleted or edited later.
    private func newChapter(_ number: Int, _ random: inout SplitMix64) -> String {
        "---\ntitle: New chapter \(number)\nsummary: About \(words.randomElement(using: &random)!).\n---\n\n"
            + paragraph(&random) + "\n## Part \(number)\n\n" + paragraph(&random)
    }

    @Test(arguments: [21, 22] as [UInt64])
    func everyBuildAfterRandomEditsEqualsAFreshFullBuild(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let parent = try TemporaryFolder()
        let fresh = try TemporaryFolder()
        let made = try CommandRunner.run(["init", parent.url.appendingPathComponent("site").path, "--example"])
        #expect(made.status == 0, "\(made.standardError)")
        let site = TemporaryFolder(existing: parent.url.appendingPathComponent("site"))
        for file in ["words.rtf", "definitions.rtf"] {
            try? FileManager.default.removeItem(at: site.url.appendingPathComponent("Content/glossary/" + file))
        }
        var terms = glossary
        try writeGlossary(site, terms)
        var added: [String] = []
        var counter = 0
        let first = try build(site)
        #expect(first.status == 0, "\(first.problems)")
        var reusedSome = false
        // Every kind of edit once, in a random order, then a few more at random.
        let operations =
            Array(0..<11).shuffled(using: &random) + (0..<4).map { _ in Int.random(in: 0..<11, using: &random) }
        for (round, operation) in operations.enumerated() {
            let chapters = try FileManager.default.contentsOfDirectory(
                atPath: site.url.appendingPathComponent("Content/curriculum").path
            ).filter { $0.hasSuffix(".md") }.sorted()
            let chapter = "Content/curriculum/" + chapters.randomElement(using: &random)!
            switch operation {
            case 0:  // a chapter edited
                try site.write(try site.read(chapter) + "\n" + paragraph(&random), to: chapter)
            case 1 where !added.isEmpty:  // a chapter deleted
                let gone = added.remove(at: Int.random(in: 0..<added.count, using: &random))
                try FileManager.default.removeItem(at: site.url.appendingPathComponent(gone))
            case 1, 2:  // a new chapter
                counter += 1
                added.append("Content/curriculum/\(40 + counter)-new-\(counter).md")
                try site.write(newChapter(counter, &random), to: added.last!)
            case 3:  // a glossary term added, or its definition changed
                let term = Bool.random(using: &random) ? "Fee" : terms.keys.sorted().randomElement(using: &random)!
                terms[term] = "What it means, round \(round)."
                try writeGlossary(site, terms)
            case 4:  // the site's own chapter or print template, written or taken away
                let name = ["curriculum/chapter.mustache", "curriculum/print-chapter.mustache"]
                    .randomElement(using: &random)!
                if site.exists("Templates/" + name) {
                    try FileManager.default.removeItem(at: site.url.appendingPathComponent("Templates/" + name))
                } else {
                    let bundled = try String(
                        contentsOf: CommandRunner.packageRoot.appendingPathComponent("Templates/" + name),
                        encoding: .utf8)
                    try site.write(bundled + "<!-- own template \(round) -->\n", to: "Templates/" + name)
                }
            case 5:  // the settings
                let settings = try site.read("Content/site.yml")
                try site.write(
                    settings.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Round \(round) "),
                    to: "Content/site.yml")
            case 6:  // a calculator's page, which chapter pages link to
                let page = "Content/calculators/2-savings-goal.md"
                try site.write(
                    try site.read(page).replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Round \(round) "),
                    to: page)
            case 7:  // the site's words, on chapter pages and in callouts
                let key = ["curriculum:\n  objectives", "callouts:\n  note", "callouts:\n  tip"]
                    .randomElement(using: &random)!
                try site.write("\(key): \"Words of round \(round)\"\n", to: "Content/i18n/en.yml")
            case 8:  // a chapter retitled: its neighbours, the index and the print page show its title
                let text = try site.read(chapter)
                try site.write(
                    text.replacingOccurrences(of: "\ntitle: ", with: "\ntitle: Round \(round) "), to: chapter)
            case 9:  // a damaged record
                for part in try FileManager.default.contentsOfDirectory(
                    atPath: site.url.appendingPathComponent("Output/.cashdash").path
                ) where part.hasPrefix("chapters-") {
                    try site.write("Cash Dash keeps\nnonsense\n", to: "Output/.cashdash/" + part)
                }
            default: break  // nothing changed
            }
            let reused = try build(site)
            let full = try build(site, output: fresh.url.appendingPathComponent("Output-\(round)").path)
            #expect(reused.status == 0 && full.status == 0, "round \(round): \(reused.problems) \(full.problems)")
            #expect(full.unchanged == 0, "a build into a new folder makes every page")
            reusedSome = reusedSome || reused.unchanged > 0
            let built = CommandRunner.tree(site.url.appendingPathComponent("Output"))
            let expected = CommandRunner.tree(fresh.url.appendingPathComponent("Output-\(round)"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "round \(round), operation \(operation)")
            for (path, data) in expected where built[path] != data {
                Issue.record("round \(round), operation \(operation): \(path) differs from a fresh full build")
            }
            #expect(reused.problems == full.problems, "round \(round), operation \(operation): the same warnings")
        }
        #expect(reusedSome, "some builds left chapter pages in place")
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: site.url.appendingPathComponent("Output/.cashdash").path
            ).contains { $0.hasPrefix("chapters-") }, "the chapters are kept for the next build")
    }

    /// The curriculum's index and `chapter-list.js` show a chapter's title, summary and reading time, and the answer
    /// key its quizzes: an edit that changes none of them leaves those pages in place, and one that changes any draws
    /// them again, the same as a fresh build.
    @Test func theListsOfChaptersAreDrawnAgainOnlyWhenWhatTheyShowChanged() throws {
        let parent = try TemporaryFolder()
        let fresh = try TemporaryFolder()
        let made = try CommandRunner.run(["init", parent.url.appendingPathComponent("site").path, "--example"])
        #expect(made.status == 0, "\(made.standardError)")
        let site = TemporaryFolder(existing: parent.url.appendingPathComponent("site"))
        let chapter = "Content/curriculum/03-credit.md"
        _ = try build(site)
        // Saved again as it is, so that this build is not the one that finds nothing changed (which leaves every
        // page, however made): on a slow machine the first build's files are settled by then, and it would be.
        try site.write(try site.read(chapter), to: chapter)
        let settled = try build(site)
        try site.write(try site.read(chapter) + "\nOne more plain sentence.\n", to: chapter)
        let edited = try build(site)
        #expect(edited.unchanged == settled.unchanged - 3, "only its page, the print page and the answer key")
        let edits: [(String, (String) -> String)] = [
            ("ten more minutes to read", { $0 + "\n" + String(repeating: "Another plain word here. ", count: 500) }),
            ("a new summary", { $0.replacingOccurrences(of: "\nsummary: ", with: "\nsummary: In short, ") }),
            // No word moves: the search shows the same words from a summary or an objective that reads otherwise.
            ("a summary's last words", { $0.replacingOccurrences(of: "very expensive.", with: "very costly.") }),
            ("an objective's last word", { $0.replacingOccurrences(of: "payment trap", with: "payment snare") }),
            ("a quiz's answer", { $0.replacingOccurrences(of: "    why: ", with: "    why: Because ") }),
        ]
        for (round, (name, edit)) in edits.enumerated() {
            let text = try site.read(chapter)
            #expect(edit(text) != text, "\(name) changes the chapter")
            try site.write(edit(text), to: chapter)
            let reused = try build(site)
            let full = try build(site, output: fresh.url.appendingPathComponent("Output-\(round)").path)
            #expect(reused.status == 0 && full.status == 0, "\(name): \(reused.problems) \(full.problems)")
            let built = CommandRunner.tree(site.url.appendingPathComponent("Output"))
            let expected = CommandRunner.tree(fresh.url.appendingPathComponent("Output-\(round)"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "\(name)")
            for (path, data) in expected where built[path] != data {
                Issue.record("\(name): \(path) differs from a fresh full build")
            }
        }
    }
}
