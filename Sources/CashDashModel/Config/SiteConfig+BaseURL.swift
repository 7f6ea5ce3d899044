import Foundation

extension SiteConfig {
    /// Why an address cannot be a site's `base_url`, in words that follow its name (`base_url` or `--base-url`).
    public struct BaseURLProblem: Error, Sendable {
        public var text: String
    }

    /// `written` as a site's `base_url` (`https://example.org/class`, without a last `/`), or why it cannot be one:
    /// from site.yml, or from `cashdash build --base-url` where a host such as GitHub Pages says where the site is.
    /// An address is kept as every reader of a sitemap takes it, in ASCII: a host in other letters as its `xn--`
    /// name (`bücher.example` is `xn--bcher-kva.example`), anything else a URL cannot hold (`ü`, a lone `%`, `<`)
    /// percent-encoded.
    public static func baseURL(_ written: String) -> Result<String, BaseURLProblem> {
        var baseURL = written
        while baseURL.hasSuffix("/") { baseURL.removeLast() }
        // A scheme is the same in capitals (HTTPS://, as some address bars copy it).
        for scheme in ["https://", "http://"] where baseURL.lowercased().hasPrefix(scheme) {
            baseURL = scheme + baseURL.dropFirst(scheme.count)
        }
        guard baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") else {
            return .failure(BaseURLProblem(text: "should be a full address such as https://example.org/class"))
        }
        if let problem = baseURLProblem(baseURL) {
            return .failure(
                BaseURLProblem(
                    text: "\(problem); write the folder the site lives in, such as https://example.org/class"))
        }
        return .success(URL(string: baseURL)?.absoluteString ?? baseURL)
    }

    /// What keeps `baseURL` (scheme included, trailing `/` removed) from being the folder every address is made in,
    /// or nil when it can be: each page's address is `baseURL` + `/` + its path, so a query, a fragment, a space or a
    /// page's name in it would end up inside every address of the sitemap and the feed.
    static func baseURLProblem(_ baseURL: String) -> String? {
        guard let schemeEnd = baseURL.range(of: "://") else { return nil }
        let rest = baseURL[schemeEnd.upperBound...]
        if rest.contains(where: { $0.isWhitespace }) {
            return "has a space in it; write %20 for a space"
        }
        if rest.contains("?") || rest.contains("#") {
            return "cannot have a `?` or `#` part, which would end up in the middle of every address"
        }
        let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        if parts.first.map({ $0.isEmpty || $0.hasPrefix(":") }) ?? true {
            return "has no host name after `//`"
        }
        if let host = parts.first, let at = host.lastIndex(of: "@") {
            return "has a user name or password in it (`\(host[...at])`), which every page would publish"
        }
        if let host = parts.first, let problem = portProblem(host) {
            return problem
        }
        if parts.count > 1, let last = parts.last,
            [".html", ".htm", ".php", ".xml"].contains(where: { last.lowercased().hasSuffix($0) })
        {
            return "names a page (`\(last)`), not the folder the site is in"
        }
        return nil
    }

    /// What is wrong with the port of `host` (`example.org:8080`, `[::1]:8080`), or nil when it has none or a good
    /// one: a port is a number from 1 to 65535, which no browser could reach otherwise.
    private static func portProblem(_ host: Substring) -> String? {
        // An IPv6 address is in brackets, its colons inside them.
        let afterAddress = host.lastIndex(of: "]").map { host[$0...] } ?? host
        guard let colon = afterAddress.lastIndex(of: ":") else { return nil }
        let port = afterAddress[afterAddress.index(after: colon)...]
        guard port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), (1...65_535).contains(number)
        else {
            return port.isEmpty
                ? "has a `:` with no port after it; remove the `:` or write the port, such as :8080"
                : "has `\(port)` for a port, which must be a number from 1 to 65535"
        }
        return nil
    }
}
