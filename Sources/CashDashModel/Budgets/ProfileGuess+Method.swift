import Foundation

/// The `method` column of a guess: a column no other role took whose words are a bank's for how the money went
/// (``PayeeWords/methods``).
extension ProfileGuess {
    /// Gives the `method` role to the column of the rows in `lines` (after `skipTop` and the header, before
    /// `skipBottom`) that holds the words of ``PayeeWords/methods``, if one does.
    mutating func takeMethodColumn(_ lines: [String], words: PayeeWords = .methods) {
        guard !roles.contains(.column(.method)) else { return }
        let start = skipTop + (header == nil ? 0 : 1)
        let end = (lines.lastIndex { !$0.isEmpty } ?? -1) + 1 - skipBottom
        guard start < end else { return }
        let rows = lines[start..<end].filter { !$0.isEmpty }.map { Self.fields($0, delimiter) }
        let candidates = roles.indices.filter { roles[$0] == .ignore }
        if let column = words.methodColumn(in: rows, among: candidates) { roles[column] = .column(.method) }
    }
}
