@testable import CashDashModel
import Foundation
import Testing

@Suite struct QuizReaderTests {
    /// Reads `yaml` as a block whose first line is line 20 of `ch.md`; returns the quiz and `line:column message`s.
    private func read(_ yaml: String) -> (Quiz?, [String]) {
        var diagnostics = Diagnostics()
        let quiz = QuizReader.read(yaml, path: "ch.md", firstLine: 20, diagnostics: &diagnostics)
        return (quiz, diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test func readsAQuestionWithOneRightChoice() throws {
        let (quiz, problems) = read(
            """
            title: Saving
            questions:
              - question: When do you pay yourself?
                choices:
                  - text: First
                    right: true
                    why: Saving first adjusts your spending.
                  - text: Last
                    why: Little is left by then.
            """)
        #expect(problems.isEmpty)
        let read = try #require(quiz)
        #expect(read.title == "Saving")
        #expect(read.line == 20)
        #expect(
            read.questions == [
                QuizQuestion(
                    prompt: "When do you pay yourself?",
                    answer: .choices([
                        QuizChoice(text: "First", isRight: true, explanation: "Saving first adjusts your spending."),
                        QuizChoice(text: "Last", isRight: false, explanation: "Little is left by then."),
                    ]))
            ])
        #expect(read.questions[0].hasSeveralRightChoices == false)
    }

    @Test func readsAQuestionWithSeveralRightChoicesUnderTheUsualTitle() throws {
        let (quiz, problems) = read(
            """
            questions:
              - question: Which are needs?
                choices:
                  - {text: Rent, right: true, why: A home.}
                  - {text: Food, right: true, why: Eating.}
                  - {text: Games, why: Fun.}
            """)
        #expect(problems.isEmpty)
        #expect(quiz?.title == "", "the page writes its own title in the site's language")
        #expect(quiz?.questions.first?.hasSeveralRightChoices == true)
    }

    @Test func readsANumberExactlyWithItsToleranceAndUnit() throws {
        let (quiz, problems) = read(
            """
            questions:
              - question: How much is 20% of $1,500?
                answer: 300.10
                tolerance: 0.01
                unit: money
                why: A fifth.
            """)
        #expect(problems.isEmpty)
        #expect(
            quiz?.questions.first
                == QuizQuestion(
                    prompt: "How much is 20% of $1,500?",
                    answer: .number(
                        QuizNumber(value: Decimal(string: "300.10")!, tolerance: Decimal(string: "0.01")!, unit: .money)
                    ),
                    explanation: "A fifth."))
    }

    /// $500 at 4% a year added yearly earns 20.00 + 20.80 + 21.63 in three years: the calculator's own rounding.
    @Test func aCalculatorWorksOutTheAnswer() throws {
        let (quiz, problems) = read(
            """
            questions:
              - question: How much interest after 3 years?
                answer:
                  calculator: compound-interest
                  inputs: {principal: 500, monthly: 0, rate: 4, years: 3, compounding: yearly}
                  result: interest
                unit: money
            """)
        #expect(problems.isEmpty)
        guard case .number(let number)? = quiz?.questions.first?.answer else {
            Issue.record("no number answer")
            return
        }
        #expect(number.value == Decimal(string: "62.43")!)
        #expect(number.calculation?.kind == .compoundInterest)
        #expect(number.calculation?.inputs.map(\.name) == ["principal", "monthly", "rate", "years", "compounding"])
        #expect(number.calculation?.result == "interest")
    }

    @Test func aCalculatedAnswerHasTheDecimalsOfTheSitesCurrency() throws {
        // A yen site's loan page says ¥231,756 of interest; its quiz had wanted ¥231,677.04, and marked the page's
        // number wrong.
        let yaml = """
            questions:
              - question: How much interest over the loan?
                answer:
                  calculator: loan
                  inputs: {amount: 200000, rate: 6, months: 360}
                  result: interest
                unit: money
            """
        var diagnostics = Diagnostics()
        let quiz = QuizReader.read(yaml, path: "ch.md", firstLine: 20, minorUnits: 0, diagnostics: &diagnostics)
        guard case .number(let number)? = quiz?.questions.first?.answer else {
            Issue.record("no number answer: \(diagnostics.all.map(\.message))")
            return
        }
        #expect(number.value == 231_756)
    }

    @Test func reportsEveryMistakeAtItsLineInTheFile() {
        let (quiz, problems) = read(
            """
            questions:
              - question: Pick one
                choices:
                  - text: A
                    rigth: true
                    why: Because.
                  - text: B
              - question: How much?
                answer: lots
              - question: Both?
                choices: []
                answer: 3
              - choices:
                  - {text: A, right: true, why: Yes.}
                  - {text: B, why: No.}
            """)
        #expect(quiz == nil)
        #expect(
            problems == [
                "24:9 unknown key `rigth` in a choice; did you mean `right`?",
                "26:9 each choice needs `why:`, a sentence that says why it is right or not",
                "28:13 `answer` should be a number, like `answer: 62.43`, or `{calculator: …, inputs: {…}, result: …}`",
                "31:5 a question has either `choices:` to pick from or a number `answer:`, not both; remove one",
                "32:5 each question needs `question:`, the words of the question",
            ])
    }

    @Test func aQuestionNeedsARightChoiceAndTwoChoices() {
        #expect(
            read(
                "questions:\n  - question: Q\n    choices:\n      - {text: A, why: No.}\n      - {text: B, why: No.}\n"
            ).1 == [
                "22:5 none of these choices is right; mark the right one (or ones) with `right: true`"
            ])
        #expect(
            read("questions:\n  - question: Q\n    choices:\n      - {text: A, right: true, why: Yes.}\n").1 == [
                "22:5 a question needs at least two `choices`"
            ])
        #expect(
            read("title: Empty\n").1 == [
                "20:1 a quiz needs `questions:`, a list of `- question: …` items, each with `choices:` or an `answer:`"
            ])
    }

    @Test func reportsCalculatorMistakesAtTheirLines() {
        let (_, unknown) = read(
            """
            questions:
              - question: Q
                answer: {calculator: compund-interest, inputs: {}, result: interest}
            """)
        #expect(
            unknown.first?.hasPrefix("22:14 unknown calculator `compund-interest`; did you mean `compound-interest`?")
                == true, "\(unknown)")
        let (_, inputs) = read(
            """
            questions:
              - question: Q
                answer:
                  calculator: loan
                  inputs:
                    amount: 10000
                    rate: 600
                    months: 36
                  result: interest
            """)
        #expect(inputs.count == 1)
        #expect(inputs.first?.hasPrefix("26:9 the `loan` calculator's `rate: 600` — Type ") == true, "\(inputs)")
        let (_, result) = read(
            """
            questions:
              - question: Q
                answer:
                  calculator: loan
                  inputs: {amount: 10000, rate: 6, months: 36}
                  result: intrest
            """)
        #expect(
            result == [
                "25:7 the `loan` calculator gives no number called `intrest` for these inputs; it gives `interest`, `last`, "
                    + "`paid`, `payment`"
            ])
    }

    /// A quiz written as a bare Markdown list was told "this file should be a list of `key: value` lines", which names
    /// no quiz and no file a teacher wrote: the message says what a quiz block looks like, at the block's first line.
    @Test func aBareListOfQuestionsIsToldWhatAQuizBlockLooksLike() {
        let (quiz, problems) = read(
            """
            - Which of these is a need?
              - Rent
              - Concert tickets
            """)
        #expect(quiz == nil)
        #expect(problems == ["20:1 \(QuizReader.shape)"])
        #expect(!problems.joined().contains("this file"))
        #expect(QuizReader.shape.contains("`questions:`") && QuizReader.shape.contains("`- question: …`"))
    }

    @Test func aQuestionWrittenAsPlainTextIsToldWhatAQuestionLooksLike() {
        let (quiz, problems) = read(
            """
            questions:
              - Which of these is a need?
              - question: What is a want?
                answer: 1
            """)
        #expect(quiz == nil)
        #expect(problems == ["21:5 \(QuizReader.questionShape)"])
    }
}
