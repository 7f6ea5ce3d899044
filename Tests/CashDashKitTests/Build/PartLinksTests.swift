@testable import CashDashKit
import Testing

/// A part's links are kept from one build to the next as bytes, written short, and read back the same.
@Suite struct PartLinksTests {
    private let page = "curriculum/print/index.html"

    private var links: SiteLinkCheck.PageLinks {
        var links = SiteLinkCheck.PageLinks(ids: [
            "saving", "saving--why-save", "saving--where-to-keep-it", "saving--fn-1", "ahorro", "é", "",
        ])
        links.missing = [(target: "rates/index.html", href: "../../rates/")]
        links.fragments = [
            (target: page, id: "spending--a-plan", href: "#spending--a-plan"),
            (target: page, id: "spending", href: "../print/#spending"),
            (target: "glossary/index.html", id: "budget", href: "../../glossary/#budget"),
        ]
        links.targets = [page, "glossary/index.html", "rates/index.html"]
        return links
    }

    @Test func aPartsLinksAreReadBackAsTheyWereAndItsIDsOnlyWhenAskedFor() throws {
        let bytes = PartLinks.encode(links, page: page)
        let read = try #require(PartLinks.decode(bytes, page: page))
        #expect(read.ids.isEmpty, "its ids are not read with its links")
        #expect(read.targets == links.targets)
        #expect(read.missing.map { "\($0.target) \($0.href)" } == links.missing.map { "\($0.target) \($0.href)" })
        #expect(
            read.fragments.map { "\($0.target) \($0.id) \($0.href)" }
                == links.fragments.map { "\($0.target) \($0.id) \($0.href)" })
        var ids: Set<String> = ["from another part"]
        #expect(PartLinks.addIDs(of: bytes, to: &ids, among: PartLinks.WantedIDs(links.ids.union(["not there"]))))
        #expect(ids == links.ids.union(["from another part"]))
    }

    /// A build after an edit reads only the ids that its links name, of every length, each found or not.
    @Test func onlyTheIDsLinksNameAreReadWhenTheyAreNamed() {
        let bytes = PartLinks.encode(links, page: page)
        var ids: Set<String> = ["from another part"]
        let wanted = PartLinks.WantedIDs(["saving--why-save", "é", "", "not-there", "savinG"])
        #expect(PartLinks.addIDs(of: bytes, to: &ids, among: wanted))
        #expect(ids == ["from another part", "saving--why-save", "é", ""])
    }

    @Test func idsSharingTheirStartAreWrittenShort() {
        let ids = (1...20).map { "chapter-3-about-credit-and-withdraw--section-\($0)" }
        let bytes = PartLinks.encode(SiteLinkCheck.PageLinks(ids: Set(ids)), page: page)
        #expect(bytes.count * 3 < ids.reduce(0) { $0 + $1.utf8.count })
    }

    @Test func damagedBytesAreNoLinks() {
        let bytes = PartLinks.encode(links, page: page)
        for cut in [1, 5, bytes.count / 2, bytes.count - 1] {
            var ids = Set<String>()
            #expect(
                !PartLinks.addIDs(of: Array(bytes.prefix(cut)), to: &ids, among: PartLinks.WantedIDs(links.ids)),
                "cut at \(cut)")
        }
        #expect(PartLinks.decode([0x05], page: page) == nil)
    }
}
