@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A file is read whole, whatever its size says, and only when it is a regular file.
@Suite struct RegularFileTests {
    @Test func aFileIsReadWholeAtAnySize() throws {
        let sizes = [0, 1, 1_000, 65_536, 65_537, 300_000]
        let texts = sizes.map { size in String((0..<size).map { Character(UnicodeScalar(0x61 + $0 % 26)!) }) }
        let folder = try TemporarySite(Dictionary(uniqueKeysWithValues: zip(sizes.map { "file-\($0)" }, texts)))
        for (size, text) in zip(sizes, texts) {
            let data = try #require(readRegularFile(atPath: folder.root.appendingPathComponent("file-\(size)").path))
            #expect(data.count == size)
            #expect(data == Data(text.utf8))
        }
    }

    /// Under /proc a file says it holds nothing, and holds a line: it is read to its end all the same.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aFileOfNoKnownSizeIsReadToItsEnd() throws {
        let data = try #require(readRegularFile(atPath: "/proc/self/status"))
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func aFolderAPipeAndAMissingFileAreNotRead() throws {
        let folder = try TemporarySite(["kept.md": "# Kept\n"])
        let pipe = folder.root.appendingPathComponent("pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(readRegularFile(atPath: pipe) == nil, "refused, not waited on")
        #expect(readRegularFile(atPath: folder.root.path) == nil)
        #expect(readRegularFile(atPath: folder.root.appendingPathComponent("missing.md").path) == nil)
    }
}
