@testable import CashDashModel
import Testing

/// A positioned text's words are its scalars, whatever script they are in: made from their UTF-8, they read as the
/// scalars appended one at a time to a string.
@Suite struct PositionedTextTests {
    /// Scalars of one to four UTF-8 bytes, the blanks a piece is trimmed of, and `|`.
    private static let alphabet: [Unicode.Scalar] = [
        "a", "Z", "7", " ", "\t", "\n", "|", "é", "ß", "€", "ي", "日", "\u{2028}", "\u{2029}", "\u{FEFF}", "😀",
    ]

    private func appended(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    @Test func theTextAndEveryPieceReadAsTheirScalars() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var text = PositionedText()
            for index in 0..<Int.random(in: 0...40, using: &generator) {
                text.append(Self.alphabet.randomElement(using: &generator)!, line: 1, column: index + 1)
            }
            #expect(text.string == appended(text.scalars))
            for piece in Glossary.splitList(text) {
                guard let piece else { continue }
                let start = piece.column - 1
                let scalars = text.scalars[start...].prefix(while: { $0 != "|" })
                let trimmed = scalars.reversed().drop(while: PositionedText.isBlank).reversed()
                #expect(piece.text == appended(trimmed), "\(text.scalars)")
            }
        }
    }

    @Test func aPieceIsTrimmedOfEveryBlank() {
        let text = PositionedText(plain: "\u{FEFF}\u{2028} Käse 日本\u{2029}\t| |😀")
        #expect(Glossary.splitList(text).map { $0?.text } == ["Käse 日本", nil, "😀"])
    }
}
