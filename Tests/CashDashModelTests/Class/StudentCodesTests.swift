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
}
