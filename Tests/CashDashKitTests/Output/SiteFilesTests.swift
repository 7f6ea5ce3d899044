@testable import CashDashKit
import Testing

@Suite struct SiteFilesTests {
    private func site() throws -> SiteFiles {
        let files = SiteFiles()
        for path in ["index.html", "site.css", "curriculum/saving/index.html", "a b/index.html"] {
            try files.write("<p>\(path)</p>", to: path)
        }
        return files
    }

    @Test func aRequestIsAnsweredWithTheFileItsPathNamesAndNothingOutsideTheSite() throws {
        let files = try site()
        #expect(files.answer(toRequestPath: "/") == .file("index.html"))
        #expect(files.answer(toRequestPath: "/site.css") == .file("site.css"))
        #expect(files.answer(toRequestPath: "/curriculum/saving/") == .file("curriculum/saving/index.html"))
        #expect(files.answer(toRequestPath: "/curriculum/saving") == .redirect("/curriculum/saving/"))
        #expect(files.answer(toRequestPath: "//curriculum/saving") == .redirect("/curriculum/saving/"))
        #expect(files.answer(toRequestPath: "/a%20b") == .redirect("/a%20b/"))
        #expect(files.answer(toRequestPath: "/curriculum/../site.css") == .notFound)
        #expect(files.answer(toRequestPath: "/%2e%2e/site.css") == .notFound)
        #expect(files.answer(toRequestPath: "/site.css/") == .notFound)
    }

    /// Found by the serve fuzz target: an empty path (a request in absolute form without one, `GET
    /// http://127.0.0.1:8000 HTTP/1.1`) was sent on to `//`, which a browser reads as an address with no host.
    @Test func anEmptyPathIsSentOnToTheSitesRootNotToNoHost() throws {
        #expect(try site().answer(toRequestPath: "") == .redirect("/"))
    }
}
