@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A preview build that reuses the last one's work (as `serve` does) must make exactly what a fresh full build makes,
/// after any edit: a random sequence of edits, additions and deletions, compared byte for byte after each. Edits come
/// faster than a file's time stamp can tell them apart, so a file saved again at once with the same size is read
/// again all the same.
@Suite struct IncrementalBuildTests {
    /// A small, repeatable random number generator (SplitMix64), so a failure can be replayed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let path as String in walker where !path.hasPrefix(".cashdash") {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aRebuildAfterEveryEditEqualsAFullBuild(seed: UInt64) throws {
        var random = Random(state: seed)
        var chapters = (1...8).map { "0\($0)-topic-\($0).md" }
        var files: [String: String] = [
            "Content/site.yml": "title: Incremental club\n",
            "Content/glossary/glossary.txt": "Budget: a plan for money.\n\nSaving: money kept for later.\n",
            "Content/curriculum/01-topic-1.md":
                "---\ntitle: Topic 1\n---\nThe start. A budget helps.\n\n{{#include ../../listings/part.txt}}\n",
            "listings/part.txt": "An included line.\n",
        ]
        for (number, file) in chapters.enumerated().dropFirst() {
            files["Content/curriculum/" + file] =
                "---\ntitle: Topic \(number + 1)\n---\nSee [the start](01-topic-1.md). Saving is good.\n"
        }
        let site = try TemporarySite(files)
        let fresh = try TemporarySite()
        var incremental = SiteBuilder(sitePath: site.path)
        incremental.cache = BuildCache()
        _ = incremental.preview()
        var serial = 100
        for step in 0..<25 {
            serial += 1
            let operation = Int.random(in: 0..<11, using: &random)
            let target = chapters[Int.random(in: 1..<chapters.count, using: &random)]
            switch operation {
            case 0, 1:  // a body edit, the most common
                try site.write(
                    "---\ntitle: \(target)\n---\nEdited \(serial). A budget and [the start](01-topic-1.md).\n",
                    to: "Content/curriculum/" + target)
            case 2:  // a new title, which moves a page
                try site.write(
                    "---\ntitle: Renamed \(serial)\n---\nSaving \(serial).\n", to: "Content/curriculum/" + target)
            case 3:
                let file = "\(serial)-added.md"
                chapters.append(file)
                try site.write(
                    "---\ntitle: Added \(serial)\n---\nNew text with a budget.\n", to: "Content/curriculum/" + file)
            case 4 where chapters.count > 3:
                chapters.removeAll { $0 == target }
                try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/curriculum/" + target))
            case 5:
                try site.write(
                    "Budget: a plan for money.\n\nSaving: money kept for later.\n\nEdited: changed \(serial).\n",
                    to: "Content/glossary/glossary.txt")
            case 6:
                try site.write("title: Club \(serial)\n", to: "Content/site.yml")
            case 7:  // a broken link: both builds must fail alike
                try site.write(
                    "---\ntitle: Broken \(serial)\n---\nSee [nothing](missing-\(serial).md).\n",
                    to: "Content/curriculum/" + target)
            case 8:  // the site's own chapter template, written or taken away
                let override = "Templates/curriculum/chapter.mustache"
                if site.exists(override) {
                    try FileManager.default.removeItem(at: site.root.appendingPathComponent(override))
                } else {
                    let bundled = String(
                        decoding: EmbeddedFiles.files(in: "Templates").first {
                            $0.path == "curriculum/chapter.mustache"
                        }!.data, as: UTF8.self)
                    try site.write(
                        bundled.replacingOccurrences(of: "</article>", with: "<p>Own template \(serial)</p></article>"),
                        to: override)
                }
            case 9:  // a file a chapter includes
                try site.write("An included line, changed \(serial).\n", to: "listings/part.txt")
            default:  // a draft
                try site.write(
                    "---\ntitle: Draft \(serial)\ndraft: true\n---\nNot yet.\n", to: "Content/curriculum/" + target)
            }
            let (reused, files) = incremental.preview()
            let full = SiteBuilder(
                sitePath: site.path, outputPath: fresh.root.appendingPathComponent("Output-\(step)").path
            ).build()
            #expect(
                reused.diagnostics.sorted.map(\.description) == full.diagnostics.sorted.map(\.description),
                "step \(step)")
            guard full.succeeded, let files else {
                #expect(!full.succeeded && files == nil, "step \(step): both builds fail alike")
                continue
            }
            let expected = tree(fresh.root.appendingPathComponent("Output-\(step)"))
            #expect(files.paths == expected.keys.sorted(), "step \(step): operation \(operation)")
            for (path, data) in expected where files[path] != data {
                Issue.record("step \(step), operation \(operation): \(path) differs from a full build")
            }
        }
        #expect(!site.exists("Output"), "a preview writes nothing to disk")
    }
}
