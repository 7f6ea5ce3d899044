@testable import CashDashModel
import Foundation
import Testing
import TestSupport

@Suite struct LedgerHalvesTests {
    /// A ledger whose middle falls inside a quoted note of three lines, with mistakes in both halves.
    static var ledger: String {
        var lines = ["date,amount,type,category,budget,note"]
        for day in 1...12 {
            lines.append("2026-09-\(day < 10 ? "0" : "")\(day),\(day).25,expense,Food,Home,Lunch \(day)")
        }
        lines.append("2026-09-13,oops,expense,Food,Home,not an amount")
        lines.append(
            "2026-09-14,99.99,deposit,Gift,Home,\"A long note, said to be \"\"long\"\",\nthat goes on\nfor three lines\""
        )
        lines.append("2026-09-31,5.00,expense,Fun,Term,no such day")
        for day in 15...26 {
            lines.append("2026-10-\(day),\(day).50,\(day % 3 == 0 ? "deposit" : "expense"),Fun,Term,Cinema \(day)")
        }
        lines.append("2026-10-27,1.00,lend,Fun,Term,an unknown type")
        return lines.joined(separator: "\n") + "\n"
    }

    static let card =
        "date,amount,category,note\n"
        + (1...20).map { "2026-11-\($0 < 10 ? "0" : "")\($0),\($0).00,Food,Card \($0)" }
        .joined(separator: "\r\n") + "\r\n"

    @Test func bothHalvesOfALedgerAreReadWithTheirProblemsWhereTheyAre() throws {
        let fixture = try LedgerFixture(["a-home.csv": Self.ledger, "b-card.csv": Self.card])
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let whole = LedgerSummary.read(
            files: fixture.files, settings: BudgetSettings(), currency: "USD", rates: nil, diagnostics: &diagnostics,
            rowProblems: &rows)
        #expect(
            rows.all.map { "\($0.path):\($0.line):\($0.column)" } == [
                "a-home.csv:14:12", "a-home.csv:18:1", "a-home.csv:31:17",
            ])
        #expect(
            diagnostics.all.map { "\($0.path):\($0.line)" } == ["b-card.csv:1"],
            "all of the card's amounts are positive")
        #expect(whole.rows == 45 && whole.skippedRows == 3)
        #expect(
            whole.byCategory["Food"] == LedgerSummary.Sum(added: 21_000, spent: 8_100),
            "the card's amounts count as added")
        var reader = LedgerReader(settings: BudgetSettings(), homeCurrency: "USD", rates: nil)
        for file in fixture.files {
            var diagnostics = Diagnostics(), rows = Diagnostics()
            let read = reader.readInHalves(
                file.url, path: file.path, splitAbove: 0, diagnostics: &diagnostics, rowProblems: &rows, part: { 0 },
                { count, _, _ in count += 1 })
            #expect(read.map { $0.first + $0.second } == (file.path == "a-home.csv" ? 25 : 20))
        }
    }

    @Test func theCutIsTheFirstRecordStartAfterTheMiddle() throws {
        let bytes = Array(Self.ledger.utf8)
        let middle = bytes.count / 2
        let noteStart = try #require(Self.ledger.utf8.firstRange(of: "\"A long".utf8)).lowerBound
        let noteEnd = try #require(Self.ledger.utf8.firstRange(of: "three lines\"\n".utf8)).upperBound
        let (start, end) = (
            Self.ledger.utf8.distance(from: Self.ledger.startIndex, to: noteStart),
            Self.ledger.utf8.distance(from: Self.ledger.startIndex, to: noteEnd)
        )
        #expect(start < middle && middle < end, "the middle is inside the quoted note")
        let cut = try #require(LedgerReader.halfway(bytes))
        #expect(
            cut.offset == end && cut.line == 18, "the cut is after the note's closing quote, on the row of 2026-09-31")
        #expect(
            LedgerReader.halfway(Array("date,amount\n\"open,1\n2,3\n".utf8)) == nil,
            "no line break outside quotes after the middle")
    }

    @Test func theCutsLineCountsLineEndsAsTheReaderDoes() throws {
        // CRLF ends rows here, and a lone CR or LF breaks some notes: each is one line end.
        let rows = (1...40).map {
            "2026-09-\($0 % 28 + 1),\($0),expense,Food,\"Note\($0 % 3 == 0 ? "\r" : $0 % 3 == 1 ? "\n" : "\r\n")\($0)\""
        }
        let text = "date,amount,type,category,note\r\n" + rows.joined(separator: "\r\n") + "\r\n"
        let bytes = Array(text.utf8)
        let cut = try #require(LedgerReader.halfway(bytes))
        let lineEnds = bytes[..<cut.offset].indices.filter {
            bytes[$0] == 0x0A || (bytes[$0] == 0x0D && bytes[$0 + 1] != 0x0A)
        }.count
        #expect(cut.line == 1 + lineEnds && bytes[cut.offset...].starts(with: Array("2026-09-".utf8)))
        let fixture = try LedgerFixture(["notes.csv": text.replacingOccurrences(of: "26,expense", with: "26,spend it")])
        var diagnostics = Diagnostics(), problems = Diagnostics()
        var reader = LedgerReader(settings: BudgetSettings(), homeCurrency: "USD", rates: nil)
        let read = reader.readInHalves(
            fixture.files[0].url, path: "notes.csv", splitAbove: 0, diagnostics: &diagnostics, rowProblems: &problems,
            part: { 0 }, { count, _, _ in count += 1 })
        #expect(read.map { $0.first + $0.second } == 39)
        #expect(problems.all.map(\.line) == [52], "row 26, two lines a row")
    }

    @Test func theBytesBeforeTheMiddleCountedInTwoPartsAddUpWhereverThePartsMeet() throws {
        // The parts meet at a quarter of the text: trimming the text a byte at a time moves that over every kind of
        // byte, a CR before an LF and a quote among them.
        let text = Array(
            ("date,note\r\n" + (1...12).map { "2026-09-\($0 + 10),\"say \"\"hi\"\"\r\nor\rnot\"\r\n" }.joined()).utf8)
        for length in text.count - 60...text.count {
            let bytes = Array(text[..<length])
            var quotes = 0, lineEnds = 0, cut = bytes.count
            for index in bytes.indices {
                switch bytes[index] {
                case 0x22: quotes += 1
                case 0x0A: lineEnds += 1
                case 0x0D where index + 1 == bytes.count || bytes[index + 1] != 0x0A: lineEnds += 1
                default: break
                }
                if index >= bytes.count / 2 && bytes[index] == 0x0A && quotes % 2 == 0 {
                    cut = index + 1
                    break
                }
            }
            let expected = cut < bytes.count ? (offset: cut, line: 1 + lineEnds) : nil
            let found = LedgerReader.halfway(bytes)
            #expect(found?.offset == expected?.offset && found?.line == expected?.line, "\(length) bytes")
        }
    }

    @Test func aLedgerWithAQuoteLeftOpenIsReadWholeAndSaysWhere() throws {
        let fixture = try LedgerFixture([
            "open.csv": "date,amount,type,category\n" + String(repeating: "2026-09-01,1,expense,Food\n", count: 10)
                + "2026-09-02,2,expense,\"Food\n" + String(repeating: "2026-09-03,1,expense,Food\n", count: 10)
        ])
        var diagnostics = Diagnostics(), rows = Diagnostics()
        var reader = LedgerReader(settings: BudgetSettings(), homeCurrency: "USD", rates: nil)
        let read = reader.readInHalves(
            fixture.files[0].url, path: "open.csv", splitAbove: 0, diagnostics: &diagnostics, rowProblems: &rows,
            part: { 0 }, { count, _, _ in count += 1 })
        #expect(read == nil, "read whole")
        var whole = Diagnostics(), wholeRows = Diagnostics()
        _ = LedgerSummary.read(
            files: fixture.files, settings: BudgetSettings(), currency: "USD", rates: nil, diagnostics: &whole,
            rowProblems: &wholeRows)
        let wholeProblems = whole.all + wholeRows.all
        #expect(wholeProblems.map { "\($0.line):\($0.column)" } == ["12:22"])
    }
}
