import Foundation

extension LedgerReader {
    /// How one file is read: the field index of each column, or -1, looked up once per file and read on every row;
    /// and the settings of its profile, or the defaults. A class, so that a row takes one reference to it, not a copy
    /// of each of its arrays (copying it was 2 % of a million-row JSON report, and most of its retains).
    final class Layout {
        let count: Int, date: Int, amount: Int, type: Int, category: Int, budget: Int, currency: Int, debit: Int,
            credit: Int
        let charged: Int, fee: Int, method: Int
        /// The fields of the profile's `skip_rows` and the words that pass a row over.
        let skips: [(field: Int, rule: LedgerProfile.SkipRule)]
        let noteFields: ArraySlice<Int>
        let dateFormat: DateFormat
        let amounts: AmountText
        let types: [String: Transaction.Kind]
        let rules: [(pattern: NotePattern, category: [UInt8])]
        /// The profile's `methods:`: a category for a row no rule places, by its `method` column's word.
        let methods: [String: [UInt8]]
        /// The budget of rows that name none: the profile's, or the file's name.
        let fileBudget: [UInt8]
        /// A card export's sign: charges positive, payments negative.
        let chargesPositive: Bool

        init(
            _ columns: LedgerColumns, titles: [String], profile: LedgerProfile?, settings: BudgetSettings,
            fileName: String
        ) {
            count = columns.count
            date = columns[.date] ?? -1
            amount = columns[.amount] ?? -1
            type = columns[.type] ?? -1
            category = columns[.category] ?? -1
            budget = columns[.budget] ?? -1
            currency = columns[.currency] ?? -1
            debit = columns[.debit] ?? -1
            credit = columns[.credit] ?? -1
            charged = columns[.charged] ?? -1
            fee = columns[.fee] ?? -1
            method = columns[.method] ?? -1
            noteFields = columns.noteFields
            let keys = titles.map(CSVHeader.key)
            skips = (profile?.skipRows ?? []).compactMap { rule in
                keys.firstIndex(of: rule.title).map { ($0, rule) }
            }
            let read =
                [date, amount, type, category, budget, currency, debit, credit, charged, fee, method] + noteFields
                + skips.map(\.field)
            lastFieldOptional = keys.count > 1 && keys.last == "" && !read.contains(keys.count - 1)
            shortestRow = lastFieldOptional ? (read.filter { $0 >= 0 }.max() ?? 0) + 1 : keys.count
            dateFormat = profile?.dateFormat ?? settings.dateFormat
            amounts = profile?.amounts ?? settings.amounts
            types = profile?.types ?? [:]
            rules = (profile?.categoryRules ?? []).map { ($0.words, Array($0.category.utf8)) }
            methods = (profile?.methods ?? [:]).mapValues { Array($0.utf8) }
            fileBudget = Array((profile?.budget ?? fileName).utf8)
            chargesPositive = profile?.chargesPositive ?? false
            // A continued line's text comes as fields past the row's last (``LedgerText``).
            extraFieldsAreNote = profile.map { $0.extraFieldsAreNote || $0.continuedLinesAreNote } ?? false
        }

        /// `extra_fields: note`: fields past the header's last title are more of the note.
        let extraFieldsAreNote: Bool

        /// The fields a record's note is read from: the note columns, and with `extra_fields: note` any fields past
        /// the header's last title.
        func noteFields(of record: CSVReader.Record) -> ArraySlice<Int> {
            guard extraFieldsAreNote, record.count > count else { return noteFields }
            return ArraySlice(Array(noteFields) + Array(count..<record.count))
        }

        /// Whether a row may lack the header's last field: the header ends in a delimiter (Lloyds'
        /// `…,Balance,`) and its rows do not, and nothing is read from that untitled field.
        let lastFieldOptional: Bool
        /// With a header that ends in a delimiter, a row may end after the last field read (Swedbank's rows stop three
        /// fields short of its header's titles, none of them read).
        let shortestRow: Int

        /// Whether `record` has a row's fields: the header's (or one more, empty), fewer when the header ends in an
        /// untitled field, or more with `extra_fields: note`.
        func fits(_ record: CSVReader.Record) -> Bool {
            record.fits(count) || (lastFieldOptional && record.count < count && record.count >= shortestRow)
                || (extraFieldsAreNote && record.count > count)
        }

        /// Whether the profile's `skip_rows` passes over this record.
        func skips(_ record: CSVReader.Record) -> Bool {
            skips.contains { $0.field < record.count && $0.rule.matches(record.string($0.field)) }
        }

        /// Whether the sign of the amount alone says money out or in: no type column, no pair of columns.
        var signGivesKind: Bool { amount >= 0 && type < 0 }

        /// The day of a line's `fields` when they read as a row: a date in the date column and an amount in an
        /// amount column.
        func day(ofRow fields: [String]) -> Day? {
            guard date >= 0, date < fields.count, let day = dateFormat.parse(Array(fields[date].utf8)) else {
                return nil
            }
            let amounts = [amount, debit, credit].filter { $0 >= 0 && $0 < fields.count }.map { fields[$0] }
            return amounts.contains { !$0.isEmpty && self.amounts.parse(Array($0.utf8)) != nil } ? day : nil
        }
    }
}
