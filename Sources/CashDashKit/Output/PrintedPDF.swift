import Foundation

/// A PDF as Cash Dash writes it: the browser's bytes and one incremental update (PDF 1.4, section 3.4.5) whose
/// document information names Cash Dash as its creator, so that a later run knows the file is its own and a PDF of
/// the user's with the same name is never replaced. Everything the browser wrote stays as it was.
enum PrintedPDF {
    /// What the information dictionary of a Cash Dash PDF says; `pdfinfo` shows it as `Creator: Cash Dash`.
    static let creator = "/Creator (Cash Dash)"

    /// The number of pages: the page objects (`/Type /Page`, not the `/Pages` tree) the PDF holds; nil when there is
    /// none, or the bytes are not a PDF.
    static func pageCount(_ data: Data) -> Int? {
        let text = String(decoding: data, as: Unicode.ASCII.self)
        guard text.hasPrefix("%PDF-") else { return nil }
        let count = text.matches(of: /\/Type\s*\/Page(?![A-Za-z])/).count
        return count > 0 ? count : nil
    }

    /// `data` with the update that names Cash Dash as its creator; nil when its trailer cannot be read (a PDF with a
    /// cross-reference stream, which the browsers found here do not write).
    static func marked(_ data: Data) -> Data? {
        let text = String(decoding: data, as: Unicode.ASCII.self)
        guard let trailer = text.ranges(of: "trailer").last,
            let size = text[trailer.upperBound...].firstMatch(of: /\/Size\s+(\d+)/).flatMap({ Int($0.1) }),
            let root = text[trailer.upperBound...].firstMatch(of: /\/Root\s+(\d+\s+\d+\s+R)/)?.1,
            let previous = text[trailer.upperBound...].firstMatch(of: /startxref\s+(\d+)/)?.1
        else { return nil }
        var information = "<<" + creator + ">>"
        if let info = text[trailer.upperBound...].firstMatch(of: /\/Info\s+(\d+)\s+0\s+R/)?.1,
            let dictionary = dictionary(of: Int(info) ?? 0, in: text), !dictionary.contains("\u{FFFD}")
        {
            // The browser's title and dates are kept; only the creator changes.
            information = dictionary.replacing(/\/Creator\s*\((?:\\.|[^\\)])*\)/, with: "")
            information.insert(contentsOf: creator + " ", at: information.index(information.startIndex, offsetBy: 2))
        }
        let objectOffset = data.count + 1
        let object = "\n\(size) 0 obj\n\(information)\nendobj\n"
        let xrefOffset = data.count + object.utf8.count
        let entry = String(repeating: "0", count: 10 - String(objectOffset).count) + "\(objectOffset) 00000 n \n"
        let update =
            object + "xref\n\(size) 1\n\(entry)trailer\n<</Size \(size + 1) /Root \(root) /Info \(size) 0 R "
            + "/Prev \(previous)>>\nstartxref\n\(xrefOffset)\n%%EOF\n"
        return data + Data(update.utf8)
    }

    /// The dictionary of object `number` (`<<…>>`), when the object is a dictionary.
    private static func dictionary(of number: Int, in text: String) -> String? {
        guard let start = text.ranges(of: "\n\(number) 0 obj\n").last,
            let end = text[start.upperBound...].range(of: "\nendobj")
        else { return nil }
        let body = text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return body.hasPrefix("<<") && body.hasSuffix(">>") ? body : nil
    }

    /// Whether the file at `path` is a PDF that Cash Dash wrote (its last update names Cash Dash as its creator).
    static func isCashDash(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let start = try? handle.read(upToCount: 5), start == Data("%PDF-".utf8),
            let end = try? handle.seekToEnd()
        else { return false }
        try? handle.seek(toOffset: end > 2048 ? end - 2048 : 0)
        let tail = String(decoding: (try? handle.readToEnd()) ?? Data(), as: Unicode.ASCII.self)
        guard let last = tail.ranges(of: " obj\n").last else { return false }
        return tail[last.upperBound...].hasPrefix("<<" + creator)
    }
}
