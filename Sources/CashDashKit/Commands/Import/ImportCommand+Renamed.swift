import CashDashModel
import Foundation

extension BankImport {
    /// The name a file the site would not read as a ledger by its name is saved under: its name with `.csv` when its
    /// bytes are text (a bank's `.xls` that is CSV inside, as Swedbank's is); nil, with an error, for a spreadsheet
    /// workbook or other bytes that are not text, which Cash Dash cannot read.
    static func csvName(for data: Data, named fileName: String, path: String, diagnostics: inout Diagnostics) -> String?
    {
        let bytes = [UInt8](data.prefix(1 << 16))
        let workbook =
            bytes.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1])
            ? "an Excel workbook (.xls)"
            : bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) ? "an Excel workbook (.xlsx) or another zip file" : nil
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let isText = !bytes.isEmpty && (utf16 || !bytes.contains { $0 < 0x20 && ![0x09, 0x0A, 0x0D].contains($0) })
        guard workbook == nil, isText else {
            let endings = Ledger.fileExtensions.sorted().map { ".\($0)" }.joined(separator: ", ")
            diagnostics.error(
                "this file is \(workbook ?? "not text"), which Cash Dash does not read (it reads a ledger only when "
                    + "its name ends in one of \(endings)); export the account from your bank as CSV, or open it in "
                    + "a spreadsheet and save it as CSV, and import that; nothing was written", in: path)
            return nil
        }
        return (fileName as NSString).deletingPathExtension + ".csv"
    }

    /// What the output adds when the file was saved under another name than its own.
    static func renaming(_ original: String, to fileName: String) -> String {
        guard original != fileName else { return "" }
        return
            " (saved as \(fileName): the file is text in CSV form though named .\((original as NSString).pathExtension))"
    }

    /// Calls `body` with a URL whose name is `fileName` holding `data`: `url` itself when it has that name, else a
    /// copy in a folder of its own under the temporary folder, removed afterwards, so the ledger is read as the
    /// profile for its new name reads it.
    static func withName<Result>(_ fileName: String, of data: Data, at url: URL, _ body: (URL) -> Result) -> Result {
        guard url.lastPathComponent != fileName else { return body(url) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cashdash-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = folder.appendingPathComponent(fileName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: named)
        } catch {
            return body(url)
        }
        return body(named)
    }
}
