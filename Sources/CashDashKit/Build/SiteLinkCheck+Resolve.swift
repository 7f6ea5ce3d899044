import CashDashModel

/// Where a link leads: the file of the site and the id, as a browser reads the address.
extension SiteLinkCheck {
    /// The file (a path in the output folder) and the id `href` leads to from the page at `page`; nil for a link
    /// that leaves the site (`https:`, `mailto:`, `//host`).
    func resolve(_ href: String, from page: String) -> (path: String, id: String?)? {
        resolve(href, from: page, folder: Self.folder(of: page))
    }

    /// The folder of the page at `path` (`curriculum/saving` for `curriculum/saving/index.html`), as bytes.
    static func folder(of path: String) -> [UInt8] {
        let bytes = Array(path.utf8)
        return Array(bytes[..<(bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)])
    }

    /// ``resolve(_:from:)`` for a page in `folder`, working on the link's bytes: a site's pages hold thousands of
    /// links, and this runs for each.
    func resolve(_ written: String, from page: String, folder: [UInt8]) -> (path: String, id: String?)? {
        var href = written
        if href.utf8.contains(UInt8(ascii: "&")) {
            href = href.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        if let sitePrefix, href.hasPrefix(sitePrefix) { href.removeFirst(sitePrefix.count - 1) }
        return href.withUTF8 { bytes -> (path: String, id: String?)? in
            let slash = UInt8(ascii: "/"), hash = UInt8(ascii: "#"), question = UInt8(ascii: "?")
            guard !bytes.isEmpty, !(bytes.count > 1 && bytes[0] == slash && bytes[1] == slash) else { return nil }
            // A scheme (`mailto:`) comes before any `/`, `?` or `#`.
            for byte in bytes {
                if byte == UInt8(ascii: ":") { return nil }
                if byte == slash || byte == question || byte == hash { break }
            }
            let suffix = bytes.firstIndex { $0 == question || $0 == hash } ?? bytes.count
            let id = bytes[suffix...].firstIndex(of: hash).map { Self.percentDecoded(bytes[($0 + 1)...]) }
            guard suffix > 0 else { return (page, id) }
            let address = bytes[..<suffix]
            guard address.contains(UInt8(ascii: "%")) else {
                return (Self.path(of: UnsafeBufferPointer(rebasing: address), in: folder), id)
            }
            let decoded = Array(Self.percentDecoded(address).utf8)
            return (decoded.withUnsafeBufferPointer { Self.path(of: $0, in: folder) }, id)
        }
    }

    /// The file `address` (decoded, without its `?` or `#`) leads to from a page in `folder`: its index page for a
    /// folder (`saving/`, `.`, `..`), and `../` and the address for one above the root, which is no file of the site.
    private static func path(of address: UnsafeBufferPointer<UInt8>, in folder: [UInt8]) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var path = address.first == slash ? [] : folder
        path.reserveCapacity(folder.count + address.count + 11)
        var last = 0..<0
        var start = 0
        for end in 0...address.count where end == address.count || address[end] == slash {
            defer { start = end + 1 }
            guard end > start else { continue }  // `a//b` is `a/b`
            last = start..<end
            if end - start == 1 && address[start] == dot { continue }
            if end - start == 2 && address[start] == dot && address[start + 1] == dot {
                if path.isEmpty { return "../" + String(decoding: address, as: UTF8.self) }
                path.removeSubrange((path.lastIndex(of: slash) ?? 0)...)
            } else {
                if !path.isEmpty { path.append(slash) }
                path.append(contentsOf: UnsafeBufferPointer(rebasing: address[last]))
            }
        }
        if path.isEmpty || address.last == slash || address[last].allSatisfy({ $0 == dot }) {
            path.append(contentsOf: path.isEmpty ? Array("index.html".utf8) : Array("/index.html".utf8))
        }
        return String(decoding: path, as: UTF8.self)
    }

    /// `bytes` as text with `%20` and the like decoded, as a browser reads an address; kept as written when a `%`
    /// does not start a valid escape.
    private static func percentDecoded(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self).percentDecoded
    }
}
