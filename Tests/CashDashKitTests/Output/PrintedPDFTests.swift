@testable import CashDashKit
import Foundation
import Testing

/// Pages counted, and the mark that tells a PDF Cash Dash wrote from the user's, on a small PDF laid out as
/// Chromium's (a classic cross-reference table and trailer).
@Suite struct PrintedPDFTests {
    static let pdf = Data(
        """
        %PDF-1.4
        1 0 obj
        <</Title (Week) /Creator (HeadlessChrome) /Producer (Skia/PDF)>>
        endobj
        2 0 obj
        <</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>>
        endobj
        3 0 obj
        <</Type /Page /Parent 2 0 R>>
        endobj
        4 0 obj
        <</Type/Page/Parent 2 0 R>>
        endobj
        5 0 obj
        <</Type /Catalog /Pages 2 0 R>>
        endobj
        xref
        0 6
        trailer
        <</Size 6
        /Root 5 0 R
        /Info 1 0 R>>
        startxref
        300
        %%EOF

        """.utf8)

    @Test func countsPageObjectsButNotThePageTree() {
        #expect(PrintedPDF.pageCount(Self.pdf) == 2)
        #expect(PrintedPDF.pageCount(Data("not a pdf /Type /Page".utf8)) == nil)
    }

    @Test func theMarkNamesCashDashAndKeepsTheTitleAndEveryByteBefore() throws {
        let marked = try #require(PrintedPDF.marked(Self.pdf))
        #expect(marked.prefix(Self.pdf.count) == Self.pdf, "the browser's bytes are untouched")
        let update = String(decoding: marked.dropFirst(Self.pdf.count), as: UTF8.self)
        #expect(update.contains("6 0 obj\n<</Creator (Cash Dash) /Title (Week)  /Producer (Skia/PDF)>>\nendobj\n"))
        #expect(update.contains("trailer\n<</Size 7 /Root 5 0 R /Info 6 0 R /Prev 300>>\nstartxref\n"))
        let offset = try #require(update.firstMatch(of: /xref\n6 1\n(\d{10}) 00000 n \n/)?.1)
        #expect(Int(offset) == Self.pdf.count + 1, "the entry points at the new object")
        #expect(PrintedPDF.pageCount(marked) == 2)

        let folder = FileManager.default.temporaryDirectory.appending(path: "printed-pdf-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try marked.write(to: folder.appending(path: "ours.pdf"))
        try Self.pdf.write(to: folder.appending(path: "theirs.pdf"))
        #expect(PrintedPDF.isCashDash(folder.appending(path: "ours.pdf").path))
        #expect(!PrintedPDF.isCashDash(folder.appending(path: "theirs.pdf").path))
    }
}
