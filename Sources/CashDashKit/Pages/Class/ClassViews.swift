import Mustache

/// A name that links to a page, such as a student who holds a badge.
struct NamedLink: MustacheParent, Sendable {
    var name: String
    var href: String

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        default: nil
        }
    }
}

/// A line of a student's register: money in green with "+", out in red with "−", and a word for screen readers.
struct RegisterRow: MustacheParent, Sendable {
    var date: String
    var memo: String
    /// Who the money came from or went to.
    var party: String
    var amount: String
    var direction: String
    var sign: String
    var balance: String

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "memo": memo
        case "party": party
        case "amount": amount
        case "direction": direction
        case "sign": sign
        case "balance": balance
        default: nil
        }
    }
}

/// An XP award as a row: its date, quest and points with their sign.
struct XPRow: MustacheParent, Sendable {
    var date: String
    var quest: String
    var points: String

    func child(named name: String) -> Any? {
        switch name {
        case "date": date
        case "quest": quest
        case "points": points
        default: nil
        }
    }
}

/// The class dashboard: cards, the XP leaderboard with its chart, and the latest badges.
struct ClassDashboard: MustacheParent, Sendable {
    struct Leader: MustacheParent, Sendable {
        var rank: Int
        var name: String
        var xp: String
        var balance: String
        var badges: Int
        var href: String

        func child(named name: String) -> Any? {
            switch name {
            case "rank": rank
            case "name": self.name
            case "xp": xp
            case "balance": balance
            case "badges": badges
            case "href": href
            default: nil
            }
        }
    }

    struct RecentAward: MustacheParent, Sendable {
        var date: String
        var name: String
        var badge: String
        var href: String

        func child(named name: String) -> Any? {
            switch name {
            case "date": date
            case "name": self.name
            case "badge": badge
            case "href": href
            default: nil
            }
        }
    }

    var cards: [Card]
    var leaderboard: [Leader]
    var chart: String
    var recent: Items<RecentAward>?

    /// A class with no students yet: the page says how to add the first, rather than showing empty cards and charts.
    var hasStudents: Bool { !leaderboard.isEmpty }

    func child(named name: String) -> Any? {
        switch name {
        case "cards": cards
        case "leaderboard": leaderboard
        case "chart": chart
        case "recent": recent
        case "hasStudents": hasStudents
        default: nil
        }
    }
}

/// A student's page: cards, the register, XP with its chart, and badges.
struct StudentDetails: MustacheParent, Sendable {
    struct Award: MustacheParent, Sendable {
        var name: String
        var description: String
        var date: String
        var reason: String

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "description": description
            case "date": date
            case "reason": reason
            default: nil
            }
        }
    }

    var name: String
    var cards: [Card]
    var register: [RegisterRow]
    var xp: Items<XPRow>?
    var badges: Items<Award>?
    /// The XP line chart; nil before the first award.
    var chart: String?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "cards": cards
        case "register": register
        case "xp": xp
        case "badges": badges
        case "chart": chart
        default: nil
        }
    }
}

/// A badge of the gallery, with who earned it.
struct BadgeDetails: MustacheParent, Sendable {
    var name: String
    var description: String
    var anchor: String
    /// "Earned by 3 students".
    var count: String
    var holders: Items<NamedLink>?

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "description": description
        case "anchor": anchor
        case "count": count
        case "holders": holders
        default: nil
        }
    }
}

/// A student's statement for a month, as a bank prints it.
struct Statement: MustacheParent, Sendable {
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
    var received: String
    var paid: String
    var register: [RegisterRow]
    var xpTotal: String
    var xp: Items<XPRow>?
    /// The month is not over: the statement stops at today, and says "so far".
    var soFar = false

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "soFar": soFar
        case "month": month
        case "first": first
        case "last": last
        case "firstDay": firstDay
        case "lastDay": lastDay
        case "opening": opening
        case "closing": closing
        case "received": received
        case "paid": paid
        case "register": register
        case "xpTotal": xpTotal
        case "xp": xp
        default: nil
        }
    }
}

/// The class dashboard page.
struct ClassIndexView: MustacheParent, Sendable {
    var dashboard: ClassDashboard

    func child(named name: String) -> Any? {
        name == "dashboard" ? dashboard : nil
    }
}

/// A student's page.
struct StudentPageView: MustacheParent, Sendable {
    var student: StudentDetails

    func child(named name: String) -> Any? {
        name == "student" ? student : nil
    }
}

/// The badge gallery.
struct BadgesPageView: MustacheParent, Sendable {
    var badges: [BadgeDetails]

    func child(named name: String) -> Any? {
        name == "badges" ? badges : nil
    }
}

/// What every statement file shows around its content: the site's title and language, and the stylesheet inlined.
struct StatementFrame: Sendable {
    var language: String
    var siteTitle: String
    var css: String

    func child(named name: String) -> Any? {
        switch name {
        case "language": language
        case "siteTitle": siteTitle
        case "css": css
        default: nil
        }
    }
}

/// One student's statement file.
struct StatementPageView: MustacheParent, Sendable {
    var frame: StatementFrame
    var statement: Statement

    func child(named name: String) -> Any? {
        name == "statement" ? statement : frame.child(named: name)
    }
}

/// Every statement of the month on one page, in name order as the index lists them.
struct AllStatementsView: MustacheParent, Sendable {
    var frame: StatementFrame
    var month: String
    var statements: [Statement]

    func child(named name: String) -> Any? {
        switch name {
        case "month": month
        case "statements": statements
        default: frame.child(named: name)
        }
    }
}

/// The statements' index: a row per student, in name order.
struct StatementsIndexView: MustacheParent, Sendable {
    struct Student: MustacheParent, Sendable {
        var name: String
        var href: String
        var opening: String
        var closing: String
        var xpTotal: String

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "href": href
            case "opening": opening
            case "closing": closing
            case "xpTotal": xpTotal
            default: nil
            }
        }
    }

    var frame: StatementFrame
    var month: String
    var first: String
    var last: String
    var students: [Student]
    /// The month is not over: the statements stop at today.
    var soFar = false

    func child(named name: String) -> Any? {
        switch name {
        case "soFar": soFar
        case "month": month
        case "first": first
        case "last": last
        case "students": students
        default: frame.child(named: name)
        }
    }
}
