@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// The identities a build's page record keeps: each regular file's, looked at without following links, however many
/// pages there are (thousands are looked at in runs on several cores).
@Suite struct FileIdentityTests {
    @Test(arguments: [3, 2_500])
    func everyRegularFileHasItsIdentityAndALinkOrAMissingFileNone(pages: Int) throws {
        let site = try TemporarySite()
        let root = site.root.appendingPathComponent("Output")
        var paths: [String] = []
        for number in 0..<pages {
            let path = "rates/day-\(number)/index.html"
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("rates/day-\(number)"), withIntermediateDirectories: true)
            try Data("page \(number)".utf8).write(to: root.appendingPathComponent(path))
            paths.append(path)
        }
        // A folder replaced by a link to another page's, and a page that is not there.
        try FileManager.default.removeItem(at: root.appendingPathComponent("rates/day-1"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("rates/day-1"),
            withDestinationURL: root.appendingPathComponent("rates/day-0"))
        paths.append("rates/missing/index.html")
        let found = FolderWalk.identities(of: paths.shuffled(), under: root.path)
        #expect(found.count == pages - 1, "all but the page behind a link and the missing one")
        #expect(found["rates/day-1/index.html"] == nil && found["rates/missing/index.html"] == nil)
        for path in paths where found[path] != nil {
            var status = stat()
            #expect(lstat(root.appendingPathComponent(path).path, &status) == 0)
            #expect(found[path] == FileIdentity(status), "\(path)")
        }
    }

    @Test(arguments: [
        "9007199254740993:0:1764892800.5:1764892801.0", "12:4096:-86400.999999999:7.120",
        "18446744073709551615:1:0.0:0.0",
    ])
    func anIdentityIsWrittenAsItsNumbersAndReadBack(text: String) throws {
        let identity = try #require(FileIdentity(text: text[...]))
        #expect(identity.text == text)
        let fromBytes = Array(text.utf8).withUnsafeBufferPointer { FileIdentity(bytes: $0[...]) }
        #expect(fromBytes == (text.contains("-") ? nil : identity), "a page record's identities are not negative")
    }

    @Test(arguments: [
        "", "1:2:3.4:5", "1:2:3.4:5.6:7", "1:2:3:4.5.6", "1:2:3.4:5.", ":2:3.4:5.6", "1:2:3.4:5.6 ",
        "18446744073709551616:1:0.0:0.0", "1:9223372036854775808:0.0:0.0",
    ])
    func aDamagedIdentityReadsAsNone(text: String) {
        #expect(Array(text.utf8).withUnsafeBufferPointer { FileIdentity(bytes: $0[...]) } == nil)
        #expect(FileIdentity(text: text[...]) == nil)
    }

    /// A folder of many day folders is listed once and each page looked at with one call: a page edited in place
    /// still shows a new identity (a folder's listing or times would not show it), and a day folder moved away and
    /// linked back, its page the very same file, has none, as the careful walk finds.
    @Test func aListedFolderStillShowsAnEditInsideAPageAndALinkedFolder() throws {
        let site = try TemporarySite()
        let root = site.root.appendingPathComponent("Output")
        let paths = (0..<FolderWalk.listedAtLeast + 6).map { "rates/day-\($0)/index.html" }
        for (number, path) in paths.enumerated() {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("rates/day-\(number)"), withIntermediateDirectories: true)
            try Data("page \(number)".utf8).write(to: root.appendingPathComponent(path))
        }
        let before = FolderWalk.identities(of: paths, under: root.path)
        #expect(before.count == paths.count)
        let edited = try FileHandle(forWritingTo: root.appendingPathComponent(paths[3]))
        try edited.seekToEnd()
        try edited.write(contentsOf: Data("!".utf8))
        try edited.close()
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("rates/day-5"), to: site.root.appendingPathComponent("elsewhere"))
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("rates/day-5"),
            withDestinationURL: site.root.appendingPathComponent("elsewhere"))
        let after = FolderWalk.identities(of: paths, under: root.path)
        #expect(after[paths[3]] != nil && after[paths[3]] != before[paths[3]], "the edit inside shows")
        #expect(after[paths[5]] == nil, "a page behind a link has no identity, though it is the same file")
        #expect(after.count == paths.count - 1)
    }

    @Test func aFileIsReadOnlyWhileItIsTheFileOfItsIdentity() throws {
        let site = try TemporarySite()
        let file = site.root.appendingPathComponent("shard.js")
        try Data("CASHDASH_SEARCH.words[\"ra\"]={\"rate\":[1]};\n".utf8).write(to: file)
        let identity = try #require(FolderWalk.identities(of: ["shard.js"], under: site.root.path)["shard.js"])
        #expect(identity.text(at: file.path) == "CASHDASH_SEARCH.words[\"ra\"]={\"rate\":[1]};\n")
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0xFF]))
        try handle.close()
        #expect(identity.text(at: file.path) == nil, "written since")
        let now = try #require(FolderWalk.identities(of: ["shard.js"], under: site.root.path)["shard.js"])
        #expect(now.text(at: file.path)?.hasSuffix(";\n\u{FFFD}") == true, "an invalid byte reads as U+FFFD")
        let link = site.root.appendingPathComponent("link.js")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(now.text(at: link.path) == nil, "a link is not followed")
        try Data().write(to: file)
        let empty = try #require(FolderWalk.identities(of: ["shard.js"], under: site.root.path)["shard.js"])
        #expect(empty.text(at: file.path) == "")
    }
}
