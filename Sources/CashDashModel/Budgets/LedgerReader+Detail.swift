import Foundation

extension LedgerReader {
    /// The rest of a row, made only for those who ask for it.
    public struct Detail {
        let record: CSVReader.Record?
        let noteFields: ArraySlice<Int>
        /// The row's category and budget.
        let category: String, budget: String
        /// The field the amount is in (the money out or money in, when they are two columns).
        var amountField = 0
        /// A statement entry's note and the place of its amount, when the row is not a CSV record.
        var entry: (note: String, line: Int, column: Int)?
        /// The field of the `method` column, or -1.
        var methodField = -1

        /// The word of the row's `method` column (how the money went: `Overboeking`), or `""` without one.
        public var method: String {
            guard let record, methodField >= 0, methodField < record.count else { return "" }
            return record.string(methodField).trimmingCharacters(in: .whitespaces)
        }

        init(
            record: CSVReader.Record, noteFields: ArraySlice<Int>, amountField: Int = 0, category: String = "",
            budget: String = "", methodField: Int = -1
        ) {
            self.methodField = methodField
            self.record = record
            self.noteFields = noteFields
            self.amountField = amountField
            self.category = category
            self.budget = budget
        }

        init(note: String, line: Int, column: Int, category: String, budget: String) {
            record = nil
            noteFields = []
            entry = (note, line, column)
            self.category = category
            self.budget = budget
        }

        /// The note, from every column that holds one: `STARBUCKS #123 · Coffee with Sam`.
        public var note: String {
            guard record != nil else { return entry?.note ?? "" }
            var bytes: [UInt8] = []
            appendNote(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends the note's UTF-8 bytes to `buffer`: each column trimmed as `trimmingCharacters(in:
        /// .whitespacesAndNewlines)` trims, byte by byte while the ends are ASCII (Foundation's trimming took 13 % of
        /// the time of a million-row HTML report), and the columns joined with ` · `.
        func appendNote(to buffer: inout [UInt8]) {
            guard let record else {
                buffer += (entry?.note ?? "").utf8
                return
            }
            var first = true
            for field in noteFields {
                record.withUnescapedBytes(field) { raw in
                    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
                    var start = 0, end = raw.count
                    while start < end, isSpace(raw[start]) { start += 1 }
                    while end > start, isSpace(raw[end - 1]) { end -= 1 }
                    let rest = UnsafeBufferPointer(rebasing: raw[start..<end])
                    var other: String?
                    if let head = rest.first, let tail = rest.last, head >= 0x80 || tail >= 0x80 {
                        other = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                    guard other.map({ !$0.isEmpty }) ?? !rest.isEmpty else { return }
                    if !first { buffer += Self.separator }
                    first = false
                    if let other { buffer += other.utf8 } else { buffer += rest }
                }
            }
        }

        private static let separator = Array(" · ".utf8)

        /// The line and column of the amount in the file.
        public var amountPosition: (line: Int, column: Int) {
            guard let record else { return (entry?.line ?? 1, entry?.column ?? 1) }
            return record.position(of: amountField)
        }
    }
}
