import Foundation

/// A self-check quiz written in a chapter as a fenced ```quiz block (see ``QuizReader`` for its YAML).
public struct Quiz: Sendable, Equatable {
    /// The heading above the questions, as the block names it; empty when it names none, and the page then shows
    /// its own words in the site's language.
    public var title: String
    public var questions: [QuizQuestion]
    /// The file line of the block's first line.
    public var line: Int

    public init(title: String, questions: [QuizQuestion], line: Int) {
        self.title = title
        self.questions = questions
        self.line = line
    }
}

/// One question of a quiz: choices to pick from, or a number to type.
public struct QuizQuestion: Sendable, Equatable {
    public enum Answer: Sendable, Equatable {
        /// Pick one or more: at least one choice is right.
        case choices([QuizChoice])
        case number(QuizNumber)
    }

    public var prompt: String
    public var answer: Answer
    /// Said after the answer, whatever the reader picked; for choices, each choice has its own too.
    public var explanation: String?

    public init(prompt: String, answer: Answer, explanation: String? = nil) {
        self.prompt = prompt
        self.answer = answer
        self.explanation = explanation
    }

    /// Whether more than one choice is right, so the reader may pick several.
    public var hasSeveralRightChoices: Bool {
        if case .choices(let choices) = answer { return choices.count { $0.isRight } > 1 }
        return false
    }
}

/// A choice of a question, whether it is right, and why.
public struct QuizChoice: Sendable, Equatable {
    public var text: String
    public var isRight: Bool
    public var explanation: String

    public init(text: String, isRight: Bool, explanation: String) {
        self.text = text
        self.isRight = isRight
        self.explanation = explanation
    }
}

/// The number a question asks for, exact, with how far off an answer may be and what it counts.
public struct QuizNumber: Sendable, Equatable {
    public var value: Decimal
    /// An answer within this of `value`, either way, counts as right; 0 asks for the exact number.
    public var tolerance: Decimal
    /// What the number counts: `.money` in the site's currency, or words written after it (`years`, `%`).
    public var unit: Unit?
    /// The calculator that worked the answer out, when one did.
    public var calculation: CalculatorWork?

    public enum Unit: Sendable, Equatable {
        case money
        case words(String)
    }

    /// A calculator, its inputs as written and the result taken from it.
    public struct CalculatorWork: Sendable, Equatable {
        public var kind: CalculatorKind
        /// The inputs by field name, in the calculator's order.
        public var inputs: [(name: String, text: String)]
        /// The result's name, as its calculator's `summary` keys it (`interest`).
        public var result: String

        public init(kind: CalculatorKind, inputs: [(name: String, text: String)], result: String) {
            self.kind = kind
            self.inputs = inputs
            self.result = result
        }

        public static func == (a: CalculatorWork, b: CalculatorWork) -> Bool {
            a.kind == b.kind && a.result == b.result && a.inputs.map(\.name) == b.inputs.map(\.name)
                && a.inputs.map(\.text) == b.inputs.map(\.text)
        }
    }

    public init(value: Decimal, tolerance: Decimal = 0, unit: Unit? = nil, calculation: CalculatorWork? = nil) {
        self.value = value
        self.tolerance = tolerance
        self.unit = unit
        self.calculation = calculation
    }
}
