import CashDashModel
import Testing

/// Lines are counted as the CSV reader numbers them, however a file is cut into parts.
struct LineTallyTests {
    @Test(arguments: [
        ("", 0, 1), ("a", 1, 2), ("a\n", 1, 2), ("a\r\nb\r\n", 2, 3), ("a\rb", 2, 3), ("a\r", 1, 2),
        ("x,\"one\rtwo\"\n", 2, 3), ("a\n\n", 2, 3), ("a\r\r\nb\r\r\n", 2, 3), ("a\r\r\r\nb", 3, 4), ("a\r\r", 2, 3),
    ])
    func countsLinesAsTheReaderDoes(text: String, lines: Int, next: Int) {
        let tally = LineTally(text.utf8)
        #expect(tally.lines == lines && tally.nextLine == next)
    }

    @Test func aCRCRLFCutAnywhereIsOneLineEnd() {
        let bytes = Array("a\r\r\nb\r\rc\r\r\n".utf8)
        for cut in 0...bytes.count {
            var tally = LineTally()
            bytes[..<cut].withUnsafeBytes { tally.add($0) }
            bytes[cut...].withUnsafeBytes { tally.add($0) }
            #expect(tally.lines == 4 && tally.endsWithLineEnd, "cut at \(cut)")
        }
    }

    @Test func aCRLFCutBetweenTwoPartsIsOneLineEnd() {
        let bytes = Array("a\r\nb\rc\r".utf8)
        for cut in 0...bytes.count {
            var tally = LineTally()
            bytes[..<cut].withUnsafeBytes { tally.add($0) }
            bytes[cut...].withUnsafeBytes { tally.add($0) }
            #expect(tally.lines == 3 && tally.endsWithLineEnd, "cut at \(cut)")
        }
    }
}
