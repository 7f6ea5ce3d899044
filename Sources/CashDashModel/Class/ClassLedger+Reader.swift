import Foundation

extension ClassLedger {
    /// Turns rows into records, reporting what is wrong with each.
    struct Reader {
        let minorUnits: Int
        let currency: String
        var diagnostics = Diagnostics()
        var studentIndex: [String: Int] = [:]
        /// Suggestions among the student ids, prepared on the first unknown id.
        private var studentSuggester: Suggester?
        var badgeIndex: [String: Int] = [:]
        /// Where each transaction's amount is, for the below-zero check.
        var amountPositions: [String: (line: Int, column: Int)] = [:]
        /// Where each XP award's points are, for the below-zero check.
        var pointsPositions: [String: (line: Int, column: Int)] = [:]

        let format: ClassFileFormat
        let today: Day?
        let futureIsError: Bool
        /// Ids of transactions whose rows did not read, so that the lock does not call them removed.
        var unreadIDs: Set<String> = []
        /// How many rows dated after today each file has.
        var futureRows: [String: Int] = [:]

        init(minorUnits: Int, currency: String, format: ClassFileFormat, today: Day?, futureIsError: Bool) {
            self.minorUnits = minorUnits
            self.currency = currency
            self.format = format
            self.today = today
            self.futureIsError = futureIsError
        }

        mutating func error(_ message: String, _ table: ClassTable, _ row: ClassTable.Row, _ column: String) {
            let (line, col) = row.position(column)
            diagnostics.error(message, in: table.path, line: line, column: col)
        }

        /// The id of the row, or nil (reported) when it is empty or already used in this file.
        mutating func uniqueID(
            _ row: ClassTable.Row, _ table: ClassTable, seen: inout [String: Int], what: String
        ) -> String? {
            let id = row["id"]
            guard !id.isEmpty else {
                error("this \(what) has no id; give every row its own id", table, row, "id")
                return nil
            }
            if let first = seen[id] {
                error(
                    "the id `\(id)` is already used on line \(first); every \(what) needs its own id", table, row, "id")
                return nil
            }
            seen[id] = row.line
            return id
        }

        mutating func date(_ row: ClassTable.Row, _ table: ClassTable, _ column: String = "date") -> Day? {
            if let day = format.day(row[column]) {
                if let today, day > today {
                    let (line, col) = row.position(column)
                    futureRows[table.path, default: 0] += 1
                    let count = futureRows[table.path]!
                    var message =
                        "this row is dated \(day), after today (\(today)); write the day it happened, or add it on that day"
                    // Past a few, one line says how many more, so that a file of future rows does not drown the rest.
                    if count > 5 && !futureIsError { return day }
                    if count == 5 && !futureIsError {
                        message += " (rows after this one that are dated after today are not listed)"
                    }
                    if futureIsError {
                        diagnostics.error(message, in: table.path, line: line, column: col)
                    } else {
                        diagnostics.warning(message, in: table.path, line: line, column: col)
                    }
                }
                return day
            }
            let example = format.text(Day(year: 2026, month: 11, day: 2))
            error(
                "`\(row[column])` is not a date; write dates as \(format.dateFormat.pattern), like \(example)"
                    + (format.dateFormat == .iso
                        ? ", or name the spreadsheet's format with `date_format` under `class:` in site.yml"
                        : " (`date_format` in site.yml)"),
                table, row, column)
            return nil
        }

        /// The student `column` names, or the one of `id` (a savings account's owner) when given.
        mutating func student(
            _ row: ClassTable.Row, _ table: ClassTable, _ column: String, id given: String? = nil
        ) -> Int? {
            let id = given ?? row[column]
            if let index = studentIndex[id] { return index }
            var message = "there is no student `\(id)` in students.csv"
            if studentSuggester == nil { studentSuggester = Suggester(studentIndex.keys.sorted()) }
            if let guess = studentSuggester!.suggestion(for: id) { message += "; did you mean `\(guess)`?" }
            error(message + (id.isEmpty ? "; every row needs one" : ""), table, row, column)
            return nil
        }

        mutating func students(_ table: ClassTable) -> [Student] {
            var seen: [String: Int] = [:]
            var students: [Student] = []
            for row in table.rows {
                guard let id = uniqueID(row, table, seen: &seen, what: "student") else { continue }
                if id.lowercased() == "bank" {
                    error(
                        "`bank` is the name of the class bank in transactions; give this student another id", table,
                        row, "id")
                    continue
                }
                guard !row["name"].isEmpty else {
                    error("this student has no name; write a display name or a pseudonym", table, row, "name")
                    continue
                }
                studentIndex[id] = students.count
                students.append(Student(id: id, name: row["name"], line: row.line))
            }
            return students
        }

        /// The students of `codes.csv`, in the order of their ids, with no names.
        mutating func roster(_ codes: StudentCodes) -> [Student] {
            codes.codes.keys.sorted().enumerated().map { index, id in
                studentIndex[id] = index
                return Student(id: id, name: "", line: 1)
            }
        }

        mutating func badges(_ table: ClassTable) -> [Badge] {
            var seen: [String: Int] = [:]
            var badges: [Badge] = []
            for row in table.rows {
                guard let id = uniqueID(row, table, seen: &seen, what: "badge") else { continue }
                guard !row["name"].isEmpty else {
                    error("this badge has no name", table, row, "name")
                    continue
                }
                badgeIndex[id] = badges.count
                badges.append(Badge(id: id, name: row["name"], description: row["description"], line: row.line))
            }
            return badges
        }

        /// `bank`, a student's id (their checking), or `savings:` and an id (their savings).
        mutating func party(_ row: ClassTable.Row, _ table: ClassTable, _ column: String) -> Party? {
            if row[column].lowercased() == "bank" { return .bank }
            if let owner = Party.savingsOwner(row[column]) {
                return student(row, table, column, id: owner).map(Party.savings)
            }
            return student(row, table, column).map(Party.student)
        }

        mutating func transactions(_ table: ClassTable) -> [ClassTransaction] {
            var seen: [String: Int] = [:]
            var transactions: [ClassTransaction] = []
            for row in table.rows {
                let id = uniqueID(row, table, seen: &seen, what: "transaction")
                let day = date(row, table)
                let from = party(row, table, "from"), to = party(row, table, "to")
                let amount = self.amount(row, table)
                guard let id, let day, let from, let to, let amount else {
                    if let id { unreadIDs.insert(id) }
                    continue
                }
                if from == to {
                    error(
                        "money goes from `\(row["from"])` to the same party; `from` and `to` should differ", table, row,
                        "to")
                    continue
                }
                if let problem = Party.savingsProblem(from: from, to: to, row["from"], row["to"]) {
                    error(problem, table, row, "to")
                    continue
                }
                amountPositions[id] = row.position("amount")
                let values = TransactionValues(
                    id: id, date: day.description, from: row["from"], to: row["to"],
                    amount: plainDecimal(amount, decimals: minorUnits, grouping: false), memo: row["memo"],
                    createdBy: row["created_by"])
                transactions.append(
                    ClassTransaction(
                        id: id, date: day, from: from, to: to, amount: amount, memo: row["memo"],
                        createdBy: row["created_by"],
                        line: row.line, values: values))
            }
            return transactions.stableSorted { $0.date }
        }

        mutating func amount(_ row: ClassTable.Row, _ table: ClassTable) -> Decimal? {
            let text = row["amount"]
            guard let value = format.amounts.parse(Array(text.utf8)), value.units > 0 else {
                error(
                    "`\(text)` is not an amount above zero; write it like 12.50 (the direction is `from` and `to`)",
                    table, row, "amount")
                return nil
            }
            if let symbol = value.symbol, !AmountText.symbol(symbol, fits: currency) {
                error(
                    "`\(text)` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but the class's money is in \(currency); "
                        + "write the amount without the symbol", table, row, "amount")
                return nil
            }
            if value.decimals <= minorUnits, value.isMore(than: Money.largestWholeAmount) {
                error(
                    "`\(text)` is more than any one transaction can be; amounts go up to 1,000,000,000,000", table, row,
                    "amount")
                return nil
            }
            guard let units = value.minorUnits(minorUnits) else {
                error("`\(text)` has more than \(minorUnits) decimals", table, row, "amount")
                return nil
            }
            return Decimal(minorUnits: units, decimals: minorUnits)
        }

        mutating func xp(_ table: ClassTable) -> [XPAward] {
            var seen: [String: Int] = [:]
            var awards: [XPAward] = []
            for row in table.rows {
                let id = uniqueID(row, table, seen: &seen, what: "XP award")
                let day = date(row, table), student = student(row, table, "student")
                var points = Int(row["points"])
                let digits = row["points"].hasPrefix("-") ? row["points"].dropFirst() : Substring(row["points"])
                if points == nil && (digits.isEmpty || !digits.utf8.allSatisfy({ (0x30...0x39).contains($0) })) {
                    error("`\(row["points"])` is not a whole number of points, like 25", table, row, "points")
                } else if points == nil || !(-ClassLedger.largestAward...ClassLedger.largestAward).contains(points!) {
                    // Bounded where it is read, so that no number of rows can overflow a student's total.
                    error(
                        "`\(row["points"])` points is more than one row may give or take; an award is from -100,000 to 100,000",
                        table, row, "points")
                    points = nil
                }
                guard let id, let day, let student, let points else { continue }
                pointsPositions[id] = row.position("points")
                awards.append(
                    XPAward(id: id, date: day, student: student, points: points, quest: row["quest"], line: row.line))
            }
            return awards.stableSorted { $0.date }
        }

        mutating func awards(_ table: ClassTable) -> [BadgeAward] {
            var given: [String: Int] = [:]
            var awards: [BadgeAward] = []
            for row in table.rows {
                let day = date(row, table), student = student(row, table, "student")
                let badge = badgeIndex[row["badge"]]
                if badge == nil {
                    var message = "there is no badge `\(row["badge"])` in badges.csv"
                    if let guess = suggestion(for: row["badge"], among: badgeIndex.keys.sorted()) {
                        message += "; did you mean `\(guess)`?"
                    }
                    error(message, table, row, "badge")
                }
                guard let day, let student, let badge else { continue }
                let key = "\(student)/\(badge)"
                if let first = given[key] {
                    error(
                        "this student already has this badge from line \(first); a badge is given once", table, row,
                        "badge")
                    continue
                }
                given[key] = row.line
                awards.append(
                    BadgeAward(date: day, student: student, badge: badge, reason: row["reason"], line: row.line))
            }
            return awards.stableSorted { $0.date }
        }
    }
}
