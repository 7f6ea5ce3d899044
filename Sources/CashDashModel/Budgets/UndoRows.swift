import Foundation

/// The rows `undo` chooses among, of one budget in one file, in line order: a few numbers a row, and their notes
/// side by side in one buffer, so a million rows take some 80 MB and are never read twice.
public struct UndoRows: Sendable {
    public struct Row: Sendable {
        /// The line of its amount.
        public var line: Int
        public var kind: Transaction.Kind
        public var minorUnits: Int64
        var categoryID: Int
        /// The line an undo reverses (its note starts `Undo of line N`); nil for other rows.
        public var undoneLine: Int?
        /// Its note in the buffer, and for an undo, the reversed row's note (what follows the first `: `).
        var note: Range<Int>
        var reversedNote: Range<Int>
    }

    public private(set) var rows: [Row] = []
    private var notes: [UInt8] = []
    /// The names behind the rows' category ids.
    var categoryNames: [String] = []

    public init() {}

    /// Adds the row at `line` with its `note` (UTF-8); its category is the reader's id `categoryID`.
    mutating func append(
        line: Int, kind: Transaction.Kind, minorUnits: Int64, categoryID: Int, note: some Collection<UInt8>
    ) {
        let start = notes.count
        notes.append(contentsOf: note)
        let range = start..<notes.count
        var undone: Int?, reversed = range.upperBound..<range.upperBound
        let prefix = Array(Transaction.undoNotePrefix.utf8)
        if notes[range].starts(with: prefix) {
            let digits = notes[(start + prefix.count)...].prefix { (0x30...0x39).contains($0) }
            undone = Int(String(decoding: digits.prefix(18), as: UTF8.self))
            // As `Transaction.undoneLine` reads it: the reversed row's note is what follows the first `: `.
            if undone != nil, let colon = notes[digits.endIndex..<range.upperBound].firstRange(of: [0x3A, 0x20]) {
                reversed = colon.upperBound..<range.upperBound
            }
        }
        rows.append(
            Row(
                line: line, kind: kind, minorUnits: minorUnits, categoryID: categoryID, undoneLine: undone,
                note: range, reversedNote: reversed))
    }

    /// Adds a row with a category of its own name, for examples.
    public mutating func append(line: Int, minorUnits: Int64, note: String, kind: Transaction.Kind = .expense) {
        append(line: line, kind: kind, minorUnits: minorUnits, categoryID: 0, note: Array(note.utf8))
        if categoryNames.isEmpty { categoryNames = [""] }
    }

    public func note(of row: Row) -> String { String(decoding: notes[row.note], as: UTF8.self) }

    public func category(of row: Row) -> String { categoryNames[row.categoryID] }

    /// The newest row that is neither an undo nor undone by one. An undo names the line it reverses and that row's
    /// note: when a row typed in above has moved that line, the row undone is the nearest one above the undo with
    /// its note and amount (it had been undone again, and the row before it never).
    public var newestNotUndone: Row? {
        var undone = Set<Int>()
        for (position, row) in rows.enumerated() {
            guard let line = row.undoneLine else { continue }
            let isIt = { (other: Row) in
                other.undoneLine == nil && other.minorUnits.magnitude == row.minorUnits.magnitude
                    && notes[other.note].elementsEqual(notes[row.reversedNote])
            }
            if let named = self.row(at: line), isIt(named) || row.reversedNote.isEmpty {
                undone.insert(line)
            } else if let moved = rows[..<position].last(where: { isIt($0) && !undone.contains($0.line) }) {
                undone.insert(moved.line)
            } else {
                undone.insert(line)
            }
        }
        return rows.last { $0.undoneLine == nil && !undone.contains($0.line) }
    }

    /// The row at `line`, found by halves (the rows are in line order).
    private func row(at line: Int) -> Row? {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].line < line { low = middle + 1 } else { high = middle }
        }
        return low < rows.count && rows[low].line == line ? rows[low] : nil
    }
}
