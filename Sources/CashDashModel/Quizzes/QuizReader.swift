import Foundation
import Yams

/// Reads a fenced ```quiz block of YAML into a ``Quiz``, reporting every mistake at its line in the chapter's file:
///
/// ```yaml
/// title: Check yourself          # optional
/// questions:
///   - question: Which of these are needs?
///     choices:                   # one or more are right; each says why
///       - text: Rent
///         right: true
///         why: Everyone needs somewhere to live.
///       - text: Concert tickets
///         why: Fun, but you can live without them.
///   - question: How much interest does $500 earn in 3 years at 4% a year?
///     answer: 62.43              # a number, or worked out by a calculator:
///     # answer: {calculator: compound-interest, inputs: {principal: 500, rate: 4, years: 3,
///     #          compounding: yearly, monthly: 0}, result: interest}
///     tolerance: 0.01            # optional: how far off still counts (default 0)
///     unit: money                # optional: money, or words written after the number (years, %)
///     why: Each year adds 4% of the balance.
/// ```
public enum QuizReader {
    static let keys = ["title", "questions"]
    static let questionKeys = ["question", "choices", "answer", "tolerance", "unit", "why"]
    static let choiceKeys = ["text", "right", "why"]
    static let calculatorKeys = ["calculator", "inputs", "result"]
    /// The most text a quiz block may hold.
    public static let largestBlockSize = 64 * 1024
    /// The most questions a quiz may have: a quiz longer than this belongs on a page of its own.
    public static let largestQuestionCount = 50

    /// The quiz in `yaml`, whose first line is line `firstLine` of `path`; nil when it has an error.
    public static func read(
        _ yaml: String, path: String, firstLine: Int, minorUnits: Int = 2, diagnostics: inout Diagnostics
    ) -> Quiz? {
        var local = Diagnostics()
        defer { diagnostics.append(contentsOf: local) }
        guard yaml.utf8.count <= largestBlockSize else {
            local.error(
                "a quiz block holds at most \(largestBlockSize / 1024) KB; split it into shorter quizzes", in: path,
                line: firstLine)
            return nil
        }
        var parsing = Diagnostics()
        let parsed = YAMLMapping.parse(yaml, path: path, lineOffset: firstLine - 1, diagnostics: &parsing)
        local.append(contentsOf: explained(parsing, "this file", as: shape))
        guard let fields = parsed else { return nil }
        fields.rejectUnknownKeys(keys, in: "a quiz", diagnostics: &local)
        let title = fields.string("title", diagnostics: &local) ?? ""
        guard let entry = fields.entry("questions"), let items = entry.value.sequence, !items.isEmpty else {
            local.error(
                "a quiz needs `questions:`, a list of `- question: …` items, each with `choices:` or an `answer:`",
                in: path, line: fields.entry("questions")?.line ?? firstLine,
                column: fields.entry("questions")?.column ?? 1)
            return nil
        }
        if items.count > largestQuestionCount {
            local.error(
                "a quiz has at most \(largestQuestionCount) questions; this one has \(items.count); split it into shorter quizzes",
                in: path, line: entry.line, column: entry.column)
            return nil
        }
        var questions: [QuizQuestion] = []
        for node in items {
            var wrapping = Diagnostics()
            let mapping = YAMLMapping.wrapping(node, path: path, lineOffset: fields.lineOffset, diagnostics: &wrapping)
            local.append(contentsOf: explained(wrapping, "each item", as: questionShape))
            guard let mapping else { continue }
            if let question = self.question(mapping, minorUnits: minorUnits, diagnostics: &local) {
                questions.append(question)
            }
        }
        guard !local.hasErrors else { return nil }
        return Quiz(title: title, questions: questions, line: firstLine)
    }

    private static func question(
        _ fields: YAMLMapping, minorUnits: Int, diagnostics: inout Diagnostics
    ) -> QuizQuestion? {
        fields.rejectUnknownKeys(questionKeys, in: "a question", diagnostics: &diagnostics)
        let prompt = fields.string("question", diagnostics: &diagnostics)
        if prompt?.isEmpty ?? true {
            diagnostics.error(
                "each question needs `question:`, the words of the question", in: fields.path, line: fields.line,
                column: fields.column)
        }
        let why = fields.string("why", diagnostics: &diagnostics)
        let hasChoices = fields.entry("choices") != nil, hasAnswer = fields.entry("answer") != nil
        let answer: QuizQuestion.Answer?
        switch (hasChoices, hasAnswer) {
        case (true, false):
            for key in ["tolerance", "unit"] {
                if let entry = fields.entry(key) {
                    diagnostics.error(
                        "`\(key)` is for a question with a number `answer:`, not one with `choices:`; remove it",
                        in: fields.path, line: entry.line, column: entry.column)
                }
            }
            answer = choices(fields, diagnostics: &diagnostics).map { .choices($0) }
        case (false, true):
            answer = number(fields, minorUnits: minorUnits, diagnostics: &diagnostics).map { .number($0) }
        case (true, true):
            let entry = fields.entry("answer")!
            diagnostics.error(
                "a question has either `choices:` to pick from or a number `answer:`, not both; remove one",
                in: fields.path, line: entry.line, column: entry.column)
            answer = nil
        case (false, false):
            diagnostics.error(
                "this question needs `choices:` (a list of `- text: …` items) or a number `answer:`",
                in: fields.path, line: fields.line, column: fields.column)
            answer = nil
        }
        guard let prompt, !prompt.isEmpty, let answer else { return nil }
        return QuizQuestion(prompt: prompt, answer: answer, explanation: why)
    }

    private static func choices(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> [QuizChoice]? {
        let entry = fields.entry("choices")!
        guard let items = entry.value.sequence else {
            diagnostics.error(
                "`choices` should be a list of `- text: …` items", in: fields.path, line: entry.line,
                column: entry.column)
            return nil
        }
        var choices: [QuizChoice] = []
        var complete = true
        for node in items {
            guard
                let choice = YAMLMapping.wrapping(
                    node, path: fields.path, lineOffset: fields.lineOffset, diagnostics: &diagnostics)
            else { complete = false; continue }
            choice.rejectUnknownKeys(choiceKeys, in: "a choice", diagnostics: &diagnostics)
            let text = choice.string("text", diagnostics: &diagnostics)
            let why = choice.string("why", diagnostics: &diagnostics)
            let right = choice.bool("right", diagnostics: &diagnostics) ?? false
            if text?.isEmpty ?? true {
                diagnostics.error(
                    "each choice needs `text:`, the words the reader picks", in: fields.path, line: choice.line,
                    column: choice.column)
            }
            if why?.isEmpty ?? true {
                diagnostics.error(
                    "each choice needs `why:`, a sentence that says why it is right or not", in: fields.path,
                    line: choice.entry("text")?.line ?? choice.line, column: choice.column)
            }
            guard let text, !text.isEmpty, let why, !why.isEmpty else { complete = false; continue }
            choices.append(QuizChoice(text: text, isRight: right, explanation: why))
        }
        guard complete else { return nil }
        if choices.count < 2 {
            diagnostics.error(
                "a question needs at least two `choices`", in: fields.path, line: entry.line, column: entry.column)
            return nil
        }
        if !choices.contains(where: \.isRight) {
            diagnostics.error(
                "none of these choices is right; mark the right one (or ones) with `right: true`", in: fields.path,
                line: entry.line, column: entry.column)
            return nil
        }
        return choices
    }

    private static func number(_ fields: YAMLMapping, minorUnits: Int, diagnostics: inout Diagnostics) -> QuizNumber? {
        let entry = fields.entry("answer")!
        var tolerance: Decimal = 0
        if let text = fields.number("tolerance", example: "0.01", diagnostics: &diagnostics) {
            if let value = DecimalText.parse(Substring(text)), value >= 0 {
                tolerance = value
            } else {
                let place = fields.entry("tolerance")!
                diagnostics.error(
                    "`tolerance` should be 0 or more, like `tolerance: 0.01`", in: fields.path, line: place.line,
                    column: place.column)
            }
        }
        var unit: QuizNumber.Unit?
        if let text = fields.string("unit", diagnostics: &diagnostics), !text.isEmpty {
            unit = text == "money" ? .money : .words(text)
        }
        if entry.value.mapping != nil {
            guard let mapping = fields.mapping("answer", diagnostics: &diagnostics),
                let (value, work) = calculated(mapping, minorUnits: minorUnits, diagnostics: &diagnostics)
            else { return nil }
            return QuizNumber(value: value, tolerance: tolerance, unit: unit, calculation: work)
        }
        guard entry.value.int != nil || entry.value.float != nil, let text = entry.value.scalar?.string,
            let value = DecimalText.parse(Substring(text))
        else {
            diagnostics.error(
                "`answer` should be a number, like `answer: 62.43`, or `{calculator: …, inputs: {…}, result: …}`",
                in: fields.path, line: entry.valueLine, column: entry.valueColumn)
            return nil
        }
        return QuizNumber(value: value, tolerance: tolerance, unit: unit)
    }

    /// An answer a calculator works out, so that it is right by construction.
    private static func calculated(
        _ fields: YAMLMapping, minorUnits: Int, diagnostics: inout Diagnostics
    ) -> (Decimal, QuizNumber.CalculatorWork)? {
        fields.rejectUnknownKeys(calculatorKeys, in: "a calculated answer", diagnostics: &diagnostics)
        let names = CalculatorKind.allCases.filter { $0.calculator != nil }.map(\.rawValue)
        guard let name = fields.string("calculator", diagnostics: &diagnostics) else {
            diagnostics.error(
                "a calculated answer needs `calculator:`, one of " + names.map { "`\($0)`" }.joined(separator: ", "),
                in: fields.path, line: fields.line, column: fields.column)
            return nil
        }
        guard let kind = CalculatorKind(rawValue: name), kind.calculator != nil else {
            let place = fields.entry("calculator")!
            diagnostics.error(
                unknownChoiceMessage(name, among: names, describing: "calculator"), in: fields.path, line: place.line,
                column: place.column)
            return nil
        }
        let inputs = fields.mapping("inputs", diagnostics: &diagnostics)
        inputs?.rejectUnknownKeys(kind.fields.map(\.name), in: "the inputs of `\(name)`", diagnostics: &diagnostics)
        var texts: [String: String] = [:]
        for entry in inputs?.entries ?? [] {
            guard let text = entry.value.scalar?.string else {
                diagnostics.error(
                    "`\(entry.key)` should be one value, like `\(entry.key): 4`", in: fields.path, line: entry.line,
                    column: entry.column)
                return nil
            }
            texts[entry.key] = text
        }
        switch kind.check(texts) {
        case .failure(let failure):
            reportProblems(failure, of: kind, texts: texts, in: fields, inputs: inputs, diagnostics: &diagnostics)
            return nil
        case .success(let checked):
            return answer(
                of: kind, checked, texts: texts, in: fields, minorUnits: minorUnits, diagnostics: &diagnostics)
        }
    }

    /// An error at each input the calculator `kind` cannot take, or at `inputs:` for one missing.
    private static func reportProblems(
        _ failure: CalculatorKind.CheckFailure, of kind: CalculatorKind, texts: [String: String],
        in fields: YAMLMapping,
        inputs: YAMLMapping?, diagnostics: inout Diagnostics
    ) {
        let name = kind.rawValue
        let inputsPlace = fields.entry("inputs") ?? fields.entries.first
        for field in kind.fields {
            guard let problem = failure.problems[field.name] else { continue }
            let place = inputs?.entry(field.name)
            let what =
                place == nil
                ? "needs `\(field.name)`" : "'s `\(field.name): \(texts[field.name] ?? "")`"
            diagnostics.error(
                "the `\(name)` calculator\(place == nil ? " " : "")\(what) — \(problem)", in: fields.path,
                line: place?.line ?? inputsPlace?.line ?? fields.line,
                column: place?.column ?? inputsPlace?.column ?? fields.column)
        }
    }

    /// The number `result:` names among what the calculator works out from `checked`, with the work that made it.
    private static func answer(
        of kind: CalculatorKind, _ checked: CalculatorInputs, texts: [String: String], in fields: YAMLMapping,
        minorUnits: Int, diagnostics: inout Diagnostics
    ) -> (Decimal, QuizNumber.CalculatorWork)? {
        let name = kind.rawValue
        // In the site currency's decimals, as its calculator pages work: ¥231,756, not ¥231,677.04.
        guard let summary = kind.summary(checked, minorUnits: minorUnits) else { return nil }
        let results = summary.keys.filter { $0 != "rows" && DecimalText.parse(Substring(summary[$0]!)) != nil }
            .sorted()
        let place = fields.entry("result")
        guard let result = fields.string("result", diagnostics: &diagnostics), let text = summary[result],
            let value = DecimalText.parse(Substring(text)), result != "rows"
        else {
            let written = fields.string("result", diagnostics: &diagnostics)
            var message =
                written.map { "the `\(name)` calculator gives no number called `\($0)` for these inputs" }
                ?? "a calculated answer needs `result:`, the number it takes from the calculator"
            message += "; it gives " + results.map { "`\($0)`" }.joined(separator: ", ")
            diagnostics.error(
                message, in: fields.path, line: place?.line ?? fields.line, column: place?.column ?? fields.column)
            return nil
        }
        let used = kind.fields.compactMap { field in texts[field.name].map { (name: field.name, text: $0) } }
        return (value, QuizNumber.CalculatorWork(kind: kind, inputs: used, result: result))
    }
}
