@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// Every file Cash Dash replaces is replaced whole: a hard link keeps the old text, the permissions asked for are
/// kept, and a write that cannot happen leaves nothing behind.
@Suite struct WholeFileTests {
    @Test func aHardLinkToTheOldFileKeepsTheOldText() throws {
        let folder = try TemporarySite()
        let file = folder.root.appendingPathComponent("ledger.csv"),
            copy = folder.root.appendingPathComponent("copy.csv")
        try Data("date,amount\n".utf8).write(to: file)
        try FileManager.default.linkItem(at: file, to: copy)
        try WholeFile.replace(file, with: Data("date,amount\n2026-11-24,4.50\n".utf8), mode: 0o600)
        #expect(try String(contentsOf: file, encoding: .utf8) == "date,amount\n2026-11-24,4.50\n")
        #expect(try String(contentsOf: copy, encoding: .utf8) == "date,amount\n")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.root.path).sorted() == [
                "copy.csv", "ledger.csv",
            ])
    }

    @Test func aFileThatCannotBeWrittenLeavesNothingBehind() throws {
        let folder = try TemporarySite()
        let target = folder.root.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: POSIXError.self) { try WholeFile.replace(target, with: Data("text".utf8)) }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.root.path) == ["a-folder"],
            "no temporary file is left")
    }
}
