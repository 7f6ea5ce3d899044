@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A big ledger is read from the file's own memory, mapped, not copied into an array first.
@Suite struct MappedFileTests {
    @Test func aFileLargerThanTheSizeGivenIsMappedWhole() throws {
        let folder = try TemporarySite(["ledger.csv": "date,amount\n2026-11-24,4.50\n"])
        let path = folder.root.appendingPathComponent("ledger.csv").path
        let file = try #require(MappedFile(path: path, ifLargerThan: 10))
        #expect(String(decoding: file.bytes, as: UTF8.self) == "date,amount\n2026-11-24,4.50\n")
        #expect(MappedFile(path: path, ifLargerThan: 28) == nil, "28 bytes are not more than 28")
    }

    @Test func anEmptyFileAFolderAndAMissingFileAreNotMapped() throws {
        let folder = try TemporarySite(["empty.csv": ""])
        #expect(MappedFile(path: folder.root.appendingPathComponent("empty.csv").path, ifLargerThan: 0) == nil)
        #expect(MappedFile(path: folder.root.path, ifLargerThan: 0) == nil)
        #expect(MappedFile(path: folder.root.appendingPathComponent("missing.csv").path, ifLargerThan: 0) == nil)
    }

    /// A record is mapped when it is big and read when it is small, and gives the same bytes either way.
    @Test func aRecordGivesItsBytesMappedOrRead() throws {
        let big = String(repeating: "0123456789abcdef", count: 8_192)
        let folder = try TemporarySite(["big": big, "small": "format 1\n"])
        for name in ["big", "small"] {
            let path = folder.root.appendingPathComponent(name).path
            #expect(mappedRegularFile(atPath: path) == readRegularFile(atPath: path))
        }
        #expect(mappedRegularFile(atPath: folder.root.appendingPathComponent("big").path)?.count == big.utf8.count)
        #expect(mappedRegularFile(atPath: folder.root.path) == nil)
        #expect(mappedRegularFile(atPath: folder.root.appendingPathComponent("missing").path) == nil)
    }
}
