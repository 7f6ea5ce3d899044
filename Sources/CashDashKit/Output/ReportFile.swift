import CashDashModel
import Foundation

/// Writes `cashdash report --output FILE` (and a PDF of `build --pdf`): a new file, or one that an earlier run wrote,
/// and nothing else.
///
/// A report is recognised by its first bytes (the CSV header, the JSON's first key, or the HTML generator line), a PDF
/// by the creator its last update names (``PrintedPDF``), so
/// a spreadsheet or a letter that happens to have the name is never replaced. The new text goes to a temporary file
/// beside it that is renamed over the old one: the file is always whole, a hard link to the old report keeps the old
/// text, and a link at that name is refused, never written through.
public enum ReportFile {
    /// The first bytes of each kind of report Cash Dash writes.
    static let signatures = [
        "section,name,added,spent,net,balance\r\n", "{\n  \"budgets\": {",
    ]
    static let htmlSignature = "<meta name=\"generator\" content=\"Cash Dash report\">"

    /// Writes `text` at `path`, throwing a sentence for the user when the file there is not a report.
    public static func write(_ text: String, to path: String) throws(OutputError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` at `path`, throwing a sentence for the user when the file there is not one Cash Dash wrote.
    public static func write(_ data: Data, to path: String) throws(OutputError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT != S_IFLNK else {
                throw OutputError(
                    "\(path) is a link; Cash Dash does not write through links, so name the file itself or another name"
                )
            }
            guard status.st_mode & S_IFMT == S_IFREG, isReport(path) else {
                throw OutputError(
                    "\(path) already exists and is not a report Cash Dash wrote; choose another name, or move that file away first"
                )
            }
        }
        do {
            try WholeFile.replace(URL(fileURLWithPath: path), with: data)
        } catch {
            throw OutputError(
                "\(path) cannot be written (\(plainWords(error))); check that the folder exists and is writable")
        }
    }

    /// Whether the file at `path` starts like a report of Cash Dash's.
    private static func isReport(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        if start.hasPrefix("%PDF-") { return PrintedPDF.isCashDash(path) }
        return signatures.contains { start.hasPrefix($0) }
            || (start.hasPrefix("<!doctype html>") && start.contains(htmlSignature))
    }
}
