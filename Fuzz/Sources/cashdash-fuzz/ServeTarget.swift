@testable import CashDashKit
import Foundation

/// The `serve` target: the path of a request to `cashdash serve` (as the browser sent it, percent-encoded), answered
/// from a built site in memory. Only a file of the site is answered, the one the path names (its `index.html` for a
/// folder), never through a `.` or `..` segment; a redirect goes to one `/` and a folder of the site, which is then
/// answered with its page.
func serve(_ data: Data) {
    let path = String(decoding: data, as: UTF8.self)
    switch site.answer(toRequestPath: path) {
    case .file(let file):
        precondition(site[file] != nil, "\(path) is answered with \(file), which the site does not have")
        let segments = file.split(separator: "/", omittingEmptySubsequences: false)
        precondition(!segments.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "\(path) is answered with \(file)")
        let asked = (path.removingPercentEncoding ?? path).split(separator: "/")
        precondition(asked == segments || asked + ["index.html"] == segments, "\(path) is answered with \(file)")
    case .redirect(let location):
        precondition(
            location.hasPrefix("/") && !location.hasPrefix("//") && location.hasSuffix("/")
                && location.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0 != "\\" && $0.value < 0x7F },
            "\(path) is sent on to \(location)")
        guard case .file(let file) = site.answer(toRequestPath: location), file.hasSuffix("index.html") else {
            fatalError("\(path) is sent on to \(location), which is no page of the site")
        }
    case .notFound:
        let asked = (path.removingPercentEncoding ?? path).split(separator: "/").joined(separator: "/")
        precondition(site[asked] == nil || path.hasSuffix("/"), "\(path) is not found, but the site has \(asked)")
    }
}

/// A built site with the names a site has: pages, folders, assets, and names that need encoding in a URL.
private let site: SiteFiles = {
    let files = SiteFiles()
    for path in [
        "index.html", "404.html", "site.css", "curriculum/index.html", "curriculum/saving/index.html",
        "curriculum/saving/chart.svg", "glossary/index.html", "calculators/loan/index.html", "a b/index.html",
        "ünï/index.html", "100%/index.html", "100%.html", "q?x/index.html", "hash#/index.html", "semi;colon/index.html",
    ] {
        try? files.write("<html><body>\(path)</body></html>", to: path)
    }
    return files
}()
