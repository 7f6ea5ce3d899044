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
}
