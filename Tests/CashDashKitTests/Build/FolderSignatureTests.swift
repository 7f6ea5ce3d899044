@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// A folder's signature stands for every path in it with its stamp, in whatever order they were found: the same
/// files give the same digest, and a file added, renamed or changed gives another.
@Suite struct FolderSignatureTests {
    private func digest(_ site: TemporarySite) -> String {
        var digest = StableDigest()
        FolderSignature(of: [URL(fileURLWithPath: site.path + "/Content")]).add(to: &digest)
        return digest.hex
    }

    @Test func theSameFilesGiveTheSameDigestAndAnyChangeAnother() throws {
        let site = try TemporarySite(["Content/a.md": "1", "Content/b.md": "22", "Content/part/c.md": "333"])
        let first = digest(site)
        #expect(digest(site) == first, "read again")
        try site.write("22", to: "Content/a.md")
        try site.write("1", to: "Content/b.md")
        let swapped = digest(site)
        #expect(swapped != first, "two files' sizes swapped")
        try FileManager.default.moveItem(atPath: site.path + "/Content/a.md", toPath: site.path + "/Content/d.md")
        let renamed = digest(site)
        #expect(renamed != swapped, "a file renamed")
        try site.write("4444", to: "Content/part/e.md")
        #expect(digest(site) != renamed, "a file added")
    }
}
