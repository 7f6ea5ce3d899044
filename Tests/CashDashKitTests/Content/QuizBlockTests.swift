@testable import CashDashKit
@testable import CashDashModel
import Charts
import Foundation
import Testing

@Suite struct QuizBlockTests {
    private let pick = QuizQuestion(
        prompt: "Which is a need?",
        answer: .choices([
            QuizChoice(text: "Rent", isRight: true, explanation: "A home."),
            QuizChoice(text: "Games", isRight: false, explanation: "Fun <but> optional."),
        ]))
    private let number = QuizQuestion(
        prompt: "20% of $1,500?",
        answer: .number(QuizNumber(value: 300, tolerance: Decimal(string: "0.5")!, unit: .money)),
        explanation: "A fifth.")

    @Test func oneRightChoiceIsARadioGroupWithItsAnswerBehindADisclosure() {
        let html = QuizBlock.html(Quiz(title: "Check", questions: [pick], line: 1), id: "ch-quiz-1", money: .usDollars)
        #expect(
            html.hasPrefix(
                "<section class=\"quiz\" id=\"ch-quiz-1\" data-quiz>\n"
                    + "<h2 class=\"quiz-title\" id=\"ch-quiz-1-title\">Check</h2>\n"))
        #expect(html.contains("<li class=\"quiz-question\" id=\"ch-quiz-1-q1\" data-kind=\"one\">"))
        #expect(html.contains("<legend><span class=\"quiz-count\">1.</span> Which is a need?</legend>"))
        #expect(html.contains("<label><input type=\"radio\" name=\"ch-quiz-1-q1\" value=\"2\"> Games</label>"))
        #expect(html.contains("<details class=\"quiz-answer\"><summary>Show the answer</summary>"))
        #expect(
            html.contains(
                "<strong>Games: <span aria-hidden=\"true\">✗ </span>Not right.</strong> Fun &lt;but&gt; optional."))
        #expect(html.contains("<p class=\"quiz-actions\" hidden>"))
    }

    @Test func severalRightChoicesAreCheckboxes() {
        var several = pick
        several.answer = .choices([
            QuizChoice(text: "Rent", isRight: true, explanation: "A home."),
            QuizChoice(text: "Food", isRight: true, explanation: "Eating."),
        ])
        let html = QuizBlock.html(Quiz(title: "Check", questions: [several], line: 1), id: "q", money: .usDollars)
        #expect(html.contains("data-kind=\"many\""))
        #expect(html.contains("<p class=\"quiz-hint\">Pick every right answer.</p>"))
        #expect(html.contains("type=\"checkbox\""))
        #expect(!html.contains("type=\"radio\""))
    }

    @Test func aNumberGivesTheScriptItsAnswerAndToleranceAsPlainDecimals() {
        let html = QuizBlock.html(Quiz(title: "Check", questions: [number], line: 1), id: "q", money: .usDollars)
        #expect(html.contains("data-kind=\"number\" data-decimal=\".\">"))
        #expect(html.contains("<details class=\"quiz-answer\" data-answer=\"300\" data-tolerance=\"0.5\"><summary>"))
        #expect(html.contains("<label>Your answer (in $) <input type=\"text\" inputmode=\"decimal\""))
        #expect(html.contains("<strong>The answer is $300.</strong> Anything from $299.50 to $300.50 counts."))
        #expect(html.contains("<p class=\"quiz-why\">A fifth.</p>"))
    }

    @Test func moneyIsWrittenExactlyAsTheSiteWritesIt() {
        let euros = NumberStyle(
            kind: .money(symbol: "€", symbolFirst: false), groupingSeparator: ".", decimalSeparator: ",")
        #expect(QuizBlock.format(Decimal(string: "1234.5")!, unit: .money, money: euros) == "1.234,50\u{A0}€")
        #expect(
            QuizBlock.format(Decimal(string: "0.1")! + Decimal(string: "0.2")!, unit: .money, money: .usDollars)
                == "$0.30")
        #expect(
            QuizBlock.format(Decimal(string: "-12.5")!, unit: .words("years"), money: .usDollars)
                == "\u{2212}12.5 years")
        #expect(QuizBlock.format(7, unit: .words("%"), money: .usDollars) == "7%")
    }

    @Test func thePrintedQuizHasNoAnswers() {
        let html =
            "<p>Intro.</p>\n"
            + QuizBlock.html(Quiz(title: "Check", questions: [pick, number], line: 1), id: "q", money: .usDollars)
        let printed = QuizBlock.withoutAnswers(html)
        #expect(!printed.contains("quiz-answer"))
        #expect(!printed.contains("A home."))
        #expect(!printed.contains("$300"))
        #expect(printed.contains("Which is a need?") && printed.contains("20% of $1,500?"))
        #expect(QuizBlock.withoutAnswers("<p>No quiz.</p>") == "<p>No quiz.</p>")
    }

    @Test func theAnswerKeyTellsTheTeacherHowACalculatorWorkedItOut() {
        var worked = number
        worked.answer = .number(
            QuizNumber(
                value: Decimal(string: "62.43")!, unit: .money,
                calculation: .init(
                    kind: .compoundInterest, inputs: [("principal", "500"), ("rate", "4")], result: "interest")))
        let html = QuizBlock.answerHTML(worked, money: .usDollars, forTeacher: true)
        #expect(html.contains("<strong>The answer is $62.43.</strong>"))
        #expect(
            html.contains(
                "Worked out by the Compound interest calculator (<code>compound-interest</code>) from principal 500, rate 4"
            ))
        #expect(!QuizBlock.answerHTML(worked, money: .usDollars, forTeacher: false).contains("Worked out"))
    }
}
