@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// The quizzes of a whole site: in their chapters, on the print page, in the search index and in the answer key.
@Suite struct AnswerKeyPageTests {
    private let quiz = """
        Some text about saving.

        ```quiz
        questions:
          - question: When do you pay yourself?
            choices:
              - {text: First thing, right: true, why: Saving first adjusts your spending.}
              - {text: Last thing, why: Little is left by then.}
          - question: How much interest does $500 earn in 3 years at 4%, added yearly?
            answer: {calculator: compound-interest, inputs: {principal: 500, monthly: 0, rate: 4, years: 3, compounding: yearly}, result: interest}
            unit: money
        ```

        """

    private func site() throws -> TemporarySite {
        try TemporarySite([
            "Content/curriculum/01-saving.md": chapterFile(title: "Saving", body: quiz),
            "Content/curriculum/02-plain.md": chapterFile(title: "Plain", body: "No quiz here.\n"),
            "Content/site.yml": "title: Test class\nbase_url: https://class.example\n",
        ])
    }

    @Test func theAnswerKeyHoldsEveryQuizAndIsForTheTeacherOnly() throws {
        let site = try site()
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all)")
        let key = try site.read("Output/curriculum/answers/index.html")
        #expect(key.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(key.contains("Chapter 1: <a href=\"../saving/index.html\">Saving</a>"))
        #expect(key.contains("When do you pay yourself?"))
        #expect(key.contains("<strong>The answer is $62.43.</strong>"))
        #expect(!key.contains("Plain"))
        // No student page links to it, and search engines are not told of it.
        for page in [
            "index.html", "curriculum/index.html", "curriculum/saving/index.html", "curriculum/print/index.html",
        ] {
            #expect(!(try site.read("Output/" + page)).contains("answers/"), "\(page)")
        }
        #expect(!(try site.read("Output/sitemap.xml")).contains("answers"))
    }

    @Test func theChapterHasTheQuizAndThePrintPageItsQuestionsWithoutAnswers() throws {
        let site = try site()
        _ = SiteBuilder(sitePath: site.path).build()
        let chapter = try site.read("Output/curriculum/saving/index.html")
        #expect(chapter.contains("<section class=\"quiz\" id=\"saving-quiz-1\""))
        #expect(chapter.contains("<details class=\"quiz-answer\" data-answer=\"62.43\" data-tolerance=\"0\">"))
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("When do you pay yourself?"))
        #expect(!print.contains("Saving first adjusts your spending."))
        #expect(!print.contains("62.43"))
    }

    @Test func quizTextIsNotSearched() throws {
        let site = try site()
        _ = SiteBuilder(sitePath: site.path).build()
        let index = try site.read("Output/search-index.json")
        #expect(index.contains("\"Saving\""))
        for text in ["Check yourself", "pay yourself", "First thing", "Saving first adjusts", "62.43"] {
            #expect(!index.contains(text), "\(text)")
        }
    }

    /// The chapter's front matter takes three lines and the quiz starts on its fifth: messages name the file's lines.
    @Test func mistakesAreErrorsAtTheirLinesInTheChapterFile() throws {
        let body =
            "Intro.\n\n```quiz\nquestions:\n  - question: Q\n    choices:\n      - {text: A, why: No.}\n"
            + "      - {text: B, why: No.}\n  - question: R\n    answer: {calculator: loan, inputs: {amount: 5}, result: interest}\n```\n"
        let site = try TemporarySite(["Content/curriculum/01-money.md": chapterFile(title: "Money", body: body)])
        let result = SiteBuilder(sitePath: site.path).build()
        let errors = result.diagnostics.all.filter { $0.description.contains(": error: ") }.map(\.description)
        #expect(errors.count == 3, "\(errors)")
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "01-money.md:9:5: error: none of these choices is right; mark the right one (or ones) with `right: true`"
                )
            })
        #expect(
            errors.contains {
                $0.contains("01-money.md:13:")
                    && $0.contains("the `loan` calculator needs `rate` — ")
            }, "\(errors)")
        #expect(errors.contains { $0.contains("01-money.md:13:") && $0.contains("needs `months`") }, "\(errors)")
    }
}
