@testable import CashDashModel
import Foundation
import Testing

/// The single-byte code pages bank exports come in, decoded from Cash Dash's own tables.
@Suite struct CodePageTests {
    func text(_ bytes: [UInt8], _ codePage: Int) -> String {
        String(String.UnicodeScalarView(CodePage.decode(bytes, codePage: codePage)))
    }

    @Test func czechLettersReadInWindows1250AndLatin2() {
        // `Částka` (amount), and `Š`, `ť`, `ž`, `Ž`, as a Czech bank's export on Windows writes them.
        #expect(text([0xC8, 0xE1, 0x73, 0x74, 0x6B, 0x61], 1250) == "Částka")
        #expect(text([0x8A, 0x9D, 0x9E, 0x8E], 1250) == "ŠťžŽ")
        // Latin-2 puts Š, ť and ž at other bytes, and leaves 0x80–0x9F to the controls.
        #expect(text([0xA9, 0xBB, 0xBE], 28592) == "Šťž")
        #expect(text([0xC8, 0xE1], 28592) == "Čá")
        #expect(text([0x8A], 28592) == "\u{8A}")
        #expect(CodePage.isKnown(1250) && CodePage.isKnown(28592))
    }

    @Test func theSameBytesReadAsWestEuropeanInWindows1252() {
        #expect(text([0xC8, 0xE1, 0x73, 0x74, 0x6B, 0x61], 1252) == "Èástka")
    }

    @Test func everyByteHasACharacterInBothTables() {
        #expect(CodePage.cp1250High.count == 128 && CodePage.latin2High.count == 128)
        #expect(text(Array(0...255), 1250).unicodeScalars.count == 256)
    }
}
