import CashDashModel

extension PageInputs {
    /// The key of the home page, the 404 page and the glossary's page: what each shows is its context as drawn (its
    /// layout and view, ``SitePages/homeContext(_:)``, ``SitePages/notFoundContext(_:)``,
    /// ``GlossaryPages/context(_:)``) and the site's words, so an edit to a chapter draws none of them again.
    func siteKeys(for pages: [Page]) -> [String: String] {
        var keys: [String: String] = [:]
        for page in pages {
            var digest = StableDigest()
            switch page.route {
            case .home:
                let context = SitePages(renderer).homeContext(page.route)
                digest.add(context.layout)
                digest.add(context.content)
            case .notFound:
                let context = SitePages(renderer).notFoundContext(page.route)
                digest.add(context.layout)
                digest.add(context.content)
            case .glossary:
                let context = GlossaryPages(renderer).context(page.route)
                digest.add(context.layout)
                digest.add(context.content)
            default: continue
            }
            guard !page.path.utf8.contains(UInt8(ascii: "\t")) else { continue }
            digest.add(page.path)
            digest.add(words)
            keys[page.path] = digest.hex
        }
        return keys
    }
}
