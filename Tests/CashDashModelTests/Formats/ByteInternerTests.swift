@testable import CashDashModel
import Testing

/// The names of a ledger's budgets and categories, one id each whatever their case and the spaces around them.
@Suite struct ByteInternerTests {
    private func ids(_ texts: [String]) -> (ids: [Int], names: [String]) {
        var interner = ByteInterner()
        let ids = texts.map { text in
            var text = text
            return text.withUTF8 { interner.id($0) }
        }
        return (ids, interner.names)
    }

    @Test func aNameIsOneWhateverItsCaseAndShownAsFirstWritten() {
        let (ids, names) = ids(["Household", "household ", " HOUSEHOLD", "Kids", "Household", "kids"])
        #expect(ids == [0, 0, 0, 1, 0, 1] && names == ["Household", "Kids"])
    }

    @Test func lettersBeyondASCIIAreFoldedToo() {
        let (ids, names) = ids(["Lebensmittel & Getränke", "LEBENSMITTEL & GETRÄNKE", "Ärger", "ärger", "Ärger"])
        #expect(ids == [0, 0, 1, 1, 1] && names == ["Lebensmittel & Getränke", "Ärger"])
    }

    @Test func aThousandNamesKeepTheirIDsAsTheTablesGrow() {
        let texts = (0..<1000).map { "Name \($0)" }
        let (first, names) = ids(texts + texts.map { $0.uppercased() } + [""])
        #expect(first == Array(0..<1000) + Array(0..<1000) + [1000] && names.count == 1001)
    }
}
