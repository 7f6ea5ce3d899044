@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct CSVReaderTests {
    /// Every record as text fields with its starting line, read in blocks of `blockSize` bytes.
    func records(_ text: String, blockSize: Int = 1 << 20) throws -> [(line: Int, fields: [String])] {
        var reader = CSVReader(data: Data(text.utf8), blockSize: blockSize)
        var records: [(Int, [String])] = []
        try reader.forEachRecord { record in
            records.append((record.line, (0..<record.count).map(record.string)))
        }
        return records
    }

    /// The same text as a file, read from disk in tiny blocks so records and quotes straddle block ends.
    func recordsFromFile(_ text: String, blockSize: Int) throws -> [(line: Int, fields: [String])] {
        let site = try TemporarySite()
        try site.write(text, to: "ledger.csv")
        var reader = try CSVReader(path: site.root.appendingPathComponent("ledger.csv").path, blockSize: blockSize)
        var records: [(Int, [String])] = []
        try reader.forEachRecord { record in
            records.append((record.line, (0..<record.count).map(record.string)))
        }
        return records
    }

    static let tricky =
        "\u{FEFF}date,amount,note\r\n2026-09-01,\"1,200.50\",\"Rent, September\"\r\n"
        + "2026-09-02,4.50,\"She said \"\"hi\"\"\"\r\n2026-09-03,3,\"Two\r\nlines\"\r\n2026-09-04,,\r\n"

    @Test func readsQuotesEscapedQuotesEmbeddedCommasAndNewlinesABOMAndCRLF() throws {
        let records = try records(Self.tricky)
        #expect(
            records.map(\.fields) == [
                ["date", "amount", "note"],
                ["2026-09-01", "1,200.50", "Rent, September"],
                ["2026-09-02", "4.50", "She said \"hi\""],
                ["2026-09-03", "3", "Two\r\nlines"],
                ["2026-09-04", "", ""],
            ])
        #expect(records.map(\.line) == [1, 2, 3, 4, 6], "the quoted line break moves the next record to line 6")
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13])
    func givesTheSameRecordsWhateverTheBlockSize(_ blockSize: Int) throws {
        let whole = try records(Self.tricky)
        let pieces = try recordsFromFile(Self.tricky, blockSize: blockSize)
        #expect(pieces.map(\.fields) == whole.map(\.fields))
        #expect(pieces.map(\.line) == whole.map(\.line))
    }

    @Test func findsSemicolonAndTabDelimitersFromTheHeader() throws {
        #expect(
            try records("Datum;Betrag;Notiz\n2026-09-01;\"1.234,56\";Miete; Wohnung\n").map(\.fields)[1]
                == ["2026-09-01", "1.234,56", "Miete", " Wohnung"])
        #expect(
            try records("date\tamount\tnote\n2026-09-01\t4,50\tcafé, tea\n").map(\.fields)[1] == [
                "2026-09-01", "4,50", "café, tea",
            ])
        #expect(try records("date,amount\n2026-09-01,4\n").map(\.fields)[1] == ["2026-09-01", "4"])
    }

    @Test func skipsBlankLinesAndReadsALastLineWithoutALineEnd() throws {
        #expect(try records("a,b\n\n1,2\r\n\r\n3,4").map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"]])
        #expect(try records("a,b\r1,2\r").map(\.fields) == [["a", "b"], ["1", "2"]], "old Mac line ends")
    }

    /// Rabobank's export as Excel on Windows leaves it, each CRLF turned into CR CR LF: one line end, not a line and a
    /// blank one, so that a row's line in a message is the line an editor shows.
    @Test(arguments: [1, 2, 3, 1 << 20])
    func aCRCRLFIsOneLineEnd(_ blockSize: Int) throws {
        let text = "a,b\r\r\n1,\"x\r\r\ny\"\r\r\n2,3\r\r\n\r\r\n4,5\r\r\n"
        let records = try recordsFromFile(text, blockSize: blockSize)
        #expect(records.map(\.fields) == [["a", "b"], ["1", "x\r\r\ny"], ["2", "3"], ["4", "5"]])
        #expect(records.map(\.line) == [1, 2, 4, 6], "the quoted line end is one line too")
        var reader = CSVReader(data: Data("a,b\r\r\n1,\"x\r\r\ny\",z\r\r\n".utf8))
        var positions: [String] = []
        try reader.forEachRecord { record in
            positions += (0..<record.count).map { "\(record.position(of: $0).line):\(record.position(of: $0).column)" }
        }
        #expect(positions == ["1:1", "1:3", "2:1", "2:3", "3:4"])
        #expect(LineTally(text.utf8).lines == 6)
    }

    @Test func namesTheLineAndColumnOfAFieldAndOfAQuoteNeverClosed() throws {
        var reader = CSVReader(data: Data("a,b,c\nx,\"two\nlines\",é,z\n".utf8))
        var positions: [String] = []
        try reader.forEachRecord { record in
            positions += (0..<record.count).map { "\(record.position(of: $0).line):\(record.position(of: $0).column)" }
        }
        #expect(
            positions == ["1:1", "1:3", "1:5", "2:1", "2:3", "3:8", "3:10"], "columns count characters, quotes included"
        )
        var open = CSVReader(data: Data("a,b\n1,2\n3,\"never closed\n4,5\n".utf8))
        #expect(
            throws: CSVReader.Problem(
                line: 3, column: 3,
                message:
                    "this quote is never closed, so the rest of the file reads as one field; close it with another \"")
        ) {
            try open.forEachRecord { _ in }
        }
    }
}
