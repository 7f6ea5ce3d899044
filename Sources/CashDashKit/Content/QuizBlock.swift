import CashDashModel
import Charts
import Foundation

/// A ```quiz block drawn in a chapter, and in the teacher's answer key.
///
/// In the chapter, each question is a group of choices (or a box for a number) with its answer behind a disclosure,
/// which works without script; `cashdash.js` adds a Check button, says why, and keeps progress in the browser. The
/// print page leaves the disclosures out (``withoutAnswers(_:)``), so a printed quiz has no answers on it.
enum QuizBlock {
    /// The quiz as a chapter shows it; `id` is unique on the page (`saving-quiz-1`).
    static func html(_ quiz: Quiz, id: String, money: NumberStyle, words: Catalogue = .english) -> String {
        // No accessible name, so not a landmark: the print page has a quiz a chapter, each called "Check yourself".
        var html = "<section class=\"quiz\" id=\"\(id)\" data-quiz>\n"
        html += "<h2 class=\"quiz-title\" id=\"\(id)-title\">\(escapeXML(title(of: quiz, words)))</h2>\n"
        html += "<p class=\"quiz-progress\" hidden></p>\n<ol class=\"quiz-questions\">\n"
        for (index, question) in quiz.questions.enumerated() {
            let name = "\(id)-q\(index + 1)"
            html += "<li class=\"quiz-question\" id=\"\(name)\""
            switch question.answer {
            case .choices:
                html += " data-kind=\"\(question.hasSeveralRightChoices ? "many" : "one")\">\n"
            case .number:
                html += " data-kind=\"number\" data-decimal=\"\(escapeXML(money.decimalSeparator))\">\n"
            }
            // The number is in the legend, which a list's marker cannot line up with.
            html +=
                "<fieldset>\n<legend><span class=\"quiz-count\">\(index + 1).</span> \(escapeXML(question.prompt))</legend>\n"
            switch question.answer {
            case .choices(let choices):
                if question.hasSeveralRightChoices {
                    html += "<p class=\"quiz-hint\">\(escapeXML(words.text("quiz.pick_every")))</p>\n"
                }
                html += "<ul class=\"quiz-choices\">\n"
                let type = question.hasSeveralRightChoices ? "checkbox" : "radio"
                for (number, choice) in choices.enumerated() {
                    html +=
                        "<li><label><input type=\"\(type)\" name=\"\(name)\" value=\"\(number + 1)\"> "
                        + "\(escapeXML(choice.text))</label></li>\n"
                }
                html += "</ul>\n"
            case .number(let number):
                html +=
                    "<p class=\"quiz-number\"><label>\(escapeXML(words.text("quiz.your_answer")))"
                    + (unitText(number.unit, money: money, words: words).map { " (\(escapeXML($0)))" } ?? "")
                    + " <input type=\"text\" inputmode=\"decimal\" autocomplete=\"off\" size=\"10\" name=\"\(name)\"></label></p>\n"
            }
            html += "</fieldset>\n"
            html +=
                "<p class=\"quiz-actions\" hidden><button class=\"button quiz-check\" type=\"button\">\(escapeXML(words.text("quiz.check")))</button></p>\n"
            html += "<div class=\"quiz-feedback\" role=\"status\"></div>\n"
            // The script reads the answer from the disclosure, so the print page, which leaves it out, shows none.
            html += "<details class=\"quiz-answer\""
            if case .number(let number) = question.answer {
                html += " data-answer=\"\(plain(number.value))\" data-tolerance=\"\(plain(number.tolerance))\""
            }
            html += "><summary>\(escapeXML(words.text("quiz.show_answer")))</summary>\n"
            html += answerHTML(question, money: money, forTeacher: false, words: words)
            html += "</details>\n</li>\n"
        }
        return html + "</ol>\n</section>"
    }

    /// The answer to `question`: each choice marked right or not with why, or the number and how near counts.
    static func answerHTML(
        _ question: QuizQuestion, money: NumberStyle, forTeacher: Bool, words: Catalogue = .english
    ) -> String {
        var html = ""
        switch question.answer {
        case .choices(let choices):
            html += "<ul class=\"quiz-explanations\">\n"
            for (number, choice) in choices.enumerated() {
                let mark =
                    choice.isRight
                    ? "<span aria-hidden=\"true\">✓ </span>" + escapeXML(words.text("quiz.right"))
                    : "<span aria-hidden=\"true\">✗ </span>" + escapeXML(words.text("quiz.not_right"))
                html +=
                    "<li class=\"\(choice.isRight ? "quiz-right" : "quiz-wrong")\" data-choice=\"\(number + 1)\">"
                    + "<strong>\(words.html("quiz.marked", ["choice": escapeXML(choice.text), "mark": mark]))</strong> "
                    + "\(escapeXML(choice.explanation))</li>\n"
            }
            html += "</ul>\n"
        case .number(let number):
            html +=
                "<p class=\"quiz-right\"><strong>"
                + escapeXML(
                    words.text("quiz.answer_is", ["answer": format(number.value, unit: number.unit, money: money)]))
                + "</strong>"
            if number.tolerance > 0 {
                html +=
                    " "
                    + escapeXML(
                        words.text(
                            "quiz.tolerance",
                            [
                                "low": format(number.value - number.tolerance, unit: number.unit, money: money),
                                "high": format(number.value + number.tolerance, unit: number.unit, money: money),
                            ]))
            }
            html += "</p>\n"
            if forTeacher, let work = number.calculation {
                let inputs = work.inputs.map { "\($0.name) \($0.text)" }.joined(separator: ", ")
                html +=
                    "<p class=\"quiz-work\">"
                    + words.html(
                        "quiz.worked_out",
                        [
                            "calculator": escapeXML(work.kind.title(in: words)),
                            "kind": "<code>\(work.kind.rawValue)</code>", "inputs": escapeXML(inputs),
                            "result": "<code>\(escapeXML(work.result))</code>",
                        ]) + "</p>\n"
            }
        }
        if let why = question.explanation { html += "<p class=\"quiz-why\">\(escapeXML(why))</p>\n" }
        return html
    }

    /// The quiz's own title, or the site's words for one.
    static func title(of quiz: Quiz, _ words: Catalogue) -> String {
        quiz.title.isEmpty ? words.text("quiz.title") : quiz.title
    }

    /// `html` with every answer's disclosure taken out, for the print page. The disclosures are Cash Dash's own
    /// markup, one line each from `<details class="quiz-answer">` to its `</details>`, never nested.
    static func withoutAnswers(_ html: String) -> String {
        let open = "<details class=\"quiz-answer\""
        guard html.contains(open) else { return html }
        var result = "", rest = html[...]
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "</details>\n") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    /// What the reader's box asks for: the currency's symbol for money, else the unit's words.
    private static func unitText(_ unit: QuizNumber.Unit?, money: NumberStyle, words: Catalogue) -> String? {
        switch unit {
        case .money:
            if case .money(let symbol, _) = money.kind { return words.text("quiz.in_currency", ["symbol": symbol]) }
            return nil
        case .words(let words): return words
        case nil: return nil
        }
    }

    /// `value` as the site writes it: money with its symbol and all its cents (or none), other numbers as written with
    /// the unit's words after them. Exact: never through a `Double`.
    static func format(_ value: Decimal, unit: QuizNumber.Unit?, money: NumberStyle) -> String {
        let negative = value < 0
        let size = negative ? -value : value
        var decimals = plain(size).split(separator: ".").dropFirst().first?.count ?? 0
        if unit == .money { decimals = decimals == 0 ? 0 : max(decimals, 2) }
        let digits = plainDecimal(size, decimals: decimals)
            .split(separator: ".", omittingEmptySubsequences: false)
        var text = money.grouped(digits[0].replacingOccurrences(of: ",", with: ""))
        if digits.count > 1 { text += money.decimalSeparator + digits[1] }
        switch unit {
        case .money: text = money.decorated(text)
        case .words(let words): text += words == "%" ? money.percentSuffix : " " + words
        case nil: break
        }
        return negative ? "\u{2212}" + text : text
    }

    /// `value` as plain decimal text with a point (`62.43`), as a script reads it.
    static func plain(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).description(withLocale: Locale(identifier: "en_US_POSIX"))
    }
}
