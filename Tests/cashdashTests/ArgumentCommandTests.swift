import Foundation
import Testing

/// Days, months and amounts are read by the argument parser, which names the format it expects.
@Suite struct ArgumentCommandTests {
    @Test(arguments: [
        (
            ["class", "statements", "--month", "November"],
            "Error: The value 'November' is invalid for '--month <YYYY-MM>'"
        ),
        (
            ["report", "x.csv", "--from", "2026-02-30"],
            "Error: The value '2026-02-30' is invalid for '--from <YYYY-MM-DD>'"
        ),
        (["report", "x.csv", "--to", "2026-1-5"], "Error: The value '2026-1-5' is invalid for '--to <YYYY-MM-DD>'"),
        (["rates", "convert", "ten", "USD", "EUR"], "Error: The value 'ten' is invalid for '<amount>'"),
        (
            ["rates", "convert", "10", "USD", "EUR", "--date", "today"],
            "Error: The value 'today' is invalid for '--date <YYYY-MM-DD>'"
        ),
    ])
    func aMalformedValueIsRefusedBeforeAnythingIsRead(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(arguments, in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    @Test func aNegativeAmountIsAnAmountNotAnOption() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(
            ["rates", "convert", "-5", "USD", "EUR", "--rates", "rates"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("there are no rate snapshots yet"), "\(result.standardError)")
    }
}
