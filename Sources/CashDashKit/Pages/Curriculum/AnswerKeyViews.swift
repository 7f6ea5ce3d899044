import Mustache

/// The teacher's answer key: every chapter that has a quiz, in reading order.
struct AnswerKeyView: TemplateView, Sendable, Equatable {
    var chapters: [AnswerKeyChapter]
}

/// A chapter's quizzes in the answer key.
struct AnswerKeyChapter: TemplateView, Sendable, Equatable {
    /// Its place in reading order, from 1, which names its section of the key.
    var position: Int
    /// Its number as readers see it; nil for a book's unnumbered chapter.
    var number: String?
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
