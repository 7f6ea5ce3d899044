import Foundation
import TestSupport
import Testing

/// A rates page read days after it was built says its rates are old, by the reader's clock: the build's own note is
/// true only on the day it was built, and a schedule that stopped left a page that looked current.
@Suite(.enabled(if: Node.path != nil, "node is not installed"))
struct StaleRatesScriptTests {
    /// What `showIfStale` of cashdash.js leaves in the note of rates of 2026-12-02 read `daysLater`, or nil when it
    /// stays hidden.
    func note(daysLater: Int) throws -> String? {
        let source = try String(contentsOf: ConverterLineScriptTests.script, encoding: .utf8)
        let functions = try ["word(key, values)", "counted(key, count, values)", "showIfStale(note, now)"].map {
            signature in
            let start = try #require(source.range(of: "\n  function \(signature) {\n"))
            let end = try #require(source.range(of: "\n  }\n", range: start.upperBound..<source.endIndex))
            return String(source[start.lowerBound..<end.upperBound])
        }
        let program = """
            const pageWords = { "rates_stale.one": "The rates of {date} are {count} day old.",
              "rates_stale.other": "The rates of {date} are {count} days old." };
            const plurals = null;
            const document = { documentElement: { lang: "en" } };
            \(functions.joined(separator: "\n"))
            const attributes = { "data-rates-day": "2026-12-02", "data-rates-words": "December 2, 2026",
              "data-stale-after": "4" };
            const note = { hidden: true, textContent: "", getAttribute: (name) => attributes[name] };
            showIfStale(note, Date.parse("2026-12-02T15:00:00Z") + Number(process.argv[1]) * 86400000);
            console.log(JSON.stringify(note.hidden ? null : note.textContent));
            """
        let output = try Node.run(program, arguments: ["\(daysLater)"]).output
        return try JSONDecoder().decode(String?.self, from: output)
    }

    @Test func aPageReadWithinItsDaysSaysNothing() throws {
        #expect(try note(daysLater: 0) == nil)
        #expect(try note(daysLater: 4) == nil)
    }

    @Test func aPageReadLaterSaysHowOldItsRatesAre() throws {
        #expect(try note(daysLater: 5) == "The rates of December 2, 2026 are 5 days old.")
        #expect(try note(daysLater: 40) == "The rates of December 2, 2026 are 40 days old.")
    }
}
