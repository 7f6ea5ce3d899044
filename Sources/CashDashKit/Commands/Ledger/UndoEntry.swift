import CashDashModel
import Foundation

/// `cashdash undo`: the reversing entry of a budget's last row, appended; history is never edited.
public struct UndoEntry: Sendable {
    public var sitePath: String
    public var budget: String?
    public var today: Day

    public init(sitePath: String = ".", budget: String? = nil, today: Day) {
        (self.sitePath, self.budget, self.today) = (sitePath, budget, today)
    }

    /// The note an undo writes, naming the line it reverses.
    static func note(undoing line: Int, _ note: String) -> String {
        "\(Transaction.undoNotePrefix)\(line)" + (note.isEmpty ? "" : ": \(note)")
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        // The row to undo is chosen under the lock: two undos at once had both chosen the last row.
        guard let lock = LedgerBook.lock(sitePath: sitePath, diagnostics: &result.diagnostics) else { return result }
        defer { lock.release() }
        let focus = LedgerScan.Focus(today: today, keepsUndoRows: true, undoBudget: budget)
        guard let book = LedgerBook.load(sitePath: sitePath, focus: focus, diagnostics: &result.diagnostics),
            let budget = book.budget(named: budget, diagnostics: &result.diagnostics),
            let file = book.file(of: budget, diagnostics: &result.diagnostics)
        else { return result }
        // The newest row that is neither an undo nor undone: undo twice reverses the last two rows.
        let rows = budget.undoRows[file.index] ?? UndoRows()
        guard let target = rows.newestNotUndone else {
            result.diagnostics.error("\(budget.name) has no row left to undo in this file", in: file.path)
            return result
        }
        let layout = try? LedgerLayout(
            file: file.url, profile: book.settings.profile(for: file.url.lastPathComponent), settings: book.settings)
        // Without a note the undo could not say which line it reverses: a second undo would reverse the first.
        guard layout?.writesNotes ?? true else {
            result.diagnostics.error(
                "this ledger has no `note` column, where an undo writes which line it reverses; add a note column to "
                    + "its header, or add the reversing row yourself with `cashdash add`",
                in: file.path)
            return result
        }
        let typed = layout?.writesKindInWords ?? false
        let units = target.minorUnits
        // With a type column the reversal is the same kind with the sign turned (a refund); without one, the sign is the
        // kind, so it is the other kind.
        let row = LedgerLayout.Row(
            date: today, kind: typed ? target.kind : (target.kind == .expense ? .deposit : .expense),
            minorUnits: typed ? -units : units, category: rows.category(of: target),
            note: Self.note(undoing: target.line, rows.note(of: target)),
            budget: budget.name)
        // The reversal keeps the row's category: a category rule that reads the undo's note as another is refused.
        _ = book.append(row, to: file, keepsCategory: true, result: &result)
        return result
    }
}
