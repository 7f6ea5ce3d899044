import CashDashModel
import Foundation
import Testing

/// A CSV file must be UTF-8: an export in another encoding is an error at its first such byte, never mangled text.
@Suite struct CSVEncodingTests {
    func problem(_ bytes: [UInt8], blockSize: Int = 1 << 20) -> CSVReader.Problem? {
        var reader = CSVReader(data: Data(bytes), blockSize: blockSize)
        do {
            try reader.forEachRecord { _ in }
            return nil
        } catch {
            return error as? CSVReader.Problem
        }
    }

    /// A Windows-1252 export, as Excel and French banks write it.
    @Test func aWindowsExportIsAnErrorShowingHowItWouldRead() throws {
        let csv =
            Array("Date;Montant;Libell\u{E9}\n".utf8) + [
                0x32, 0x30, 0x32, 0x36, 0x2D, 0x30, 0x31, 0x2D, 0x30, 0x32, 0x3B,
            ]
            + Array("-20,00;CAF".utf8) + [0xC9, 0x20, 0x80, 0x32, 0x30, 0x20] + Array("RE".utf8) + [0xC7, 0x55, 0x0A]
        let found = try #require(problem(csv))
        #expect((found.line, found.column) == (2, 22))
        #expect(found.message.hasPrefix("this file is not UTF-8 text; it looks like Windows-1252 or Latin-1"))
        #expect(found.message.contains("`2026-01-02;-20,00;CAFÉ €20 REÇU`"))
    }

    @Test func aUTF16FileSaysSo() {
        let csv: [UInt8] = [0xFF, 0xFE] + Array("d\0a\0t\0e\0\n\0".utf8)
        #expect(
            problem(csv)?.message
                == "this file is UTF-16 text; save it as UTF-8 (Excel: Save As › CSV UTF-8) and try again")
    }

    @Test func everyWellFormedUTF8IsRead() {
        let csv = "\u{FEFF}note\nCafé crème\n€20 · 日本 · 🙂\n\u{10FFFF}\n"
        #expect(problem(Array(csv.utf8), blockSize: 7) == nil)
    }

    @Test(
        arguments: [
            [0xC0, 0x80],  // an overlong NUL
            [0xE0, 0x80, 0xAF],  // an overlong slash
            [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
            [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
            [0xE2, 0x82],  // cut short
            [0x80],  // a continuation byte alone
        ] as [[UInt8]])
    func malformedSequencesAreRefused(_ sequence: [UInt8]) {
        let found = problem(Array("note\nok\nab".utf8) + sequence + [0x0A])
        #expect(found.map { ($0.line, $0.column) }.map { $0 == (3, 3) } == true)
    }
}
