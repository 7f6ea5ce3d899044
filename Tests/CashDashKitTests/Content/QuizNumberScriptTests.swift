import Foundation
import Testing

/// Where node is installed, if it is (`.ci/run` installs it).
private let node: String? = ["/usr/bin/node", "/usr/local/bin/node"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// A quiz's number answer as a reader types it, read by `cashdash.js` (`typedQuizNumber`) in the page's decimal mark.
@Suite struct QuizNumberScriptTests {
    /// What a reader types, the page's decimal mark, and the number the Check button compares.
    static let cases: [(typed: String, decimal: String, number: Double)] = [
        ("62.43", ".", 62.43),
        ("$1,000.50", ".", 1000.5),
        ("−5", ".", -5),
        ("62,43", ",", 62.43),
        ("62.43", ",", 62.43),  // a point on a French keyboard's number pad is still a decimal mark
        ("1.500", ",", 1500),  // a point before groups of three digits is a thousands separator
        ("1.234,5 €", ",", 1234.5),
        ("٦٢٫٤٣", "٫", 62.43),  // Arabic-Indic digits and decimal mark, as an Arabic keyboard types them
        ("١٬٠٠٠", "٫", 1000),
        ("१२३", ".", 123),  // Devanagari digits
    ]

    @Test(.enabled(if: node != nil, "node is not installed"))
    func theCheckButtonReadsEachTypedNumber() throws {
        let script = try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js"), encoding: .utf8
        )
        let function = try #require(script.firstMatch(of: /\n  function typedQuizNumber\(text, separator\) \{[\s\S]*?\n  \}\n/))
            .output
        let program = """
            \(function)
            const cases = JSON.parse(process.argv[1]);
            console.log(JSON.stringify(cases.map(([typed, decimal]) => typedQuizNumber(typed, decimal))));
            """
        let input = String(
            decoding: try JSONEncoder().encode(Self.cases.map { [$0.typed, $0.decimal] }), as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node!)
        process.arguments = ["-e", String(program), input]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = try JSONDecoder().decode([Double].self, from: data)
        #expect(numbers.count == Self.cases.count)
        for (item, number) in zip(Self.cases, numbers) {
            #expect(abs(number - item.number) < 1e-9, "\(item.typed) with `\(item.decimal)` read as \(number)")
        }
    }
}
