@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A `base_url` is the folder every absolute address of the sitemap and the feed is made in, so one that is not a
/// folder is refused at its line instead of being copied into the middle of every address.
@Suite struct SiteConfigBaseURLTests {
    private func load(baseURL: String) throws -> (SiteConfig, [String]) {
        let site = try TemporarySite(["site.yml": "title: Room 12\nbase_url: \"\(baseURL)\"\n"])
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: site.root.appendingPathComponent("site.yml"), path: "site.yml", diagnostics: &diagnostics)
        return (config, diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test(arguments: [
        "https://example.org/money/", "https://example.org/money", "https://example.org", "http://localhost:8000/",
        "https://example.org/v1.2/", "http://[::1]:8080/", "https://[2001:db8::1]/class/",
    ])
    func aFolderIsKept(baseURL: String) throws {
        let (config, diagnostics) = try load(baseURL: baseURL)
        #expect(diagnostics.isEmpty)
        #expect(config.baseURL.map { baseURL.hasPrefix($0) } == true)
        #expect(config.baseURL?.hasSuffix("/") == false)
    }

    @Test func aQueryIsRefusedAtItsLine() throws {
        let (config, diagnostics) = try load(baseURL: "https://example.org/money?lang=en")
        #expect(config.baseURL == nil)
        #expect(
            diagnostics == [
                "2:1 `base_url` cannot have a `?` or `#` part, which would end up in the middle of every address; "
                    + "write the folder the site lives in, such as https://example.org/class"
            ])
    }

    @Test(arguments: [
        ("https://example.org/money/#top", "cannot have a `?` or `#` part"),
        ("https://example.org/our money/", "has a space in it; write %20 for a space"),
        ("https:///money/", "has no host name after `//`"),
        ("https://:8080/money/", "has no host name after `//`"),
        ("https://example.org/money/index.html", "names a page (`index.html`), not the folder the site is in"),
        ("https://teacher:secret@example.org/money/", "has a user name or password in it (`teacher:secret@`)"),
        ("https://example.org:70000/money/", "has `70000` for a port, which must be a number from 1 to 65535"),
        ("https://example.org:0/", "has `0` for a port, which must be a number from 1 to 65535"),
        ("https://example.org:http/", "has `http` for a port, which must be a number from 1 to 65535"),
        ("https://example.org:/money/", "has a `:` with no port after it; remove the `:` or write the port"),
    ])
    func whatIsNotAFolderIsRefused(baseURL: String, problem: String) throws {
        let (config, diagnostics) = try load(baseURL: baseURL)
        #expect(config.baseURL == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("2:1 `base_url` \(problem)") == true)
    }

    /// A sitemap's addresses are ASCII: a host in other letters is written as DNS has it, and a path's other
    /// characters percent-encoded, as a browser would send them.
    @Test(arguments: [
        ("https://bücher.example/geld/", "https://xn--bcher-kva.example/geld"),
        ("https://example.org/über/", "https://example.org/%C3%BCber"),
        ("https://example.org/%C3%BCber%20uns/", "https://example.org/%C3%BCber%20uns"),
        ("https://example.org/100%/", "https://example.org/100%25"),
        ("http://localhost:8080/", "http://localhost:8080"),
        ("HTTPS://Example.org/Class/", "https://Example.org/Class"),
    ])
    func anAddressIsKeptInASCII(baseURL: String, kept: String) throws {
        let (config, diagnostics) = try load(baseURL: baseURL)
        #expect(diagnostics.isEmpty)
        #expect(config.baseURL == kept)
    }
}
