import Foundation

/// `Content/class/rules.yml`: the class's recurring money, which `cashdash class payroll` turns into rows.
///
/// ```yaml
/// created_by: Ms. Rivera        # written in created_by of every row Cash Dash adds
/// jobs:                         # each class job and who holds it now (a name or an id)
///   Class banker: Ava Brightwater
/// rules:
///   - name: Weekly pay          # memo "Weekly pay: Class banker"
///     pay: {Class banker: 12.00}  # per job, per period
///     every: week               # week or month
///     on: friday                # a weekday, or a day of the month from 1 to 28
///     start: 2026-09-11
///   - name: Desk rent           # memo "Desk rent, November"
///     rent: 5.00
///     every: month
///     on: 12
///     start: 2026-11-01
///     students: all             # or a list of names or ids; all by default
///   - name: Interest            # memo "Interest, December"
///     interest: 1%              # of the balance at the end of the day before, rounded to the cent (a half cent up)
///     every: month
///     on: 1
///     start: 2026-12-01
///   - name: Income tax          # memo "Income tax: Class banker"
///     tax: 10%                  # of each job's pay by the rule `of` on the same day, rounded as interest is
///     of: Weekly pay
///     every: week
///     on: friday
///     start: 2026-09-11
///   - name: Account fee         # memo "Account fee, December"; `fee: 2%` of a balance above zero
///   - name: Savings interest    # memo "Savings interest, December", paid into each student's savings
///     interest: 5% a year       # a twelfth of it each month (`1% a month` or `1%`: the rate of each payment)
///     account: savings          # of the savings balance at the end of the day before
/// store:                        # the class store's price list, for `class buy NAME ITEM` and the store page
///   Pencil set: 4.00
/// ```
///
/// A rule's row is due on each `on` day from `start`; a row is done when `transactions.csv` has a row of that date,
/// between the same parties, with that memo, whatever its id or amount (a job's pay: a row from the bank with that memo,
/// whoever was paid), so running payroll again adds nothing, and a job handed to another student is not paid twice.
public struct PayRules: Sendable {
    public static let fileName = "rules.yml"

    /// What a rule does each period.
    public enum Action: Sendable, Equatable {
        /// The bank pays each job's holder the job's amount.
        case pay([(job: String, amount: Decimal)])
        /// Each student pays the bank.
        case rent(Decimal)
        /// The bank pays each student a share of their balance at the end of the day before: of checking, or of
        /// savings into savings.
        case interest(InterestRate)
        /// Each student pays the bank `percent` of their balance at the end of the day before, when above zero.
        case fee(percent: Decimal)
        /// Each job's holder pays the bank `percent` of what the pay rule named `of` paid them that day.
        case tax(percent: Decimal, of: String)

        public static func == (a: Action, b: Action) -> Bool {
            switch (a, b) {
            case (.pay(let x), .pay(let y)): x.map(\.job) == y.map(\.job) && x.map(\.amount) == y.map(\.amount)
            case (.rent(let x), .rent(let y)): x == y
            case (.interest(let x), .interest(let y)): x == y
            case (.fee(let x), .fee(let y)): x == y
            case (.tax(let x, let a), .tax(let y, let b)): x == y && a == b
            default: false
            }
        }
    }

    public enum Period: Sendable, Equatable {
        /// On a weekday, 1 for Monday … 7 for Sunday.
        case week(weekday: Int)
        /// On a day of the month, 1 to 28 (so that every month has it).
        case month(day: Int)
    }

    public struct Rule: Sendable, Equatable {
        public var name: String
        public var action: Action
        public var period: Period
        public var start: Day
        /// Student indexes the rule applies to (rent and interest).
        public var students: [Int]
        public var line: Int
    }

    /// The name written in `created_by`.
    public var createdBy = "cashdash"
    /// Each job's holder, by student index.
    public var jobs: [String: Int] = [:]
    public var rules: [Rule] = []
    /// The class store's price list (`store:`).
    public var store = ClassStore()

    public init() {}

    static let weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

    /// Reads `rules.yml` in `folder`; nil, with no problem, when there is none. Every mistake is an error at its line.
    public static func load(
        from folder: URL, path: String, students: [Student], money: MoneyWriter, diagnostics: inout Diagnostics
    ) -> PayRules? {
        let url = folder.appendingPathComponent(fileName)
        let file = displayPath(path, fileName)
        guard FileManager.default.fileExists(atPath: url.path),
            let text = readTextFile(url, path: file, diagnostics: &diagnostics),
            let fields = YAMLMapping.parse(text, path: file, diagnostics: &diagnostics)
        else { return nil }
        fields.rejectUnknownKeys(["created_by", "jobs", "rules", "store"], in: "rules.yml", diagnostics: &diagnostics)
        var rules = PayRules()
        rules.store = ClassStore(fields, money: money, diagnostics: &diagnostics)
        let finder = StudentFinder(students)
        if let name = fields.string("created_by", diagnostics: &diagnostics) { rules.createdBy = name }
        if let jobs = fields.mapping("jobs", diagnostics: &diagnostics) {
            for entry in jobs.entries {
                guard let holder = jobs.string(entry.key, diagnostics: &diagnostics) else { continue }
                switch finder.find(holder) {
                case .success(let index): rules.jobs[entry.key] = index
                case .failure(let failure):
                    diagnostics.error(
                        "the job `\(entry.key)`: \(failure.message)", in: file, line: entry.line, column: entry.column)
                }
            }
        }
        guard let entry = fields.entry("rules"), entry.value.null == nil else { return rules }
        guard let items = entry.value.sequence else {
            diagnostics.error(
                "`rules` should be a list, one `- name: …` per rule", in: file, line: entry.line, column: entry.column)
            return rules
        }
        for item in items {
            guard let mapping = YAMLMapping.wrapping(item, path: file, lineOffset: 0, diagnostics: &diagnostics),
                let rule = readRule(mapping, jobs: rules.jobs, finder: finder, money: money, diagnostics: &diagnostics)
            else { continue }
            rules.rules.append(rule)
        }
        rules.checkTaxes(in: file, diagnostics: &diagnostics)
        return rules
    }

    /// Each tax's `of` names a pay rule of the file: an error at the tax rule when it does not.
    private func checkTaxes(in file: String, diagnostics: inout Diagnostics) {
        let pays = rules.filter { if case .pay = $0.action { true } else { false } }.map(\.name)
        for rule in rules {
            guard case .tax(_, let of) = rule.action, !pays.contains(of) else { continue }
            diagnostics.error(
                "`of: \(of)` should name a pay rule of this file, whose pay this tax takes a share of"
                    + (pays.isEmpty ? "; there is none yet" : ", such as `of: \(pays[0])`"),
                in: file, line: rule.line)
        }
    }

    /// The days `rule` is due from its start up to `through`.
    public static func dueDays(_ rule: Rule, through: Day) -> [Day] {
        var days: [Day] = []
        switch rule.period {
        case .week(let weekday):
            var day = rule.start.adding(days: (weekday - rule.start.weekday + 7) % 7)
            while day <= through {
                days.append(day)
                day = day.adding(days: 7)
            }
        case .month(let dayOfMonth):
            var (year, month, _) = rule.start.components
            while true {
                let day = Day(year: year, month: month, day: dayOfMonth)
                if day > through { break }
                if day >= rule.start { days.append(day) }
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
        }
        return days
    }
}
