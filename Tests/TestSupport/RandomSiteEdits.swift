import Foundation

/// A small site and the random edits the incremental-build tests make to it, one at a time, as a writer would:
/// chapters edited, retitled, added, removed, broken, made drafts and linked to parts of others that come and go,
/// the glossary and the settings changed, the site's own chapter template written or taken away, and a file a
/// chapter includes changed. After each, a rebuild that reuses the last build's work must equal a fresh full build.
public struct RandomSiteEdits {
    /// One edit: which kind it was and the files it wrote or removed, relative to the site folder.
    public struct Edit {
        public var operation: Int
        public var files: [String]
    }

    public let site: TemporarySite
    private var random: SplitMix64
    private var chapters = (1...8).map { "0\($0)-topic-\($0).md" }
    private var serial = 100
    /// The bundled chapter template, which an edit copies into the site's `Templates/` with a line of its own.
    private let chapterTemplate: String

    /// The site, written, and the edits `seed` makes to it.
    public init(seed: UInt64) throws {
        random = SplitMix64(seed: seed)
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
        site = try TemporarySite(files)
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        chapterTemplate = try String(
            contentsOf: packageRoot.appendingPathComponent("Templates/curriculum/chapter.mustache"), encoding: .utf8)
    }

    /// Makes one random edit.
    public mutating func next() throws -> Edit {
        serial += 1
        let operation = Int.random(in: 0..<12, using: &random)
        let target = chapters[Int.random(in: 1..<chapters.count, using: &random)]
        let file = "Content/curriculum/" + target
        switch operation {
        case 0, 1:  // a body edit, the most common
            try site.write(
                "---\ntitle: \(target)\n---\nEdited \(serial). A budget and [the start](01-topic-1.md).\n", to: file)
            return Edit(operation: operation, files: [file])
        case 2:  // a new title, which moves a page
            try site.write("---\ntitle: Renamed \(serial)\n---\nSaving \(serial).\n", to: file)
            return Edit(operation: operation, files: [file])
        case 3:
            let added = "\(serial)-added.md"
            chapters.append(added)
            try site.write(
                "---\ntitle: Added \(serial)\n---\nNew text with a budget.\n", to: "Content/curriculum/" + added)
            return Edit(operation: operation, files: ["Content/curriculum/" + added])
        case 4 where chapters.count > 3:
            chapters.removeAll { $0 == target }
            try FileManager.default.removeItem(at: site.root.appendingPathComponent(file))
            return Edit(operation: operation, files: [file])
        case 5:
            try site.write(
                "Budget: a plan for money.\n\nSaving: money kept for later.\n\nEdited: changed \(serial).\n",
                to: "Content/glossary/glossary.txt")
            return Edit(operation: operation, files: ["Content/glossary/glossary.txt"])
        case 6:
            try site.write("title: Club \(serial)\n", to: "Content/site.yml")
            return Edit(operation: operation, files: ["Content/site.yml"])
        case 7:  // a broken link: both builds must fail alike
            try site.write("---\ntitle: Broken \(serial)\n---\nSee [nothing](missing-\(serial).md).\n", to: file)
            return Edit(operation: operation, files: [file])
        case 8:  // the site's own chapter template, written or taken away
            let override = "Templates/curriculum/chapter.mustache"
            if site.exists(override) {
                try FileManager.default.removeItem(at: site.root.appendingPathComponent(override))
            } else {
                try site.write(
                    chapterTemplate.replacingOccurrences(
                        of: "</article>",
                        // A link to a part of the page that only some chapters have: a warning for the others.
                        with: "<p>Own template \(serial), <a href=\"#part-one\">part one</a></p></article>"),
                    to: override)
            }
            return Edit(operation: operation, files: [override])
        case 9:  // a file a chapter includes, outside the folders `serve` watches
            try site.write("An included line, changed \(serial).\n", to: "listings/part.txt")
            return Edit(operation: operation, files: ["listings/part.txt"])
        case 11:  // a link to a part of another chapter, there or not: when not, a warning both builds print alike
            let other = chapters[Int.random(in: 0..<chapters.count, using: &random)]
            try site.write(
                "---\ntitle: \(target)\n---\n## Part \(serial % 2 == 0 ? "one" : "two")\n\n"
                    + "See [a part](\(other)#part-one).\n", to: file)
            return Edit(operation: operation, files: [file])
        default:  // a draft
            try site.write("---\ntitle: Draft \(serial)\ndraft: true\n---\nNot yet.\n", to: file)
            return Edit(operation: operation, files: [file])
        }
    }
}
