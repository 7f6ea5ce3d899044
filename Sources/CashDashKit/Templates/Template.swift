/// Every Mustache template Cash Dash renders, by the file it is read from (`curriculum/chapter.mustache`).
enum Template: String, CaseIterable, Sendable {
    case layout
    case header = "partials/header"
    case footer = "partials/footer"
    case converter = "partials/converter"
    /// A calculator's table of payments or growth, year by year or month by month.
    case schedule = "partials/schedule"
    case home
    case notFound = "404"
    case curriculumIndex = "curriculum/index"
    case chapter = "curriculum/chapter"
    case curriculumPrint = "curriculum/print"
    /// The teacher's answer key to every quiz.
    case curriculumAnswers = "curriculum/answers"
    /// One chapter on the print page.
    case printChapter = "curriculum/print-chapter"
    case glossary = "glossary/index"
    case ratesIndex = "rates/index"
    case ratesDay = "rates/day"
    case ratesCurrency = "rates/currency"
    case ratesCurrencies = "rates/currencies"
    case ratesArchive = "rates/archive"
    case budgetsIndex = "budgets/index"
    case budget = "budgets/budget"
    case budgetSections = "budgets/sections"
    case budgetReport = "budgets/report"
    case calculatorsIndex = "calculators/index"
    case calculator = "calculators/calculator"
    case classIndex = "class/index"
    case student = "class/student"
    case badges = "class/badges"
    /// The class store's price list.
    case classStore = "class/store"
    case statement = "class/statement"
    /// One statement, inside `class/statement` and `class/all-statements`.
    case statementBody = "class/statement-body"
    case statements = "class/statements"
    /// Every statement of the month on one page, to print at once.
    case allStatements = "class/all-statements"
    /// The students' code cards, to cut out and hand out.
    case cards = "class/cards"

    /// The template's file name inside a `Templates/` folder.
    var fileName: String { rawValue + ".mustache" }
}

/// A template that could not be rendered: the page is not written, and the build says which template failed.
struct TemplateError: Error, CustomStringConvertible {
    var template: Template

    var description: String {
        "the template `\(template.fileName)` could not be rendered; check that it and the partials it names exist"
    }
}
