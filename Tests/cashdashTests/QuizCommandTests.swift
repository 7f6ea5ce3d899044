import Foundation
import Testing

/// Callouts and quizzes, through the real binary.
@Suite struct QuizCommandTests {
    @Test func theDefaultSiteHasCalloutsAQuizInEveryChapterAndTheAnswerKey() throws {
        let output = try TemporaryFolder()
        let result = try CommandRunner.run(
            [
                "build", "--site", CommandRunner.packageRoot.path, "--output",
                output.url.appendingPathComponent("site").path,
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let folder = output.url.appendingPathComponent("site/curriculum")
        let chapters = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !["index.html", "print", "answers"].contains($0) }.sorted()
        #expect(chapters.count == 9)
        var withCallouts = 0
        for chapter in chapters {
            let page = try String(contentsOf: folder.appendingPathComponent("\(chapter)/index.html"), encoding: .utf8)
            #expect(page.contains("<section class=\"quiz\""), "\(chapter) has no quiz")
            if page.contains("role=\"note\"") { withCallouts += 1 }
        }
        #expect(withCallouts >= 6)
        let key = try String(contentsOf: folder.appendingPathComponent("answers/index.html"), encoding: .utf8)
        #expect(key.components(separatedBy: "<section class=\"answer-key-chapter\"").count == 10)
        #expect(key.contains("noindex"))
    }

    @Test func aQuizMistakeFailsTheBuildAtItsLineInTheFile() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write(
            """
            ---
            title: Saving
            ---
            Some text.

            > [!HINT]
            > Save first.

            ```quiz
            questions:
              - question: How much?
                answer: {calculator: savings-goal, inputs: {target: 500, saved: 0, rate: 0, plan: time, monthly: 50}, result: month}
            ```

            """, to: "Content/curriculum/01-saving.md")
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 1)
        #expect(
            result.standardError == """
                Content/curriculum/01-saving.md:6:3: warning: `[!HINT]` is no kind of callout, so this is shown as a plain quote; the kinds are `NOTE`, `TIP`, `IMPORTANT`, `WARNING`, `CAUTION`
                Content/curriculum/01-saving.md:12:107: error: the `savings-goal` calculator gives no number called `month` for these inputs; it gives `balance`, `interest`, `monthly`, `months`
                1 error; nothing was written.

                """)
    }
}
