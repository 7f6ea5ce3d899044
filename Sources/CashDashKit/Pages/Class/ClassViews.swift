import Mustache

/// A name that links to a page, such as a student who holds a badge.
struct NamedLink: TemplateView, Sendable {
    var name: String
    var href: String
}

/// A line of a student's register: money in green with "+", out in red with "−", and a word for screen readers.
struct RegisterRow: TemplateView, Sendable {
    var date: String
    var memo: String
    /// Who the money came from or went to.
    var party: String
    var amount: String
    var direction: String
    var sign: String
    var balance: String
}

/// An XP award as a row: its date, quest and points with their sign.
struct XPRow: TemplateView, Sendable {
    var date: String
    var quest: String
    var points: String
}

/// The class dashboard: cards, the XP leaderboard with its chart, and the latest badges.
struct ClassDashboard: TemplateView, Sendable {
    struct Leader: TemplateView, Sendable {
        var rank: Int
        var name: String
        var xp: String
        var balance: String
        /// The savings balance, when the class saves.
        var savingsBalance: String?
        var badges: Int
        var href: String
    }

    struct RecentAward: TemplateView, Sendable {
        var date: String
        var name: String
        var badge: String
        var href: String
    }

    var cards: [Card]
    var leaderboard: [Leader]
    var chart: String
    /// Whether students are ranked by XP; false lists them by name (`class: {leaderboard: false}`).
    var ranks = true
    /// Whether any student has savings: the table has a column for them.
    var savings = false
    /// Whether rules.yml has a store: the page links to it.
    var store = false
    var recent: Items<RecentAward>?

    /// A class with no students yet: the page says how to add the first, rather than showing empty cards and charts.
    var hasStudents: Bool { !leaderboard.isEmpty }
}

/// A student's page: cards, the register, XP with its chart, and badges.
struct StudentDetails: TemplateView, Sendable {
    struct Award: TemplateView, Sendable {
        var name: String
        var description: String
        var date: String
        var reason: String
    }

    var name: String
    var cards: [Card]
    var register: [RegisterRow]
    var xp: Items<XPRow>?
    var badges: Items<Award>?
    /// The student's savings; nil when no student of the class has saved.
    var savings: SavingsDetails?
    /// The XP line chart; nil before the first award.
    var chart: String?
    /// Under `privacy: codes`, the register sealed for the student's code, and no register in the clear.
    var checkbook: CheckbookView?
}

/// A badge of the gallery, with who earned it.
struct BadgeDetails: TemplateView, Sendable {
    var name: String
    var description: String
    var anchor: String
    /// "Earned by 3 students".
    var count: String
    var holders: Items<NamedLink>?
}

/// A student's statement for a month, as a bank prints it.
struct Statement: TemplateView, Sendable {
    var name: String
    var month: String
    /// The first and last days in words, for sentences.
    var first: String
    var last: String
    /// The first and last days in a `<time>`, short, for the table.
    var firstDay: String
    var lastDay: String
    var opening: String
    var closing: String
    /// Money in, with its sign (`+$40.00`; `$0.00` when none came in).
    var received: String
    /// Money out, with its sign (`−$17.00`; `$0.00` when none went out, never `−$0.00`).
    var paid: String
    var register: [RegisterRow]
    var xpTotal: String
    var xp: Items<XPRow>?
    /// The savings' month; nil when no student of the class has saved.
    var savings: StatementSavings?
    /// The month is not over: the statement stops at today, and says "so far".
    var soFar = false
}

/// The class dashboard page.
struct ClassIndexView: TemplateView, Sendable {
    var dashboard: ClassDashboard
}

/// A student's page.
struct StudentPageView: TemplateView, Sendable {
    var student: StudentDetails
}

/// The badge gallery.
struct BadgesPageView: TemplateView, Sendable {
    var badges: [BadgeDetails]
}

/// What every statement file shows around its content: the site's title and language, and the stylesheet inlined.
struct StatementFrame: TemplateView, Sendable {
    var language: String
    var siteTitle: String
    var css: String
}

// template-view: through frame
/// One student's statement file.
struct StatementPageView: TemplateView, Sendable {
    var frame: StatementFrame
    var statement: Statement
}

// template-view: through frame
/// Every statement of the month on one page, in name order as the index lists them.
struct AllStatementsView: TemplateView, Sendable {
    var frame: StatementFrame
    var month: String
    var statements: [Statement]
}

// template-view: through frame
/// The statements' index: a row per student, in name order.
struct StatementsIndexView: TemplateView, Sendable {
    struct Student: TemplateView, Sendable {
        var name: String
        var href: String
        var opening: String
        var closing: String
        var xpTotal: String
    }

    var frame: StatementFrame
    var month: String
    var first: String
    var last: String
    var students: [Student]
    /// The month is not over: the statements stop at today.
    var soFar = false
}
