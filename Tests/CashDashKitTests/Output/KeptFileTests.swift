@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A page written in batches takes the parts the last build wrote from its file (``KeptFile``), copied unread: the
/// page is then what writing every part out would make, and a page that is the same is left as it is.
@Suite struct KeptFileTests {
    private let page = "print/index.html"
    private let parts = [
        "<p>start</p>\n", String(repeating: "é chapter one ", count: 9_000), "<p>two</p>\n",
        String(repeating: "chapter three ", count: 9_000), "\n<p>end</p>\n",
    ]

    /// An output folder holding the page of `parts`, and that page opened as the last build's.
    private func folderWithPage() throws -> (TemporarySite, URL, KeptFile) {
        let folder = try TemporarySite()
        let url = folder.root.appendingPathComponent("Output")
        let output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(to: page) { emit in
            emit(parts.map { .html($0) })
            return true
        }
        try output.commit()
        let file = try #require(KeptFile(page, under: url.path, identity: identity(url.appendingPathComponent(page))))
        return (folder, url, file)
    }

    private func identity(_ url: URL) throws -> FileIdentity {
        var status = stat()
        try #require(lstat(url.path, &status) == 0)
        return FileIdentity(status)
    }

    /// `parts` with the part at each of `kept` taken from `file`, where it lies in the page of `parts`.
    private func taking(_ kept: Set<Int>, from file: KeptFile, in parts: [String]) -> [PagePart] {
        var offset = 0
        return self.parts.indices.map { index in
            defer { offset += self.parts[index].utf8.count }
            guard kept.contains(index) else { return .html(parts[index]) }
            return PagePart(bytes: .kept(file, offset: offset, count: self.parts[index].utf8.count))
        }
    }

    private func write(_ parts: [PagePart], into url: URL) throws -> OutputChanges {
        let output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(to: page) { emit in
            emit(parts)
            return true
        }
        return try output.commit()
    }

    @Test func partsTakenWhereTheyLieLeaveTheSamePageAsItIs() throws {
        let (folder, url, file) = try folderWithPage()
        let inode = try identity(url.appendingPathComponent(page)).inode
        #expect(try write(taking([1, 3], from: file, in: parts), into: url).isEmpty)
        #expect(try identity(url.appendingPathComponent(page)).inode == inode)
        #expect(try folder.read("Output/" + page) == parts.joined())
    }

    @Test func partsTakenAfterAnEditAreCopiedIntoTheNewPage() throws {
        let (folder, url, file) = try folderWithPage()
        var edited = parts
        edited[2] = "<p>two, longer than it was</p>\n"
        #expect(try write(taking([1, 3], from: file, in: edited), into: url).changed == [page])
        #expect(try folder.read("Output/" + page) == edited.joined())
    }

    @Test func keptPartsThatFollowEachOtherAreCopiedAsOneRunAndOthersInTheirOwnOrder() throws {
        let (folder, url, file) = try folderWithPage()
        var edited = parts
        edited[0] = "<p>a new start</p>\n"
        let run = taking([1, 2, 3, 4], from: file, in: edited)
        #expect(try write(run, into: url).changed == [page])
        #expect(try folder.read("Output/" + page) == edited.joined())
        // The chapters' order changed: the parts lie apart in the last page and are copied one by one.
        let swapped = [run[0], run[3], run[2], run[1], run[4]]
        #expect(try write(swapped, into: url).changed == [page])
        #expect(try folder.read("Output/" + page) == [edited[0], parts[3], parts[2], parts[1], parts[4]].joined())
    }

    @Test func aFileThatIsNotTheOneRecordedIsNotOpenedAndOneWrittenSinceIsNoLongerIntact() throws {
        let (folder, url, file) = try folderWithPage()
        defer { withExtendedLifetime(folder) {} }
        let path = url.appendingPathComponent(page)
        var other = try identity(path)
        other.size += 1
        #expect(KeptFile(page, under: url.path, identity: other) == nil)
        #expect(file.text(at: 0, count: parts[0].utf8.count) == parts[0])
        #expect(file.isIntact)
        let handle = try FileHandle(forWritingTo: path)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("more".utf8))
        try handle.close()
        #expect(!file.isIntact)
    }
}
