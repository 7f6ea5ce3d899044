@testable import CashDashModel
import Foundation
import Testing

/// RTF as other programs write it: `Samples/pandoc.rtf` (pandoc 2.17 `-s sample.md -o pandoc.rtf`) and
/// `Samples/libreoffice.rtf` (LibreOffice 7.4 `soffice --headless --convert-to rtf sample.txt`), both made here from
/// `Samples/sample.txt`. When pandoc is installed, a fresh conversion is read too.
@Suite struct RTFWritersTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Samples")
    static let pandoc = ["/usr/bin/pandoc", "/usr/local/bin/pandoc"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private func entries(_ file: URL) throws -> [String] {
        var diagnostics = Diagnostics()
        let text = try #require(Glossary.readText(file, path: file.lastPathComponent, diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        return Glossary.paragraphs(text).map(\.text)
    }

    private var expected: [String] {
        get throws { try entries(Self.samples.appendingPathComponent("sample.txt")) }
    }

    @Test(arguments: ["pandoc.rtf", "libreoffice.rtf"])
    func readsBackTheTextItWasMadeFrom(_ name: String) throws {
        let expected = try self.expected
        #expect(expected.count == 3)
        #expect(expected[1] == "Café: A place where a “latte” costs €3.50, or ¥500 in Tokyo.")
        #expect(try entries(Self.samples.appendingPathComponent(name)) == expected)
    }

    @Test(.enabled(if: pandoc != nil, "needs pandoc"))
    func readsAFreshPandocConversion() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-\(UUID().uuidString).rtf")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.pandoc!)
        process.arguments = [
            "-s", "-f", "markdown", Self.samples.appendingPathComponent("sample.txt").path, "-o", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try entries(output) == expected)
    }
}
