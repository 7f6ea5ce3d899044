import Foundation
import TestSupport
import Testing

/// `cashdash build --base-url`: the address a host such as GitHub Pages publishes the site at, given when it builds
/// it (the workflow `init` writes passes `configure-pages`' `base_url`), in place of site.yml's `base_url`.
@Suite struct BaseURLCommandTests {
    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\nbase_url: https://example.org/old\n", to: "Content/site.yml")
        try folder.write(
            "{\n  \"base\": \"EUR\",\n  \"date\": \"2026-02-27\",\n  \"provider\": \"ecb\",\n"
                + "  \"rates\": {\n    \"USD\": 1.0412\n  }\n}\n", to: "Content/rates/2026-02-27.json")
        return folder
    }

    private func build(_ site: TemporaryFolder, _ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["build", "--site", site.url.path, "--quiet"] + arguments, environment: ["CASHDASH_TODAY": "2026-03-01"])
    }

    @Test func aProjectSiteOnGitHubPagesLinksItsPagesBelowItsFolder() throws {
        let site = try site()
        let built = try build(site, ["--base-url", "https://ava.github.io/club/"])
        #expect(built.status == 0, "\(built.standardError)")
        // The 404 page is served at any address below the site: its links are whole addresses in the site's folder.
        let notFound = try site.read("Output/404.html")
        #expect(notFound.contains("href=\"https://ava.github.io/club/index.html\""))
        #expect(!notFound.contains("example.org"))
        #expect(try site.read("Output/sitemap.xml").contains("<loc>https://ava.github.io/club/rates/"))
        // The day's page, which the next build may leave as it is, is made again for another address.
        let day = "Output/rates/2026-02-27/index.html"
        #expect(try site.read(day).contains("https://ava.github.io/club/rates/2026-02-27/"))
        #expect(try build(site, []).status == 0)
        #expect(try site.read(day).contains("https://example.org/old/rates/2026-02-27/"))
    }

    @Test func anAddressThatCannotBeTheSitesFolderIsRefusedAndNothingIsWritten() throws {
        let site = try site()
        let refused = try build(site, ["--base-url", "ava.github.io/club"])
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains("`--base-url` should be a full address such as https://example.org/class"))
        #expect(refused.standardError.contains("Usage: cashdash build"), "the command's own usage, not the tool's")
        let query = try build(site, ["--base-url", "https://ava.github.io/club?x=1"])
        #expect(query.standardError.contains("`--base-url` cannot have a `?` or `#` part"))
        #expect(!site.exists("Output"))
    }

    /// A class site built for an address by `--base-url` alone (as the workflow `init` writes builds it, with no
    /// `base_url` in site.yml) shows students by code, as a site with a `base_url` does, unless site.yml says how.
    @Test func aClassBuiltForAnAddressShowsCodesNotNames() throws {
        let site = try TemporaryFolder()
        try site.write("title: Room 12\n", to: "Content/site.yml")
        try site.write("id,name\ns01,Ava Brightwater\n", to: "Content/class/students.csv")
        let built = try build(site, ["--base-url", "https://ava.github.io/room12"])
        #expect(built.status == 0, "\(built.standardError)")
        #expect(try !site.read("Output/class/index.html").contains("Brightwater"))
        #expect(site.exists("Content/class/codes.csv"))
        // Written in site.yml, the teacher's choice stands.
        try site.write("title: Room 12\nclass:\n  privacy: names\n", to: "Content/site.yml")
        #expect(try build(site, ["--base-url", "https://ava.github.io/room12"]).status == 0)
        #expect(try site.read("Output/class/index.html").contains("Ava Brightwater"))
    }
}
