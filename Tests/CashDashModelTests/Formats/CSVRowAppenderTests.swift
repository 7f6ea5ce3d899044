@testable import CashDashModel
import Foundation
import Testing

@Suite struct CSVRowAppenderTests {
    /// Found by the ledgerwriter fuzz target: the header's names were split at every quote, where the reader takes a
    /// quote inside a name as a letter, so a header with one (`Dat"e;"Amount";"Note"`) had no columns at all and a
    /// new row was written as an empty line, which no reader takes for a row.
    @Test func theHeaderIsReadAsTheReaderReadsIt() throws {
        let file = "sep=;\r\nDat\"e;\"Amount\";\"No;\"\"te\"x\r\n\"x\";\"1\";\"y\"\r\n"
        let appender = try #require(CSVRowAppender(bytes: Array(file.utf8)))
        #expect(appender.columns == ["dat\"e", "amount", "no;\"te"])
        let appended = appender.appending([appender.line(["Dat\"e": "2026-11-02", "amount": "2", "No;\"te": "z"])])
        var records: [[String]] = []
        var reader = CSVReader(data: Data(appended))
        try reader.forEachRecord { record in records.append((0..<record.count).map(record.string)) }
        #expect(records.last == ["2026-11-02", "2", "z"] && records.count == 3)
    }
}
