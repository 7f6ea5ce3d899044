import Mustache

/// The teacher's answer key: every chapter that has a quiz, in reading order.
struct AnswerKeyView: TemplateView, Sendable, Equatable {
    var chapters: [AnswerKeyChapter]
}

/// A chapter's quizzes in the answer key.
struct AnswerKeyChapter: TemplateView, Sendable, Equatable {
    var number: Int
    var title: String
    /// The chapter's page.
    var href: String
    var quizzes: [AnswerKeyQuiz]
}

/// One quiz of a chapter, its questions with their answers.
struct AnswerKeyQuiz: TemplateView, Sendable, Equatable {
    var title: String
    var questions: [AnswerKeyQuestion]
}

/// A question and its answer, the answer as Cash Dash writes it (already escaped).
struct AnswerKeyQuestion: TemplateView, Sendable, Equatable {
    var prompt: String
    var answerHTML: String
}
