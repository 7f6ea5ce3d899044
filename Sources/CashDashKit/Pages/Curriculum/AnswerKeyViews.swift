import Mustache

/// The teacher's answer key: every chapter that has a quiz, in reading order.
struct AnswerKeyView: MustacheParent, Sendable, Equatable {
    var chapters: [AnswerKeyChapter]

    func child(named name: String) -> Any? {
        name == "chapters" ? chapters : nil
    }
}

/// A chapter's quizzes in the answer key.
struct AnswerKeyChapter: MustacheParent, Sendable, Equatable {
    var number: Int
    var title: String
    /// The chapter's page.
    var href: String
    var quizzes: [AnswerKeyQuiz]

    func child(named name: String) -> Any? {
        switch name {
        case "number": number
        case "title": title
        case "href": href
        case "quizzes": quizzes
        default: nil
        }
    }
}

/// One quiz of a chapter, its questions with their answers.
struct AnswerKeyQuiz: MustacheParent, Sendable, Equatable {
    var title: String
    var questions: [AnswerKeyQuestion]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "questions": questions
        default: nil
        }
    }
}

/// A question and its answer, the answer as Cash Dash writes it (already escaped).
struct AnswerKeyQuestion: MustacheParent, Sendable, Equatable {
    var prompt: String
    var answerHTML: String

    func child(named name: String) -> Any? {
        switch name {
        case "prompt": prompt
        case "answerHTML": answerHTML
        default: nil
        }
    }
}
