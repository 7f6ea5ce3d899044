import CashDashModel
import Foundation
import Testing

/// The model says what `codes.csv` becomes; the Output layer writes it.
@Suite struct StudentCodesTests {
    @Test func aNewFileStartsWithItsHeader() {
        let bytes = StudentCodes.appending(["ana,K7M3P", "ben,XW94C"], to: Data())
        #expect(String(decoding: bytes, as: UTF8.self) == "student,code\nana,K7M3P\nben,XW94C\n")
    }

    @Test func anExistingFileKeepsEveryByteAndGainsALineEnd() {
        let old = Data("student,code\r\nana,K7M3P".utf8)
        let bytes = StudentCodes.appending(["ben,XW94C"], to: old)
        #expect(bytes.starts(with: old), "the teacher's own line ending stays as it was")
        #expect(String(decoding: bytes, as: UTF8.self) == "student,code\r\nana,K7M3P\nben,XW94C\n")
    }

    @Test func aCodeWrittenForTwoStudentsOrTwoCodesForOneAreErrorsAtTheirLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A copied line: Ben and Chloé both showed as "Student K7M3P" on the class pages, without a word.
        try Data("student,code\nana,K7M3P\nben,XW94C\nchloe,K7M3P\nben,ACDEF\n".utf8)
            .write(to: folder.appendingPathComponent(StudentCodes.fileName))
        var diagnostics = Diagnostics()
        let codes = StudentCodes.load(from: folder, path: "class", diagnostics: &diagnostics)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "class/codes.csv:4:1: error: the code `K7M3P` is already `ana`'s (line 2); each student needs a code of "
                    + "their own, so remove this line and build again to give `chloe` a new one",
                "class/codes.csv:5:1: error: `ben` already has a code (line 3); a student keeps one code, so remove this line",
            ])
        #expect(codes.codes == ["ana": "K7M3P", "ben": "XW94C"])
    }
}
