import Foundation

extension ClassLedger {
    /// The files of `Content/class/` and their columns.
    public static let files: [(name: String, required: [String], optional: [String])] = [
        ("students.csv", ["id", "name"], []),
        ("transactions.csv", ["id", "date", "from", "to", "amount"], ["memo", "created_by"]),
        ("xp.csv", ["id", "date", "student", "points", "quest"], []),
        ("badges.csv", ["id", "name", "description"], []),
        ("awards.csv", ["date", "student", "badge", "reason"], []),
    ]

    /// Reads and checks the class folder: every problem is reported at its file, line and column. Returns nil when
    /// the folder has no `students.csv` (the site has no class).
    ///
    /// - Parameters:
    ///   - format: how the files write dates and amounts (`class:` in `site.yml`).
    ///   - today: rows of transactions, XP and awards dated after it are a warning at their date (an error when
    ///     `futureIsError`); nil checks nothing. Given by the caller, so that the model never reads the clock.
    public static func load(
        from folder: URL, path: String, money: MoneyWriter, format: ClassFileFormat = ClassFileFormat(),
        today: Day? = nil,
        futureIsError: Bool = false, diagnostics: inout Diagnostics
    ) -> ClassLedger? {
        // Without students.csv (kept off a public repository, as init's .gitignore does), the students are the ids of
        // codes.csv: every page then shows codes, as there are no names to show.
        let hasNames = FileManager.default.fileExists(atPath: folder.appendingPathComponent("students.csv").path)
        let codesOnly =
            !hasNames
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent(StudentCodes.fileName).path)
        guard hasNames || codesOnly else {
            // A class with no students yet (a new site's repository) is no class; one whose rows name students is.
            let rows =
                FileManager.default.contents(atPath: folder.appendingPathComponent("transactions.csv").path)
                .map { String(decoding: $0, as: UTF8.self).split(whereSeparator: \.isNewline).count } ?? 0
            if rows > 1 {
                diagnostics.error(
                    "the class folder has no students.csv, the file of names, nor codes.csv; add students.csv with the "
                        + "columns id,name, or, in a repository that keeps the names out, build once on your own "
                        + "machine and commit the codes.csv it writes", in: displayPath(path, "students.csv"))
            }
            return nil
        }
        var tables: [String: ClassTable] = [:]
        for file in files where hasNames || file.name != "students.csv" {
            tables[file.name] = ClassTable(
                folder.appendingPathComponent(file.name), path: displayPath(path, file.name), required: file.required,
                optional: file.optional, isRequired: file.name == "students.csv", diagnostics: &diagnostics)
        }
        var reader = Reader(
            minorUnits: money.minorUnits, currency: money.currency, format: format, today: today,
            futureIsError: futureIsError)
        let students =
            hasNames
            ? reader.students(tables["students.csv"]!)
            : reader.roster(StudentCodes.load(from: folder, path: path, diagnostics: &diagnostics))
        let badges = reader.badges(tables["badges.csv"]!)
        var ledger = ClassLedger(
            students: students, transactions: reader.transactions(tables["transactions.csv"]!),
            xp: reader.xp(tables["xp.csv"]!),
            badges: badges, awards: reader.awards(tables["awards.csv"]!))
        ledger.unreadIDs = reader.unreadIDs
        ledger.namesKnown = hasNames
        ledger.checkBalances(
            path: tables["transactions.csv"]!.path, rows: reader.amountPositions, money: money,
            diagnostics: &reader.diagnostics)
        ledger.checkSavings(
            path: tables["transactions.csv"]!.path, rows: reader.amountPositions, money: money,
            diagnostics: &reader.diagnostics)
        ledger.checkXP(path: tables["xp.csv"]!.path, rows: reader.pointsPositions, diagnostics: &reader.diagnostics)
        diagnostics.append(contentsOf: reader.diagnostics)
        return ledger
    }

    /// Reports each payment that takes a student below zero, at its amount, from the students' registers.
    private func checkBalances(
        path: String, rows: [String: (line: Int, column: Int)], money: MoneyWriter, diagnostics: inout Diagnostics
    ) {
        for student in students.indices {
            for line in register(for: student) where line.change < 0 && line.balance < 0 {
                let transaction = line.transaction
                let at = rows[transaction.id] ?? (transaction.line, 1)
                diagnostics.error(
                    "this payment takes \(students[student].name) below zero: they have \(money.string(line.balance - line.change)) "
                        + "on \(transaction.date) and it takes \(money.string(transaction.amount)); pay less, or record the money "
                        + "coming in first", in: path, line: at.line, column: at.column)
            }
        }
    }

    /// Reports each correction in `xp.csv` that takes a student's points below zero (more taken back than was given
    /// before it), at its points.
    private func checkXP(path: String, rows: [String: (line: Int, column: Int)], diagnostics: inout Diagnostics) {
        var totals = [Int](repeating: 0, count: students.count)
        for award in xp {
            let before = totals[award.student]
            totals[award.student] += award.points
            guard award.points < 0, totals[award.student] < 0 else { continue }
            let at = rows[award.id] ?? (1, 1)
            diagnostics.error(
                "this correction takes \(students[award.student].name) below zero XP: they have \(before) XP on "
                    + "\(award.date) and it takes back \(-award.points); a correction takes back at most the points "
                    + "given before it", in: path, line: at.line, column: at.column)
        }
    }
}
