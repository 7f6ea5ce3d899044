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
        /// The bank pays each student `percent` of their balance at the end of the day before.
        case interest(percent: Decimal)

        public static func == (a: Action, b: Action) -> Bool {
            switch (a, b) {
            case (.pay(let x), .pay(let y)): x.map(\.job) == y.map(\.job) && x.map(\.amount) == y.map(\.amount)
            case (.rent(let x), .rent(let y)): x == y
            case (.interest(let x), .interest(let y)): x == y
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
        fields.rejectUnknownKeys(["created_by", "jobs", "rules"], in: "rules.yml", diagnostics: &diagnostics)
        var rules = PayRules()
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
        return rules
    }

    private static func readRule(
        _ fields: YAMLMapping, jobs: [String: Int], finder: StudentFinder, money: MoneyWriter,
        diagnostics: inout Diagnostics
    ) -> Rule? {
        let path = fields.path
        func fail(_ message: String, _ key: String?) {
            let at = key.flatMap(fields.entry)
            diagnostics.error(message, in: path, line: at?.line ?? fields.line, column: at?.column ?? fields.column)
        }
        fields.rejectUnknownKeys(
            ["name", "pay", "rent", "interest", "every", "on", "start", "students"], in: "a rule",
            diagnostics: &diagnostics)
        guard let name = fields.string("name", diagnostics: &diagnostics), !name.isEmpty else {
            fail("this rule has no `name`; the name starts the memo of every row it adds, like `name: Weekly pay`", nil)
            return nil
        }
        /// `text` as an amount, or nil after an error at `entry` (a job's line under `pay`), else at `key`.
        func amount(_ text: String, _ key: String, at entry: (line: Int, column: Int)? = nil) -> Decimal? {
            guard let value = AmountText().parse(Array(text.utf8)), value.units > 0,
                let units = value.minorUnits(money.minorUnits),
                value.decimal <= Money.largestAmount
            else {
                let example = "12" + (money.minorUnits > 0 ? "." + String(repeating: "0", count: money.minorUnits) : "")
                let message =
                    "`\(text)` is not an amount above zero with at most \(money.minorUnits) decimals, like \(example)"
                if let entry {
                    diagnostics.error(message, in: path, line: entry.line, column: entry.column)
                } else {
                    fail(message, key)
                }
                return nil
            }
            return Decimal(minorUnits: units, decimals: money.minorUnits)
        }
        let actions = ["pay", "rent", "interest"].filter { fields.entry($0) != nil }
        guard actions.count == 1 else {
            fail(
                "a rule does one thing: give it one of `pay` (per job), `rent` or `interest`",
                actions.count > 1 ? actions[1] : nil)
            return nil
        }
        var action: Action
        switch actions[0] {
        case "pay":
            guard let table = fields.mapping("pay", diagnostics: &diagnostics) else { return nil }
            var pays: [(String, Decimal)] = []
            for entry in table.entries {
                guard jobs[entry.key] != nil else {
                    let known = jobs.keys.sorted()
                    var message = "there is no job `\(entry.key)` under `jobs`"
                    if let guess = suggestion(for: entry.key, among: known) {
                        message += "; did you mean `\(guess)`? Otherwise"
                    } else {
                        message += ";"
                    }
                    diagnostics.error(
                        message + " add it there with the student who holds it", in: path, line: entry.line,
                        column: entry.column)
                    continue
                }
                guard let text = entry.value.scalar?.string,
                    let value = amount(text, "pay", at: (entry.line, entry.column))
                else { continue }
                pays.append((entry.key, value))
            }
            action = .pay(pays)
        case "rent":
            guard let text = fields.string("rent", diagnostics: &diagnostics), let value = amount(text, "rent") else {
                return nil
            }
            action = .rent(value)
        default:
            let text = (fields.string("interest", diagnostics: &diagnostics) ?? "").trimmingCharacters(in: .whitespaces)
            let number = text.hasSuffix("%") ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text
            guard text.hasSuffix("%"), let value = DecimalText.parse(Substring(number)), value > 0, value <= 100 else {
                fail("`interest` should be a percentage above 0 and at most 100, like `interest: 1%`", "interest")
                return nil
            }
            action = .interest(percent: value)
        }
        let every = fields.choice("every", among: ["week", "month"], describing: "period", diagnostics: &diagnostics)
        guard let every else {
            if fields.entry("every") == nil { fail("this rule needs `every: week` or `every: month`", nil) }
            return nil
        }
        var period: Period
        let on = fields.entry("on")?.value.scalar?.string.lowercased() ?? ""
        if every == "week" {
            guard let index = weekdays.firstIndex(of: on) else {
                fail(
                    "`on` should be the weekday the rule is due, like `on: friday`",
                    fields.entry("on") == nil ? nil : "on")
                return nil
            }
            period = .week(weekday: index + 1)
        } else {
            guard let day = Int(on), (1...28).contains(day) else {
                fail(
                    "`on` should be the day of the month the rule is due, from 1 to 28, like `on: 1`",
                    fields.entry("on") == nil ? nil : "on")
                return nil
            }
            period = .month(day: day)
        }
        guard let startText = fields.string("start", diagnostics: &diagnostics), let start = Day(exactly: startText)
        else {
            fail(
                "this rule needs `start`, the first day it may be due, written YYYY-MM-DD like `start: 2026-09-11`",
                fields.entry("start") == nil ? nil : "start")
            return nil
        }
        var students = Array(finder.students.indices)
        if let entry = fields.entry("students"), entry.value.scalar?.string.lowercased() != "all" {
            if case .pay = action {
                fail("a pay rule pays the holders of its jobs; `students` is for rent and interest", "students")
            }
            students = []
            for name in fields.stringList("students", diagnostics: &diagnostics) ?? [] {
                switch finder.find(name) {
                case .success(let index): students.append(index)
                case .failure(let failure): fail(failure.message, "students")
                }
            }
        }
        return Rule(name: name, action: action, period: period, start: start, students: students, line: fields.line)
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
