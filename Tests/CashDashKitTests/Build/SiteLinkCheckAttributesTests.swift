@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// How the link check reads a page: the values of `id`, `name`, `href` and `src`, each led by a space, a tab or a line
/// break, and nothing else written with `="`.
@Suite struct SiteLinkCheckAttributesTests {
    private let check = SiteLinkCheck(files: ["lessons/index.html", "lessons/saving.html"], baseURL: nil)

    @Test func idsAndLinksAreReadAndOtherAttributesAreNot() {
        let html = """
            <p data-id="not-an-id" title="a = b">x = y, "quoted"</p><h2 id="saving">Saving</h2>
            <a
            href="saving.html">next</a><img\tsrc="piggy.png" alt=""><a name="old"></a><a href="#saving">up</a>
            """
        let links = check.scan([html], at: "lessons/index.html", keepingTargets: true)
        #expect(links.ids == ["saving", "old"])
        #expect(links.targets == ["lessons/saving.html", "lessons/piggy.png", "lessons/index.html"])
        #expect(links.missing.map(\.href) == ["piggy.png"])
        #expect(links.fragments.map(\.id) == ["saving"])
    }

    @Test func aValueLeftOpenAtTheEndRunsToTheEnd() {
        let links = check.scan(["<a href=\"gone.html"], at: "lessons/index.html")
        #expect(links.missing.map(\.target) == ["lessons/gone.html"])
    }

    @Test(arguments: ["", "=", "=\"", "<a href=", "<a href=\"", "<a id=\"\""])
    func aPageCutShortHasNoLinks(_ html: String) {
        let links = check.scan([html], at: "lessons/index.html")
        #expect(links.missing.isEmpty && links.fragments.isEmpty)
        #expect(links.ids.isSubset(of: [""]))
    }

    /// The reader that looks for `="` with memchr finds what the byte-by-byte reader it replaced (``reference(_:)``)
    /// found, on every page of the example site and of the manual, and on pages cut short.
    @Test(arguments: ["", "Docs"])
    func theReaderFindsWhatTheByteByByteReaderFoundOnEveryPage(_ folder: String) throws {
        let output = try TemporarySite()
        let root = SiteLinkCheckTests.packageRoot.appendingPathComponent(folder)
        let result = SiteBuilder(sitePath: root.path, outputPath: output.path + "/Output").build()
        #expect(result.succeeded)
        let files = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
        let pages = files.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 20)
        for page in pages {
            let html = try String(contentsOf: output.root.appendingPathComponent(page), encoding: .utf8)
            for end in [html.utf8.count, html.utf8.count / 2, 1] {
                let cut = String(decoding: html.utf8.prefix(end), as: UTF8.self)
                let (ids, links) = Self.reference(cut)
                var (foundIDs, encoded, foundLinks) = (Set<String>(), [String](), [String]())
                var text = cut
                text.withUTF8 {
                    SiteLinkCheck.attributes(in: $0, ids: &foundIDs, encoded: &encoded, links: &foundLinks)
                }
                #expect(foundIDs == ids, "\(page) cut at \(end)")
                #expect(foundLinks == links, "\(page) cut at \(end)")
                #expect(Set(encoded) == ids.filter { $0.contains("%") }, "\(page) cut at \(end)")
            }
        }
    }

    /// The byte-by-byte reader the link check had before: every `="` in turn, the name before it looked at.
    private static func reference(_ html: String) -> (ids: Set<String>, links: [String]) {
        let bytes = Array(html.utf8)
        var (ids, links, index) = (Set<String>(), [String](), 0)
        func named(_ name: String, before index: Int) -> Bool {
            let name = Array(name.utf8)
            guard index > name.count, [UInt8(ascii: " "), 10, 9].contains(bytes[index - name.count - 1]) else {
                return false
            }
            return Array(bytes[(index - name.count)..<index]) == name
        }
        while index < bytes.count - 1 {
            guard bytes[index] == UInt8(ascii: "="), bytes[index + 1] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let value = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            if named("id", before: index) || named("name", before: index) { ids.insert(value) }
            if named("href", before: index) || named("src", before: index) { links.append(value) }
            index = end + 1
        }
        return (ids, links)
    }
}
