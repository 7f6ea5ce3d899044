import CashDashModel
import Foundation

/// `cashdash class pay|buy|fine|transfer|xp|award`: one entry of the class economy, students named by name or id,
/// added as one row to the right file in that file's own layout, after the same checks a build makes.
public struct ClassEntry: Sendable {
    /// What happened. Amounts are as typed (`12,50` on a German site), read as ``LedgerEntry`` reads them.
    public enum Kind: Sendable, Equatable {
        /// The bank pays a student: memo as given.
        case pay(student: String, amount: String, memo: String)
        /// A student buys from the class store, paying the bank: memo `Class store: ITEM` (in the site's language,
        /// as every memo these commands write in their own words: ``ClassMemos``). Without an amount, the
        /// item is one of the store's price list in rules.yml, by name, and costs its price.
        case buy(student: String, amount: String?, item: String)
        /// A student pays the bank a fine: memo `Fine: WHY`.
        case fine(student: String, amount: String, reason: String)
        /// One student pays another: memo as given, or `Transfer`.
        case transfer(from: String, to: String, amount: String, memo: String?)
        /// Experience points for a quest, in xp.csv.
        case xp(student: String, points: Int, quest: String)
        /// A badge (by id or name), in awards.csv.
        case award(student: String, badge: String, reason: String?)

        /// The students named, as typed.
        var students: [String] {
            switch self {
            case .pay(let name, _, _), .buy(let name, _, _), .fine(let name, _, _), .xp(let name, _, _),
                .award(let name, _, _):
                [name]
            case .transfer(let from, let to, _, _): [from, to]
            }
        }

        /// The money this entry moves, as typed; nil for points and badges.
        var amount: String? {
            switch self {
            case .pay(_, let amount, _), .fine(_, let amount, _), .transfer(_, _, let amount, _): amount
            case .buy(_, let amount, _): amount
            case .xp, .award: nil
            }
        }
    }

    public var sitePath: String
    public var kind: Kind
    /// The row's date; today when nil.
    public var date: Day?
    /// Today, given by the caller: the default date, and rows after it are a warning.
    public var today: Day

    public init(sitePath: String = ".", kind: Kind, date: Day? = nil, today: Day) {
        self.sitePath = sitePath
        self.kind = kind
        self.date = date
        self.today = today
    }

    public struct Result: Sendable {
        /// What was added, for the terminal; nil when nothing was.
        public var message: String?
        public var diagnostics: Diagnostics
    }

    /// Adds the row, or nothing when it, or the class, has an error.
    public func run() -> Result {
        var diagnostics = Diagnostics()
        var kind = self.kind
        guard var files = ClassFileAppend(sitePath: sitePath, diagnostics: &diagnostics) else {
            return Result(message: nil, diagnostics: diagnostics)
        }
        let ledger = files.ledger
        let day = date ?? today
        // Who the rows are by, from rules.yml; its problems are payroll's and `check`'s to report: said here, after a
        // row was written, they had ended in "nothing was written", and the teacher wrote the row again.
        var rulesProblems = Diagnostics()
        let rules = PayRules.load(
            from: files.folder.url, path: files.folder.path, students: ledger.students, money: files.money,
            diagnostics: &rulesProblems)
        let by = rules?.createdBy ?? "cashdash"
        let finder = StudentFinder(ledger.students)
        let position = files.folder.path
        func student(_ name: String) -> Student? {
            switch finder.find(name) {
            case .success(let index): return ledger.students[index]
            case .failure(let failure):
                diagnostics.error(failure.message, in: displayPath(position, "students.csv"))
                return nil
            }
        }
        var amount = Decimal(0)
        if let typed = kind.amount {
            guard let read = Self.amount(typed, MoneyFormat(config: files.config), &diagnostics, files.folder.path)
            else {
                // The names are looked up too, so that a wrong name is reported with the amount, not after it.
                for name in kind.students { _ = student(name) }
                return Result(message: nil, diagnostics: diagnostics)
            }
            amount = read
        } else if case .buy(let name, _, let item) = kind {
            guard let found = storeItem(item, rules?.store ?? ClassStore(), in: position, &diagnostics) else {
                _ = student(name)
                return Result(message: nil, diagnostics: diagnostics)
            }
            amount = found.price
            kind = .buy(student: name, amount: nil, item: found.name)
        }
        func transaction(from: String, to: String, amount: Decimal, memo: String) -> String {
            let id = nextID(after: files.ids(of: "transactions.csv"), fallback: "t")
            files.add(
                [
                    "id": id, "date": files.date(day), "from": from, "to": to, "amount": files.amount(amount),
                    "memo": memo,
                    "created_by": by,
                ], to: "transactions.csv")
            return id
        }
        let money = files.money
        var message: String
        switch kind {
        case .pay(let name, _, let memo):
            guard let student = student(name) else { return Result(message: nil, diagnostics: diagnostics) }
            let id = transaction(from: "bank", to: student.id, amount: amount, memo: memo)
            message = "Paid \(student.name) \(money.string(amount)) on \(day) (\(id))"
        case .buy(let name, _, let item):
            guard let student = student(name) else { return Result(message: nil, diagnostics: diagnostics) }
            let id = transaction(from: student.id, to: "bank", amount: amount, memo: files.memos.store(item))
            message = "\(student.name) bought \(item) for \(money.string(amount)) on \(day) (\(id))"
        case .fine(let name, _, let reason):
            guard let student = student(name) else { return Result(message: nil, diagnostics: diagnostics) }
            let id = transaction(from: student.id, to: "bank", amount: amount, memo: files.memos.fine(reason))
            message = "Fined \(student.name) \(money.string(amount)) on \(day) (\(id))"
        case .transfer(let fromName, let toName, _, let memo):
            let from = student(fromName), to = student(toName)
            guard let from, let to else { return Result(message: nil, diagnostics: diagnostics) }
            let id = transaction(from: from.id, to: to.id, amount: amount, memo: memo ?? files.memos.transfer)
            message = "\(from.name) paid \(to.name) \(money.string(amount)) on \(day) (\(id))"
        case .xp(let name, let points, let quest):
            guard let student = student(name) else { return Result(message: nil, diagnostics: diagnostics) }
            let id = nextID(after: files.ids(of: "xp.csv"), fallback: "x")
            files.add(
                ["id": id, "date": files.date(day), "student": student.id, "points": String(points), "quest": quest],
                to: "xp.csv")
            message = "Gave \(student.name) \(points) XP for \(quest) on \(day) (\(id))"
        case .award(let name, let badgeName, let reason):
            guard let student = student(name) else { return Result(message: nil, diagnostics: diagnostics) }
            let folded = { (text: String) in
                text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }
            guard
                let badge = ledger.badges.first(where: { $0.id == badgeName })
                    ?? ledger.badges.first(where: { folded($0.name) == folded(badgeName) })
            else {
                let names = ledger.badges.map { "`\($0.name)`" }.joined(separator: ", ")
                diagnostics.error(
                    "there is no badge `\(badgeName)`; the badges are \(names.isEmpty ? "none yet" : names) (a name or an id)",
                    in: displayPath(position, "badges.csv"))
                return Result(message: nil, diagnostics: diagnostics)
            }
            files.add(
                ["date": files.date(day), "student": student.id, "badge": badge.id, "reason": reason ?? ""],
                to: "awards.csv")
            message = "Gave \(student.name) the badge \(badge.name) on \(day)"
        }
        guard files.commit(today: today, diagnostics: &diagnostics) else {
            diagnostics.error("nothing was added", in: position)
            return Result(message: nil, diagnostics: diagnostics)
        }
        return Result(message: message, diagnostics: diagnostics)
    }

    /// `typed` read as `cashdash add` reads amounts, in the site's number style: above zero and with no more decimals
    /// than the currency has (rounded, the row would say another amount than was typed); nil, with the problem in
    /// `diagnostics`, when it is not.
    static func amount(
        _ typed: String, _ format: MoneyFormat, _ diagnostics: inout Diagnostics, _ folder: String
    )
        -> Decimal?
    {
        let position = displayPath(folder, "transactions.csv")
        guard let value = format.typedAmount(typed), value.symbol == nil else {
            diagnostics.error("`\(typed)` is not an amount; write it like \(format.typedExample)", in: position)
            return nil
        }
        guard value.units > 0 else {
            diagnostics.error(
                "the amount should be above zero, like \(format.typedExample); the command says which way the money goes",
                in: position)
            return nil
        }
        guard value.minorUnits(format.minorUnits) != nil else {
            diagnostics.error(
                format.tooManyDecimals(typed, value, currency: format.currency, minorUnits: format.minorUnits),
                in: position)
            return nil
        }
        return value.decimal
    }
}
