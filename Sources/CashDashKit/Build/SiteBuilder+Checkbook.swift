import CashDashModel
import Foundation

extension SiteBuilder {
    /// Each student's checkbook key, in the ledger's order, for the class pages under `privacy: codes`. A build gives
    /// new students checkbook codes (`checkbook.csv`) and the class its salt (`checkbook-salt.txt`), adding them to the
    /// class folder; `check` and `serve` write nothing, so they seal with codes and a salt of their own for the moment.
    func checkbookKeys(_ ledger: ClassLedger, writing: Bool, _ diagnostics: inout Diagnostics) -> [CheckbookKey] {
        let folder = site.content("class")
        var codes = StudentCodes.load(
            from: folder.url, path: folder.path, kind: .checkbook, diagnostics: &diagnostics)
        let missing = codes.missing(ledger.students.map(\.id))
        if !missing.isEmpty {
            let gave = missing.count == 1 ? "1 student a checkbook code" : "\(missing.count) students checkbook codes"
            giveCodes(
                missing, in: &codes, writing: writing,
                saying: "gave \(gave), which open each student's own transactions on their class page; the list is in "
                    + "this file, which is never published: give each student theirs on paper, as the manual's class "
                    + "chapter says", &diagnostics)
        }
        let salt = checkbookSalt(writing: writing, &diagnostics)
        return CheckbookKey.derive(ledger.students.map { ($0.id, codes.codes[$0.id]!) }, site: salt)
    }

    /// The class's checkbook salt: its file's, or a new one that a build adds to the class folder.
    private func checkbookSalt(writing: Bool, _ diagnostics: inout Diagnostics) -> CheckbookSalt {
        let folder = site.content("class")
        if let salt = CheckbookSalt.load(from: folder.url, path: folder.path, diagnostics: &diagnostics) {
            return salt
        }
        var generator = SystemRandomNumberGenerator()
        let salt = CheckbookSalt.random(using: &generator)
        let url = folder.url.appendingPathComponent(CheckbookSalt.fileName)
        guard writing, !FileManager.default.fileExists(atPath: url.path) else { return salt }
        do {
            try WholeFile.replaceKeepingOwner(url, with: Data(salt.text.utf8))
        } catch {
            diagnostics.error(
                "the checkbooks' salt cannot be written here (\(plainWords(error))); check that the class folder is "
                    + "writable", in: displayPath(folder.path, CheckbookSalt.fileName))
        }
        return salt
    }
}
