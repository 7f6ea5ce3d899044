import CashDashModel
import Foundation

/// `cashdash class payroll [--through DATE]`: the rows of `Content/class/rules.yml`'s recurring rules due up to a day,
/// each added once. A rule's row is done when `transactions.csv` has a row of its date between the same parties with
/// its memo (a job's pay: from the bank with its memo, whoever holds the job), so a second run adds nothing.
public struct ClassPayroll: Sendable {
    public var sitePath: String
    /// The last day rows are due on; today when nil.
    public var through: Day?
    public var today: Day

    public init(sitePath: String = ".", through: Day? = nil, today: Day) {
        self.sitePath = sitePath
        self.through = through
        self.today = today
    }

    public struct Result: Sendable {
        /// A line per rule saying what it added; empty when nothing could be done.
        public var lines: [String]
        public var diagnostics: Diagnostics
        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// One row a rule makes.
    struct Row {
        var date: Day
        var from: String
        var to: String
        var amount: Decimal
        var memo: String
        /// A job's pay: done when the bank paid the job that day, whoever it paid, so that handing the job to
        /// another student pays them from then on, not again for the weeks before.
        var isPay = false
        /// The memos a monthly rule's row may stand under from before the site's language or words changed
        /// (`Desk rent, November` for `Loyer, novembre`): a row of one is done too, so no month is charged twice.
        var otherMemos: Set<String> = []
    }

    public func run() -> Result {
        var diagnostics = Diagnostics()
        guard var files = ClassFileAppend(sitePath: sitePath, diagnostics: &diagnostics) else {
            return Result(lines: [], diagnostics: diagnostics)
        }
        let ledger = files.ledger
        let rulesPath = displayPath(files.folder.path, PayRules.fileName)
        guard
            let rules = PayRules.load(
                from: files.folder.url, path: files.folder.path, students: ledger.students, money: files.money,
                diagnostics: &diagnostics)
        else {
            diagnostics.error(
                "there is no rules.yml here; write the class's weekly pay, rent and interest in it (the manual, The class ledger, shows one)",
                in: rulesPath)
            return Result(lines: [], diagnostics: diagnostics)
        }
        guard !diagnostics.hasErrors else { return Result(lines: [], diagnostics: diagnostics) }
        let last = through ?? today
        let (added, ruleOfRow, rowsByRule) = Self.dueRows(
            of: rules, ledger: ledger, through: last, decimals: files.money.minorUnits,
            memos: MonthlyMemos(site: files.site, current: files.memos))
        let lines = rules.rules.indices.map { Self.summary(rules.rules[$0].name, rowsByRule[$0], money: files.money) }
        let firstNewLine = files.appender("transactions.csv").nextLine
        for row in added {
            let id = nextID(after: files.ids(of: "transactions.csv"), fallback: "t")
            files.add(
                [
                    "id": id, "date": files.date(row.date), "from": row.from, "to": row.to,
                    "amount": files.amount(row.amount),
                    "memo": row.memo, "created_by": rules.createdBy,
                ], to: "transactions.csv")
        }
        if !added.isEmpty {
            var found = Diagnostics()
            guard files.commit(today: today, diagnostics: &found) else {
                // A problem in a row not written is told at the rule that would have made it, with the row.
                let transactions = displayPath(files.folder.path, "transactions.csv")
                Self.report(
                    found, ofRows: added, from: ruleOfRow, firstLine: firstNewLine, rules: rules, in: transactions,
                    rulesPath: rulesPath, money: files.money, diagnostics: &diagnostics)
                diagnostics.error("nothing was added", in: transactions)
                return Result(lines: [], diagnostics: diagnostics)
            }
            diagnostics.append(contentsOf: found)
        }
        return Result(lines: lines, diagnostics: diagnostics)
    }

    /// The rows the rules make up to `last` that the ledger does not have yet, in order, with the rule of each, and
    /// each rule's rows.
    private static func dueRows(
        of rules: PayRules, ledger: ClassLedger, through last: Day, decimals: Int, memos: MonthlyMemos
    ) -> (added: [Row], ruleOfRow: [Int], rowsByRule: [[Row]]) {
        var done = Set<String>()
        for transaction in ledger.transactions {
            done.insert(Self.key(transaction.date, transaction.values.from, transaction.values.to, transaction.memo))
            done.insert(Self.key(transaction.date, transaction.values.from, "", transaction.memo))
        }
        // Day by day across the rules, so interest counts every row due before it, whichever rule made it; a day's
        // taxes come after its pay, whatever their order in the file.
        let isTax = rules.rules.map { if case .tax = $0.action { 1 } else { 0 } }
        let due = rules.rules.indices.flatMap { index in
            PayRules.dueDays(rules.rules[index], through: last).map { (day: $0, rule: index) }
        }.sorted { ($0.day, isTax[$0.rule], $0.rule) < ($1.day, isTax[$1.rule], $1.rule) }
        var added: [Row] = [], ruleOfRow: [Int] = []
        var rowsByRule = [[Row]](repeating: [], count: rules.rules.count)
        for (day, index) in due {
            for row in Self.rows(
                rules.rules[index], on: day, rules: rules, ledger: ledger, added: added, decimals: decimals,
                memos: memos)
            {
                let to = row.isPay ? "" : row.to
                guard !row.otherMemos.contains(where: { done.contains(Self.key(row.date, row.from, to, $0)) }),
                    done.insert(Self.key(row.date, row.from, to, row.memo)).inserted
                else { continue }
                added.append(row)
                ruleOfRow.append(index)
                rowsByRule[index].append(row)
            }
        }
        return (added, ruleOfRow, rowsByRule)
    }

    /// Each problem `found` in a row not written, told at the rule that would have made it, with the row; the others
    /// as they are.
    private static func report(
        _ found: Diagnostics, ofRows added: [Row], from ruleOfRow: [Int], firstLine firstNewLine: Int, rules: PayRules,
        in transactions: String, rulesPath: String, money: MoneyWriter, diagnostics: inout Diagnostics
    ) {
        for problem in found.all {
            let index = problem.line - firstNewLine
            guard problem.path == transactions, added.indices.contains(index) else {
                diagnostics.append(problem)
                continue
            }
            let row = added[index], rule = rules.rules[ruleOfRow[index]]
            let described =
                "\(row.date), \(row.from) to \(row.to), \(money.string(row.amount)), \(row.memo)"
            let message = "the rule `\(rule.name)` would add the row \(described), but \(problem.message)"
            problem.severity == .error
                ? diagnostics.error(message, in: rulesPath, line: rule.line)
                : diagnostics.warning(message, in: rulesPath, line: rule.line)
        }
    }

    private static func key(_ date: Day, _ from: String, _ to: String, _ memo: String) -> String {
        "\(date)\u{1F}\(from.lowercased())\u{1F}\(to.lowercased())\u{1F}\(memo)"
    }

    /// The rows `rule` makes on `day`: interest on each balance at the end of the day before, counting `added`. A
    /// monthly rule's memo names the month, in the site's language.
    static func rows(
        _ rule: PayRules.Rule, on day: Day, rules: PayRules, ledger: ClassLedger, added: [Row], decimals: Int,
        memos: MonthlyMemos
    ) -> [Row] {
        guard case .month = rule.period else {
            return made(
                by: rule, on: day, memo: rule.name, rules: rules, ledger: ledger, added: added, decimals: decimals)
        }
        let (memo, others) = memos.memos(rule.name, on: day)
        var rows = made(by: rule, on: day, memo: memo, rules: rules, ledger: ledger, added: added, decimals: decimals)
        for index in rows.indices where rows[index].memo == memo { rows[index].otherMemos = others }
        return rows
    }

    /// The rows `rule` makes on `day`, a rent's, an interest's and a fee's with `memo`.
    private static func made(
        by rule: PayRules.Rule, on day: Day, memo: String, rules: PayRules, ledger: ClassLedger, added: [Row],
        decimals: Int
    ) -> [Row] {
        switch rule.action {
        case .pay(let jobs):
            return jobs.compactMap { job in
                rules.jobs[job.job].map {
                    Row(
                        date: day, from: "bank", to: ledger.students[$0].id, amount: job.amount,
                        memo: "\(rule.name): \(job.job)", isPay: true)
                }
            }
        case .rent(let amount):
            return rule.students.map {
                Row(date: day, from: ledger.students[$0].id, to: "bank", amount: amount, memo: memo)
            }
        case .interest(let rate):
            return interest(rate, rule, on: day, memo: memo, ledger: ledger, added: added, decimals: decimals)
        case .fee(let percent):
            return rule.students.compactMap { index in
                let id = ledger.students[index].id
                let share = rounded(
                    balance(of: index, before: day, ledger: ledger, added: added) * percent / 100, decimals: decimals)
                return share > 0 ? Row(date: day, from: id, to: "bank", amount: share, memo: memo) : nil
            }
        case .tax(let percent, let of):
            return pay(of, on: day, ledger: ledger, added: added).compactMap { paid in
                let tax = rounded(paid.amount * percent / 100, decimals: decimals)
                return tax > 0
                    ? Row(date: day, from: paid.to, to: "bank", amount: tax, memo: "\(rule.name): \(paid.job)") : nil
            }
        }
    }

    /// A student's balance at the end of the day before `day`, of checking or of savings, counting the rows `added`
    /// so far.
    static func balance(
        of index: Int, before day: Day, ledger: ClassLedger, added: [Row], savings: Bool = false
    ) -> Decimal {
        let before = day.adding(days: -1)
        let id = savings ? Party.savings(id: ledger.students[index].id) : ledger.students[index].id
        var balance =
            savings
            ? ledger.savingsBalance(of: index, through: before) : ledger.balance(of: index, through: before)
        for row in added where row.date <= before {
            if row.to == id { balance += row.amount }
            if row.from == id { balance -= row.amount }
        }
        return balance
    }

    /// What the pay rule `name` paid on `day`, to whom, for which job: the rows the ledger has and those `added`.
    private static func pay(
        _ name: String, on day: Day, ledger: ClassLedger, added: [Row]
    ) -> [(to: String, job: String, amount: Decimal)] {
        let prefix = name + ": "
        let kept = ledger.transactions.lazy.filter { $0.date == day && $0.values.from == "bank" }.map {
            ($0.values.to, $0.memo, $0.amount)
        }
        let new = added.lazy.filter { $0.date == day && $0.isPay }.map { ($0.to, $0.memo, $0.amount) }
        return (Array(kept) + Array(new)).compactMap { to, memo, amount in
            memo.hasPrefix(prefix) ? (to, String(memo.dropFirst(prefix.count)), amount) : nil
        }
    }

    /// `value` to the cent (the currency's smallest unit), a half cent rounded up, away from zero: 0.125 is 0.13.
    static func rounded(_ value: Decimal, decimals: Int) -> Decimal {
        var input = value, result = Decimal()
        NSDecimalRound(&result, &input, decimals, .plain)
        return result
    }

    static func summary(_ name: String, _ rows: [Row], money: MoneyWriter) -> String {
        guard let first = rows.first?.date, let last = rows.last?.date else { return "\(name): nothing due" }
        let total = rows.reduce(Decimal(0)) { $0 + $1.amount }
        let days = Set(rows.map(\.date)).count
        let span = first == last ? "on \(first)" : "on \(days) days from \(first) to \(last)"
        return
            "\(name): added \(rows.count == 1 ? "1 row" : "\(rows.count) rows") \(span), \(money.string(total)) in all"
    }
}
