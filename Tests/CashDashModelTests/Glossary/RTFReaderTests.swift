@testable import CashDashModel
import Foundation
import Testing

@Suite struct RTFReaderTests {
    private func read(_ rtf: String) throws -> String {
        try RTFReader.read(Array(rtf.utf8)).string
    }

    private func failure(_ rtf: String) -> RTFReader.Failure? {
        do {
            _ = try RTFReader.read(Array(rtf.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsTextEditStyleRTF() throws {
        let rtf = """
            {\\rtf1\\ansi\\ansicpg1252\\cocoartf2761
            {\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}
            {\\colortbl;\\red255\\green255\\blue255;}
            {\\*\\expandedcolortbl;;}
            \\pard\\tx560\\pardirnatural\\partightenfactor0

            \\f0\\fs24 \\cf0 It\\'92s \\'93free\\'94 \\'96 almost.\\
            Second {\\b bold} line\\uc0\\u8232 \\
            Caf\\'e9 {\\uc1\\u8364\\'80 5}}
            """
        #expect(
            try read(rtf) == "It\u{2019}s \u{201C}free\u{201D} \u{2013} almost.\nSecond bold line\u{2028}\nCafé € 5")
    }

    @Test func readsControlSymbolsAndUnicodeFallbacks() throws {
        #expect(
            try read("{\\rtf1 a\\~b\\-c\\_d\\tab e\\line f\\par g\\{h\\}i\\\\j}")
                == "a\u{A0}bc\u{2011}d\te\nf\ng{h}i\\j")
        #expect(
            try read("{\\rtf1\\uc1 \\u8217\\'92s \\uc2 \\u8220\\'93\\'93x\\u-3913 ?}") == "\u{2019}s \u{201C}x\u{F0B7}")
        #expect(try read("{\\rtf1 \\u55357\\u56832 ?}") == "\u{1F600}")
        #expect(
            try read(
                "{\\rtf1 {\\*\\generator Word;}{\\info{\\title T}}{\\field{\\*\\fldinst HYPERLINK}{\\fldrslt link}}.}")
                == "link.")
    }

    @Test func leavesOutWordPadsListMarksAndTextDeletedUnderTrackChanges() throws {
        // WordPad (RichEdit) writes a bullet's mark as `{\pntext…}`: its `·` and tab had begun the term.
        #expect(
            try read(
                "{\\rtf1\\ansi{\\fonttbl{\\f1\\fnil\\fcharset2 Symbol;}}\\pard{\\pntext\\f1\\'B7\\tab}"
                    + "{\\*\\pn\\pnlvlblt\\pnf1\\pnindent0{\\pntxtb\\'B7}}Budget: A plan.\\par}") == "Budget: A plan.\n"
        )
        // Word's Track Changes keeps deleted text, marked `\deleted`, beside the text that replaced it.
        #expect(
            try read(
                "{\\rtf1 A plan for {\\deleted\\revauthdel1\\revdttmdel123 every }{\\revised\\revauth1 each }month.}")
                == "A plan for each month.")
        #expect(
            try read("{\\rtf1 A plan for \\deleted every \\deleted0 each month.\\par Saving.}")
                == "A plan for each month.\nSaving.")
    }

    @Test func readsOtherCodePages() throws {
        #expect(try read("{\\rtf1\\mac \\'8e}") == "é")
        #expect(try read("{\\rtf1\\ansi\\ansicpg1251 \\'cf\\'f0\\'e8}") == "При")
    }

    @Test func readsChineseAndKoreanCodePages() throws {
        // TextEdit's note in GBK, Word's \fcharset134 font, Big5 with a second byte written as a letter, and Korean.
        #expect(try read("{\\rtf1\\ansi\\ansicpg936 \\'b2\\'e2\\'ca\\'d4}") == "测试")
        #expect(
            try read(
                "{\\rtf1\\ansi\\ansicpg1252{\\fonttbl{\\f1\\fnil\\fcharset134 SimSun;}}\\f1 \\'b2\\'e2\\'ca\\'d4 ok}")
                == "测试 ok")
        #expect(try read("{\\rtf1\\ansi\\ansicpg950 \\'b4\\'fa\\'b8\\'d5 \\'a4A}") == "測試 乙")
        #expect(
            try read("{\\rtf1\\ansi{\\fonttbl{\\f0\\fcharset129 Batang;}}\\f0 \\'c5\\'d7\\'bd\\'ba\\'c6\\'ae}") == "테스트"
        )
    }

    @Test func anUnknownCodePageAndTextAfterTheLastBraceAreWarnings() throws {
        var warnings: [RTFReader.Failure] = []
        let text = try RTFReader.read(
            Array("{\\rtf1\\ansi\\ansicpg9999 caf\\'e9}\nlost words\n".utf8), warnings: &warnings)
        #expect(text.string == "café", "read as Latin-1, but never without a word")
        #expect(
            warnings == [
                .init(
                    message:
                        "this RTF is written in code page 9999, which Cash Dash cannot read, so these letters are read as Latin-1 and may show wrong; save the file again as RTF from TextEdit or Word, or as UTF-8 text",
                    line: 1, column: 28),
                .init(
                    message:
                        "this text comes after the document's last }, so it is not part of the document and is left out; move it before that brace, or save the file again from your editor",
                    line: 2, column: 1),
            ])
        warnings = []
        _ = try RTFReader.read(Array("{\\rtf1 fine}\r\n\0".utf8), warnings: &warnings)
        #expect(warnings.isEmpty, "line ends and a NUL after the brace are no text")
    }

    @Test func reportsMalformedFilesWithPositions() {
        #expect(
            failure("Hello, not RTF")
                == .init(
                    message:
                        "this is not an RTF file (it should start with {\\rtf1); save it again as Rich Text (.rtf)",
                    line: 1, column: 1))
        #expect(
            failure("{\\rtf1 fine\n{\\b open")
                == .init(
                    message: "the group opened here is never closed (a { without its }); the file may be cut short",
                    line: 2, column: 1))
        #expect(failure("{\\rtf1 bad \\'zz}")?.column == 12)
        #expect(failure("") != nil)
        #expect(failure("{\\rtf1 x\\") != nil)
    }

    @Test func keepsWhereEachCharacterCameFrom() throws {
        let text = try RTFReader.read(Array("{\\rtf1\\ansi\n{\\fonttbl x;}\nAB\\'92\n\\par C}".utf8))
        #expect(text.string == "AB\u{2019}\nC")
        #expect(text.positions.map { "\($0.line):\($0.column)" } == ["3:1", "3:2", "3:3", "4:1", "4:6"])
    }

    /// Written here in the way Word writes a document whose glossary uses a Greek font beside a Western one.
    @Test func decodesEachFontInItsOwnCharset() throws {
        let rtf = """
            {\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\froman\\fcharset0 Times New Roman;}
            {\\f1\\fswiss\\fcharset161{\\*\\panose 020b0604020202020204}Arial Greek;}{\\f2\\fnil\\fcharset204 Arial Cyr;}}
            \\pard\\plain\\f0 Euro \\'80: {\\f1 \\'80\\'d9 \\'c1\\'e8\\'de\\'ed\\'e1} and {\\f2 \\'d0\\'f3\\'e1\\'eb\\'fc} \\'e9\\par}
            """
        #expect(try read(rtf) == "Euro €: €Ω Αθήνα and Рубль é\n")
    }

    @Test func hiddenTextIsNotShown() throws {
        #expect(try read("{\\rtf1 Shown{\\v  hidden note} shown\\v  hidden\\v0  again}") == "Shown shown again")
        #expect(try read("{\\rtf1 a\\v b\\plain  c}") == "a c")
        #expect(try read("{\\rtf1 {\\v {\\b nested} hidden}visible}") == "visible")
    }

    @Test(arguments: [
        ("{\\rtf1\\pc Caf\\'82 \\'9b}", "Café ¢"),  // code page 437
        ("{\\rtf1\\pca Caf\\'82 \\'9b}", "Café ø"),  // code page 850
        ("{\\rtf1\\mac Caf\\'8e}", "Café"),
        ("{\\rtf1\\mac\\ansicpg10001 \\'82\\'a0}", "あ"),
        ("{\\rtf1\\ansi\\ansicpg1255 \\'f9\\'ec\\'e5\\'ed}", "שלום"),
    ])
    func decodesTheDocumentsCodePage(_ rtf: String, _ expected: String) throws {
        #expect(try read(rtf) == expected)
    }

    @Test func nestedTablesKeepTheirCellsAndDropTheFallback() throws {
        let rtf =
            "{\\rtf1 Term\\nestcell Definition\\nestcell{\\*\\nesttableprops\\nestrow}{\\nonesttables Term Definition\\par}\\par}"
        #expect(try read(rtf) == "Term\tDefinition\t\n")
    }
}

@Suite struct RTFReaderRobustnessTests {
    /// Every cut of a real document, and thousands of damaged copies, either read or fail with a position; none
    /// crashes or hangs.
    @Test func survivesTruncatedAndDamagedFiles() throws {
        let sample = try Data(contentsOf: RTFWritersTests.samples.appendingPathComponent("libreoffice.rtf"))
        let bytes = Array(sample)
        var failures = 0
        for length in stride(from: 0, through: bytes.count, by: 7) {
            do { _ = try RTFReader.read(Array(bytes.prefix(length))) } catch { failures += 1; #expect(error.line >= 1) }
        }
        #expect(failures > 0)
        var seed: UInt64 = 2026
        let specials: [UInt8] = Array("{}\\'*u-0123456789 \n".utf8)
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0..<4 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let position = Int(seed >> 33) % damaged.count
                damaged[position] = specials[Int(seed >> 20) % specials.count]
            }
            _ = try? RTFReader.read(damaged)
        }
        #expect(throws: RTFReader.Failure.self) { try RTFReader.read(Array("{\\rtf1 \\u-99999 x \\bin999999".utf8)) }
    }

}
