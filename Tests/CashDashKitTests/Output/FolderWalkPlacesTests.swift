@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// Before publishing, a build looks at every place it puts a file: what stands in the way, and whether anything is
/// there. Looked at together, folder by folder, the places are what each path looked at on its own gives.
@Suite struct FolderWalkPlacesTests {
    @Test(arguments: [40, 2_500])
    func placesAreWhatEachPathOnItsOwnGives(pages: Int) throws {
        // A chapter's folder for each page, and the page itself but for every third.
        var paths = (0..<pages).map { "curriculum/chapter-\($0)/index.html" }
        let written = paths.enumerated().filter { $0.offset % 3 != 0 }.map { ("Output/" + $0.element, "page") }
        let site = try TemporarySite(Dictionary(uniqueKeysWithValues: written))
        let root = site.root.appendingPathComponent("Output")
        let files = FileManager.default
        for page in paths.enumerated().filter({ $0.offset % 3 == 0 }).map(\.element) {
            try files.createDirectory(
                at: root.appendingPathComponent(page).deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        let outside = site.root.appendingPathComponent("Elsewhere")
        try files.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("not Cash Dash's".utf8).write(to: outside.appendingPathComponent("index.html"))
        // A chapter's folder that is a link out, one that is a file, a page that is a folder, a page that is a link,
        // a folder that is not there, a link where a top folder goes, and a page at the top.
        try files.removeItem(at: root.appendingPathComponent("curriculum/chapter-1"))
        try files.createSymbolicLink(
            at: root.appendingPathComponent("curriculum/chapter-1"), withDestinationURL: outside)
        try files.removeItem(at: root.appendingPathComponent("curriculum/chapter-2"))
        try Data("a file".utf8).write(to: root.appendingPathComponent("curriculum/chapter-2"))
        try files.createDirectory(
            at: root.appendingPathComponent("curriculum/chapter-3/index.html"), withIntermediateDirectories: true)
        try files.createSymbolicLink(
            at: root.appendingPathComponent("curriculum/chapter-6/index.html"),
            withDestinationURL: outside.appendingPathComponent("index.html"))
        try files.createSymbolicLink(at: root.appendingPathComponent("glossary"), withDestinationURL: outside)
        try Data("home".utf8).write(to: root.appendingPathComponent("index.html"))
        paths += [
            "curriculum/missing/index.html", "glossary/index.html", "index.html", "404.html", "search/a/b/c.js",
        ]
        let shuffled = paths.shuffled()
        let places = FolderWalk.places(of: shuffled, under: root.path)
        for (path, place) in zip(shuffled, places) {
            let obstacle = FolderWalk.obstacle(on: path, under: root.path)
            #expect(place.obstacle == obstacle, "\(path)")
            #expect(place.isTaken == (obstacle != nil || FolderWalk.exists(path, under: root.path)), "\(path)")
        }
        let found = Dictionary(uniqueKeysWithValues: zip(shuffled, places))
        #expect(found["curriculum/chapter-1/index.html"]?.obstacle == "curriculum/chapter-1")
        #expect(found["curriculum/chapter-2/index.html"]?.obstacle == "curriculum/chapter-2")
        #expect(found["curriculum/chapter-3/index.html"]?.obstacle == "curriculum/chapter-3/index.html")
        #expect(found["curriculum/chapter-6/index.html"] == FolderWalk.Place(obstacle: nil, isTaken: true))
        #expect(found["curriculum/chapter-9/index.html"] == FolderWalk.Place(obstacle: nil, isTaken: false))
        #expect(found["curriculum/chapter-4/index.html"] == FolderWalk.Place(obstacle: nil, isTaken: true))
        #expect(found["glossary/index.html"]?.obstacle == "glossary")
        #expect(found["curriculum/missing/index.html"] == FolderWalk.Place(obstacle: nil, isTaken: false))
    }
}
