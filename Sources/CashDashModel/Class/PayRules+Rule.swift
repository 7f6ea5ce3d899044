import Foundation

extension PayRules {
    /// One rule of `rules:`, or nil after its errors: its name, what it does, when, from when, and for whom.
    static func readRule(
        _ fields: YAMLMapping, jobs: [String: Int], finder: StudentFinder, money: MoneyWriter,
        diagnostics: inout Diagnostics
    ) -> Rule? {
        fields.rejectUnknownKeys(
            ["name", "pay", "rent", "interest", "account", "fee", "tax", "of", "every", "on", "start", "students"],
            in: "a rule",
            diagnostics: &diagnostics)
        guard let name = fields.string("name", diagnostics: &diagnostics), !name.isEmpty else {
            fail(
                "this rule has no `name`; the name starts the memo of every row it adds, like `name: Weekly pay`",
                at: nil, in: fields, diagnostics: &diagnostics)
            return nil
        }
        guard let action = readAction(fields, jobs: jobs, money: money, diagnostics: &diagnostics),
            let period = readPeriod(fields, diagnostics: &diagnostics)
        else { return nil }
        checkRate(action, period, in: fields, diagnostics: &diagnostics)
        guard let startText = fields.string("start", diagnostics: &diagnostics), let start = Day(exactly: startText)
        else {
            fail(
                "this rule needs `start`, the first day it may be due, written YYYY-MM-DD like `start: 2026-09-11`",
                at: fields.entry("start") == nil ? nil : "start", in: fields, diagnostics: &diagnostics)
            return nil
        }
        let students = readStudents(fields, action: action, finder: finder, diagnostics: &diagnostics)
        return Rule(name: name, action: action, period: period, start: start, students: students, line: fields.line)
    }

    /// An error at `key`'s entry in the rule, or at the rule itself.
    static func fail(
        _ message: String, at key: String?, in fields: YAMLMapping, diagnostics: inout Diagnostics
    ) {
        let at = key.flatMap(fields.entry)
        diagnostics.error(message, in: fields.path, line: at?.line ?? fields.line, column: at?.column ?? fields.column)
    }

    /// `text` as an amount, or nil after an error at `entry` (a job's line under `pay`), else at `key`.
    static func amount(
        _ text: String, _ key: String, at entry: (line: Int, column: Int)? = nil, in fields: YAMLMapping,
        money: MoneyWriter, diagnostics: inout Diagnostics
    ) -> Decimal? {
        guard let value = AmountText().parse(Array(text.utf8)), value.units > 0,
            let units = value.minorUnits(money.minorUnits),
            value.decimal <= Money.largestAmount
        else {
            let example = "12" + (money.minorUnits > 0 ? "." + String(repeating: "0", count: money.minorUnits) : "")
            let message =
                "`\(text)` is not an amount above zero with at most \(money.minorUnits) decimals, like \(example)"
            if let entry {
                diagnostics.error(message, in: fields.path, line: entry.line, column: entry.column)
            } else {
                fail(message, at: key, in: fields, diagnostics: &diagnostics)
            }
            return nil
        }
        return Decimal(minorUnits: units, decimals: money.minorUnits)
    }

    /// The one thing the rule does: `pay`, `rent`, `interest`, `fee` or `tax`.
    private static func readAction(
        _ fields: YAMLMapping, jobs: [String: Int], money: MoneyWriter, diagnostics: inout Diagnostics
    ) -> Action? {
        let actions = ["pay", "rent", "interest", "fee", "tax"].filter { fields.entry($0) != nil }
        guard actions.count == 1 else {
            fail(
                "a rule does one thing: give it one of `pay` (per job), `rent`, `interest`, `fee` or `tax`",
                at: actions.count > 1 ? actions[1] : nil, in: fields, diagnostics: &diagnostics)
            return nil
        }
        if actions[0] != "tax", fields.entry("of") != nil {
            fail(
                "`of` is for a tax, to name the pay rule it takes a share of", at: "of", in: fields,
                diagnostics: &diagnostics)
        }
        switch actions[0] {
        case "pay":
            return readPay(fields, jobs: jobs, money: money, diagnostics: &diagnostics)
        case "rent":
            guard let text = fields.string("rent", diagnostics: &diagnostics),
                let value = amount(text, "rent", in: fields, money: money, diagnostics: &diagnostics)
            else { return nil }
            return .rent(value)
        case "interest":
            return interestRate(fields, diagnostics: &diagnostics).map { .interest($0) }
        case "fee": return percentage("fee", in: fields, diagnostics: &diagnostics).map { .fee(percent: $0) }
        default:
            guard let percent = percentage("tax", in: fields, diagnostics: &diagnostics) else { return nil }
            guard let of = fields.string("of", diagnostics: &diagnostics), !of.isEmpty else {
                fail(
                    "a tax needs `of`, the name of the pay rule it takes a share of, like `of: Weekly pay`", at: nil,
                    in: fields, diagnostics: &diagnostics)
                return nil
            }
            return .tax(percent: percent, of: of)
        }
    }

    /// `key`'s percentage, above 0 and at most 100 (`1%`, `2.5 %`), or nil after an error at it.
    private static func percentage(_ key: String, in fields: YAMLMapping, diagnostics: inout Diagnostics) -> Decimal? {
        percentage(fields.string(key, diagnostics: &diagnostics) ?? "", key, in: fields, diagnostics: &diagnostics)
    }

    /// `given`, the text of `key`, as a percentage; nil after an error at `key`.
    static func percentage(
        _ given: String, _ key: String, in fields: YAMLMapping, diagnostics: inout Diagnostics
    ) -> Decimal? {
        let text = given.trimmingCharacters(in: .whitespaces)
        let number = text.hasSuffix("%") ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text
        guard text.hasSuffix("%"), let value = DecimalText.parse(Substring(number)), value > 0, value <= 100 else {
            fail(
                "`\(key)` should be a percentage above 0 and at most 100, like `\(key): \(key == "tax" ? 10 : 1)%`"
                    + (key == "interest" ? ", or a year's rate, like `interest: 5% a year`" : ""),
                at: key, in: fields, diagnostics: &diagnostics)
            return nil
        }
        return value
    }

    /// `pay:`, each job under `jobs` with its amount; a job that is not there, or its amount, is an error.
    private static func readPay(
        _ fields: YAMLMapping, jobs: [String: Int], money: MoneyWriter, diagnostics: inout Diagnostics
    ) -> Action? {
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
                    message + " add it there with the student who holds it", in: fields.path, line: entry.line,
                    column: entry.column)
                continue
            }
            guard let text = entry.value.scalar?.string,
                let value = amount(
                    text, "pay", at: (entry.line, entry.column), in: fields, money: money, diagnostics: &diagnostics)
            else { continue }
            pays.append((entry.key, value))
        }
        return .pay(pays)
    }

    /// `every` and `on`: a weekday each week, or a day from 1 to 28 each month.
    private static func readPeriod(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> Period? {
        let every = fields.choice("every", among: ["week", "month"], describing: "period", diagnostics: &diagnostics)
        guard let every else {
            if fields.entry("every") == nil {
                fail("this rule needs `every: week` or `every: month`", at: nil, in: fields, diagnostics: &diagnostics)
            }
            return nil
        }
        let on = fields.entry("on")?.value.scalar?.string.lowercased() ?? ""
        let onKey = fields.entry("on") == nil ? nil : "on"
        if every == "week" {
            guard let index = weekdays.firstIndex(of: on) else {
                fail(
                    "`on` should be the weekday the rule is due, like `on: friday`", at: onKey, in: fields,
                    diagnostics: &diagnostics)
                return nil
            }
            return .week(weekday: index + 1)
        }
        guard let day = Int(on), (1...28).contains(day) else {
            fail(
                "`on` should be the day of the month the rule is due, from 1 to 28, like `on: 1`", at: onKey,
                in: fields, diagnostics: &diagnostics)
            return nil
        }
        return .month(day: day)
    }

    /// The students a rent or interest rule applies to: all, or those `students` names.
    private static func readStudents(
        _ fields: YAMLMapping, action: Action, finder: StudentFinder, diagnostics: inout Diagnostics
    ) -> [Int] {
        guard let entry = fields.entry("students"), entry.value.scalar?.string.lowercased() != "all" else {
            return Array(finder.students.indices)
        }
        if case .pay = action {
            fail(
                "a pay rule pays the holders of its jobs; `students` is for rent, interest and fees", at: "students",
                in: fields, diagnostics: &diagnostics)
        }
        var students: [Int] = []
        for name in fields.stringList("students", diagnostics: &diagnostics) ?? [] {
            switch finder.find(name) {
            case .success(let index): students.append(index)
            case .failure(let failure): fail(failure.message, at: "students", in: fields, diagnostics: &diagnostics)
            }
        }
        return students
    }
}
