import CashDashModel
import Charts
import Foundation

/// What the class pages and statements show: students under their display names (or initials), never their ids.
struct ClassPresenter {
    let ledger: ClassLedger
    let money: MoneyFormat
    let privacy: SiteConfig.Privacy
    let palette: Palette
    /// Each student's code, when pages show codes rather than names (`privacy: codes`).
    let codes: [String]?
    /// Each student's page name under `class/students/`, from the name shown, made unique.
    let slugs: [String]
    /// The site's words.
    let words: Catalogue
    /// Whether the dashboard ranks students by XP (`class: {leaderboard: false}` lists them by name instead).
    let showsLeaderboard: Bool

    init(
        ledger: ClassLedger, money: MoneyFormat, privacy: SiteConfig.Privacy, codes: [String]? = nil,
        palette: Palette = .standard, words: Catalogue = .english, showsLeaderboard: Bool = true
    ) {
        self.words = words
        self.showsLeaderboard = showsLeaderboard
        self.ledger = ledger
        self.money = money
        self.privacy = codes == nil && privacy == .codes ? .names : privacy
        self.codes = codes
        self.palette = palette
        var names = UniqueNames(reserved: StatementRoute.reservedSlugs, firstSuffix: 2)
        slugs = ledger.students.indices.map { [privacy] index in
            let student = ledger.students[index]
            let shown =
                switch privacy {
                case .names: student.name
                case .initials: student.initials
                case .codes: codes.map { $0[index] } ?? student.name
                }
            return names.claim(urlSlug(shown).nonEmpty ?? "student")
        }
    }

    /// The student as the pages show them: their name, initials, or "Student K7M3P".
    func name(_ student: Int) -> String {
        switch privacy {
        case .names: ledger.students[student].name
        case .initials: ledger.students[student].initials
        case .codes: words.text("class_view.student_code", ["code": codes?[student] ?? ""])
        }
    }

    /// "From Ava" or "To the bank": the bank in a phrase of its own, as languages say it (`Von der Bank`, `Del banco`).
    func party(_ party: Party, incoming: Bool) -> String {
        switch party {
        case .bank: words.text(incoming ? "class_view.the_bank_from" : "class_view.the_bank_to")
        case .student(let index): words.text(incoming ? "class_view.from" : "class_view.to", ["party": name(index)])
        case .savings: words.text(incoming ? "class_savings.from_savings" : "class_savings.to_savings")
        }
    }

    private var xpStyle: NumberStyle { money.style.with(kind: .plain) }

    /// Points as the site writes numbers: `1,230`.
    func xpText(_ points: Int) -> String {
        xpStyle.format(Double(points), decimals: 0)
    }

    // MARK: Dashboard

    /// The dashboard, as the class's home page shows it.
    func dashboard() -> ClassDashboard {
        let totals = ledger.students.indices.map { ledger.xpTotal(of: $0) }
        // By XP, most first; without a leaderboard, by name, and every rank left unsaid.
        let ranked = ledger.students.indices.sorted {
            showsLeaderboard
                ? (-totals[$0], name($0).lowercased()) < (-totals[$1], name($1).lowercased())
                : name($0).lowercased() < name($1).lowercased()
        }
        let leaderboard = HorizontalBarChart(
            ChartLabels(
                id: "class-xp", title: words.text("class_view.xp_chart_title"),
                description: words.text(
                    "class_view.xp_chart_description",
                    ["list": words.list(ranked.map { "\(name($0)) \(xpText(totals[$0]))" })]),
                words: ChartWords(words)),
            bars: ranked.map { HorizontalBarChart.Bar(name($0), Double(totals[$0])) },
            valueName: words.text("class.xp"), style: xpStyle,
            palette: palette
        ).draw()
        // Students with the same XP share a rank, and the next rank counts them all (1, 1, 3).
        var ranks: [Int] = []
        for (place, student) in ranked.enumerated() {
            ranks.append(place > 0 && totals[student] == totals[ranked[place - 1]] ? ranks[place - 1] : place + 1)
        }
        return ClassDashboard(
            cards: [
                Card(
                    title: words.text("class_view.in_circulation"), amount: money.string(ledger.moneyInCirculation),
                    note: words.text("class_view.in_circulation_note")),
                Card(title: words.text("class_view.students"), amount: money.count(ledger.students.count), note: ""),
                Card(
                    title: words.text("class_view.xp_earned"), amount: xpText(totals.reduce(0, +)),
                    note: words.text("class_view.xp_earned_note")),
                Card(
                    title: words.text("class_view.badges_given"), amount: money.count(ledger.awards.count),
                    note: words.text("class_view.badge_kinds", count: ledger.badges.count, money: money)),
            ],
            leaderboard: ranked.enumerated().map { place, student in
                ClassDashboard.Leader(
                    rank: ranks[place], name: name(student), xp: xpText(totals[student]),
                    balance: money.string(ledger.balance(of: student)),
                    savingsBalance: ledger.hasSavings ? money.string(ledger.savingsBalance(of: student)) : nil,
                    badges: ledger.awards(of: student).count,
                    href: Route.student(slug: slugs[student]).href(from: .classHome))
            },
            chart: showsLeaderboard ? leaderboard.html : "", ranks: showsLeaderboard, savings: ledger.hasSavings,
            store: !ledger.store.items.isEmpty,
            recent: Items(
                ledger.awards.suffix(6).reversed().map { award in
                    ClassDashboard.RecentAward(
                        date: money.days.words(award.date), name: name(award.student),
                        badge: ledger.badges[award.badge].name,
                        href: Route.student(slug: slugs[award.student]).href(from: .classHome))
                }))
    }

    // MARK: Student page

    func student(_ index: Int) -> StudentDetails {
        let register = ledger.register(for: index)
        var points = 0
        var xpByDay: [(Day, Int)] = []
        for award in ledger.xp where award.student == index {
            points += award.points
            if xpByDay.last?.0 == award.date {
                xpByDay[xpByDay.count - 1].1 = points
            } else {
                xpByDay.append((award.date, points))
            }
        }
        var details = StudentDetails(
            name: name(index),
            cards: [
                Card(
                    title: words.text(ledger.hasSavings ? "class_savings.checking" : "common.balance"),
                    amount: money.string(ledger.balance(of: index)), note: words.text("class_view.balance_note")),
                Card(title: words.text("class.xp"), amount: xpText(points), note: words.text("class_view.xp_note")),
                Card(title: words.text("class.badges"), amount: money.count(ledger.awards(of: index).count), note: ""),
            ],
            register: registerRows(register),
            xp: Items(xpRows(ledger.xp.filter { $0.student == index })),
            badges: Items(
                ledger.awards(of: index).map { award in
                    StudentDetails.Award(
                        name: ledger.badges[award.badge].name, description: ledger.badges[award.badge].description,
                        date: money.days.words(award.date), reason: award.reason)
                }), savings: savings(index))
        if let savings = details.savings {
            details.cards.insert(
                Card(
                    title: words.text("class_savings.savings"), amount: savings.balance,
                    note: words.text("class_savings.note")), at: 1)
        }
        if !xpByDay.isEmpty {
            var chart = LineChart(
                ChartLabels(
                    id: "xp-\(slugs[index])", title: words.text("class_view.xp_over_time", ["name": name(index)]),
                    description: words.text("class_view.xp_over_time_description", ["points": xpText(points)]),
                    words: ChartWords(words)),
                series: [LineChart.Series(words.text("class.xp"), xpByDay.map { LineChart.Point($0.0, Double($0.1)) })],
                style: xpStyle, decimals: 0, palette: palette)
            chart.dateLabels = DateLabels(money.days)
            details.chart = chart.draw().html
        }
        return details
    }

    /// Register lines for a template: money in green with "+", out in red with "−", and a word for screen readers.
    private func registerRows(_ lines: [ClassLedger.RegisterLine]) -> [RegisterRow] {
        lines.map { line in
            let incoming = line.change > 0
            let other = incoming ? line.transaction.from : line.transaction.to
            return RegisterRow(
                date: money.days.html(line.transaction.date, .short), memo: line.transaction.memo,
                party: party(other, incoming: incoming),
                amount: money.string(line.change, signed: true), direction: incoming ? "added" : "spent",
                sign: words.text(incoming ? "class_view.received" : "class_view.paid"),
                balance: money.string(line.balance))
        }
    }

    private func xpRows(_ awards: [XPAward]) -> [XPRow] {
        awards.map {
            XPRow(
                date: money.days.html($0.date, .short), quest: $0.quest,
                points: ($0.points > 0 ? "+" : "") + xpText($0.points))
        }
    }

    // MARK: Badge gallery

    /// Every badge, as the badge gallery shows it.
    func badges() -> [BadgeDetails] {
        ledger.badges.indices.map { badge in
            let holders = ledger.awards.filter { $0.badge == badge }
            return BadgeDetails(
                name: ledger.badges[badge].name, description: ledger.badges[badge].description,
                anchor: urlSlug(ledger.badges[badge].name),
                count: words.text("class_view.earned_by", count: holders.count, money: money),
                holders: Items(
                    holders.map {
                        NamedLink(
                            name: name($0.student),
                            href: Route.student(slug: slugs[$0.student]).href(from: .classBadges))
                    }))
        }
    }

    // MARK: Statements

    /// A bank-style statement of one student for the month `first`…`last`: opening balance, each transaction,
    /// closing balance, XP earned.
    func statement(_ index: Int, month: String, first: Day, last: Day) -> Statement {
        let register = ledger.register(for: index)
        let opening = register.last { $0.transaction.date < first }?.balance ?? 0
        let lines = register.filter { $0.transaction.date >= first && $0.transaction.date <= last }
        let xp = ledger.xp.filter { $0.student == index && $0.date >= first && $0.date <= last }
        let received = lines.filter { $0.change > 0 }.reduce(Decimal(0)) { $0 + $1.change }
        let paid = lines.filter { $0.change < 0 }.reduce(Decimal(0)) { $0 - $1.change }
        return Statement(
            name: name(index), month: month, first: money.days.words(first), last: money.days.words(last),
            firstDay: money.days.html(first, .short), lastDay: money.days.html(last, .short),
            opening: money.string(opening), closing: money.string(lines.last?.balance ?? opening),
            received: money.string(received, signed: true), paid: money.string(-paid),
            register: registerRows(lines),
            xpTotal: xpText(xp.reduce(0) { $0 + $1.points }),
            xp: Items(xpRows(xp)), savings: savingsStatement(index, first: first, last: last))
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
