@testable import CmarkHTML
import Testing

@Suite struct ASCIITests {
    private func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { CmarkHTML.isASCII($0) }
    }

    @Test func oneByteOutsideASCIIAnywhereIsFound() {
        #expect(isASCII(""))
        #expect(isASCII("Save 10% a month, then invest."))
        // Before, inside and after each run of eight bytes the check reads at once.
        for length in [1, 7, 8, 9, 16, 17, 30] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0xC3
                let found = bytes.withUnsafeBufferPointer { CmarkHTML.isASCII($0) }
                #expect(!found, "length \(length), position \(position)")
            }
        }
        #expect(!isASCII("Épargne"))
        #expect(!isASCII("a long line of plain words that ends in €"))
    }
}
