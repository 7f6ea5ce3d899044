@testable import CashDashKit
import Foundation

/// The `zip` target: the file at `publish --to FILE.zip` read to tell whether Cash Dash wrote it (only then is it
/// replaced). A zip of one file Cash Dash writes is always its own, whatever the file holds.
func zip(_ data: Data) {
    let folder = scratchFolder("zip")
    let url = folder.appendingPathComponent("site.zip")
    try? data.write(to: url)
    _ = ZipPublisher.isOurs(url)
    // Now and then (the zip is made in memory, deflated), a site of the input as its one page.
    guard data.first == UInt8(ascii: "Z") else { return }
    let site = BuiltSite(files: [("index.html", data)])
    guard let archive = try? ZipPublisher.archive(site) else { fatalError("a site of one page was not zipped") }
    try? archive.write(to: url)
    precondition(ZipPublisher.isOurs(url), "a zip Cash Dash wrote is not recognised as its own")
}
