import Charts
import Foundation
import Testing

/// One golden SVG per kind of chart, in `Golden/`. Run with `CASHDASH_UPDATE_GOLDEN=1` to write them anew after an
/// intended change, then look at them (`rsvg-convert Golden/pie.svg > pie.png`).
@Suite struct GoldenFileTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let rsvgConvert = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(arguments: Examples.drawings.map(\.name))
    func matchesTheGoldenFile(_ name: String) throws {
        let svg = try #require(Examples.drawings.first { $0.name == name }?.svg) + "\n"
        let file = Self.folder.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["CASHDASH_UPDATE_GOLDEN"] != nil {
            try Data(svg.utf8).write(to: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == svg)
    }

    @Test(
        .enabled(if: rsvgConvert != nil, "needs rsvg-convert (Debian package librsvg2-bin)"),
        arguments: Examples.drawings.map(\.name))
    func rendersToPNGWithRsvg(_ name: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cashdash-\(name)-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.rsvgConvert!)
        process.arguments = [
            "--background-color=white", "-o", output.path, Self.folder.appendingPathComponent("\(name).svg").path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        let png = try Data(contentsOf: output)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 2_000, "the picture is not blank")
    }
}
