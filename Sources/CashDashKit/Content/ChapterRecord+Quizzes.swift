import CashDashModel
import Foundation

/// A chapter's quizzes as ``ChapterRecord`` keeps them. A number is kept as the bytes of its `Decimal`: a record is
/// read only by the Cash Dash that wrote it (its key names the program), so they mean the same.
extension RecordWriter {
    mutating func add(_ quizzes: [Quiz]) {
        add(quizzes.count)
        for quiz in quizzes {
            add(quiz.title)
            add(quiz.line)
            add(quiz.questions.count)
            for question in quiz.questions { add(question) }
        }
    }

    private mutating func add(_ question: QuizQuestion) {
        add(question.prompt)
        add(question.explanation.map { [$0] } ?? [])
        switch question.answer {
        case .choices(let choices):
            add(0)
            add(choices.count)
            for choice in choices {
                add(choice.text)
                add(choice.isRight ? 1 : 0)
                add(choice.explanation)
            }
        case .number(let number):
            add(1)
            add(number.value)
            add(number.tolerance)
            switch number.unit {
            case nil: add(0)
            case .money: add(1)
            case .words(let words):
                add(2)
                add(words)
            }
            guard let work = number.calculation else { return add(0) }
            add(1)
            add(work.kind.rawValue)
            add(work.inputs.map(\.name))
            add(work.inputs.map(\.text))
            add(work.result)
        }
    }

    private mutating func add(_ number: Decimal) {
        withUnsafeBytes(of: number) { add(Array($0).map(Int.init)) }
    }
}

extension RecordReader {
    mutating func quizzes() -> [Quiz]? {
        guard let quizCount = count() else { return nil }
        var quizzes: [Quiz] = []
        for _ in 0..<quizCount {
            guard let title = text(), let line = number(), let questionCount = count() else { return nil }
            var questions: [QuizQuestion] = []
            for _ in 0..<questionCount {
                guard let question = question() else { return nil }
                questions.append(question)
            }
            quizzes.append(Quiz(title: title, questions: questions, line: line))
        }
        return quizzes
    }

    private mutating func question() -> QuizQuestion? {
        guard let prompt = text(), let explanation = texts(), explanation.count <= 1, let kind = number() else {
            return nil
        }
        let answer: QuizQuestion.Answer
        switch kind {
        case 0:
            guard let choiceCount = count() else { return nil }
            var choices: [QuizChoice] = []
            for _ in 0..<choiceCount {
                guard let choice = text(), let isRight = number(), let why = text() else { return nil }
                choices.append(QuizChoice(text: choice, isRight: isRight == 1, explanation: why))
            }
            answer = .choices(choices)
        case 1:
            guard let number = quizNumber() else { return nil }
            answer = .number(number)
        default: return nil
        }
        return QuizQuestion(prompt: prompt, answer: answer, explanation: explanation.first)
    }

    private mutating func quizNumber() -> QuizNumber? {
        guard let value = decimal(), let tolerance = decimal(), let unitKind = number() else { return nil }
        var unit: QuizNumber.Unit?
        switch unitKind {
        case 0: unit = nil
        case 1: unit = .money
        case 2:
            guard let words = text() else { return nil }
            unit = .words(words)
        default: return nil
        }
        guard let hasWork = number() else { return nil }
        guard hasWork == 1 else { return QuizNumber(value: value, tolerance: tolerance, unit: unit) }
        guard let kind = text().flatMap(CalculatorKind.init(rawValue:)), let names = texts(), let values = texts(),
            names.count == values.count, let result = text()
        else { return nil }
        let work = QuizNumber.CalculatorWork(
            kind: kind, inputs: zip(names, values).map { (name: $0, text: $1) }, result: result)
        return QuizNumber(value: value, tolerance: tolerance, unit: unit, calculation: work)
    }

    private mutating func decimal() -> Decimal? {
        guard let bytes = numbers(), bytes.count == MemoryLayout<Decimal>.size else { return nil }
        var value = Decimal()
        withUnsafeMutableBytes(of: &value) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = UInt8(truncatingIfNeeded: byte) }
        }
        return value
    }
}
