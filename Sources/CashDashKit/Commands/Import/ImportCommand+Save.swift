import CashDashModel
import Foundation

extension BankImport {
    /// What an import adds to `budgets.yml`: the whole new text, over the bytes it was read as (nil: no file yet).
    struct Addition {
        var text: String
        var over: Data?
        var files: String
        var budget: String
        var withBalance: Bool
        var rules: [ChosenRule]
    }

    /// Copies the export, then writes `budgets.yml` by adding to it, and says what it holds once read back. The
    /// export goes first, whole or not at all: a profile without its file would stop every build; when
    /// `budgets.yml` cannot be written, the copy is taken back. Returns the copy as ``copy(_:into:diagnostics:)``
    /// does (`.some(nil)` when the same file was there); nil with an error when nothing was added.
    func save(_ addition: Addition, export: Export, place: Place, diagnostics: inout Diagnostics) -> URL?? {
        let settingsFile = place.settingsFile
        guard let copied = copy(export, into: place.folder, diagnostics: &diagnostics) else { return nil }
        let bytes = Data(addition.text.utf8)
        do {
            if let old = addition.over {
                try AppendedFile.write(bytes, over: settingsFile.url, expecting: old)
            } else {
                _ = try NewFile.write(bytes, to: settingsFile.url, within: place.site.url)
            }
        } catch {
            if let copied { try? FileManager.default.removeItem(at: copied) }
            diagnostics.error(
                "\(plainWords(error)); budgets.yml was left as it is and the export was not copied",
                in: settingsFile.path)
            return nil
        }
        // "Added" is said only of what the file now holds.
        guard readRegularFile(atPath: settingsFile.url.path) == bytes else {
            diagnostics.error(
                "budgets.yml does not hold the new profile after writing it (another program may have saved it); "
                    + "run the import again", in: settingsFile.path)
            return nil
        }
        say(
            "Added the profile \(ProfileGuess.quoted(addition.files)) to \(settingsFile.path)"
                + (addition.withBalance ? ", with the starting balance of \(addition.budget)" : "")
                + Self.counted(addition.rules))
        return copied
    }

    /// Whether `budgets.yml` takes the new profile by adding it at its end, read back as the build will read it;
    /// when not, the lines to paste (`entry`) are shown, nothing is written, and the export is not copied either,
    /// since without its profile every build would stop at it.
    func takes(
        _ addition: BudgetsFileAddition, entry: String, export: Export, files: String, place: Place,
        diagnostics: inout Diagnostics
    ) -> Bool {
        var check = Diagnostics()
        let after = BudgetSettings.parse(addition.text, path: place.settingsFile.path, diagnostics: &check)
        let ledgerPlaced = !(addition.unplaced.first?.hasPrefix("under `ledgers:`") ?? false)
        if ledgerPlaced, !check.hasErrors, after.profile(for: export.fileName)?.files == files { return true }
        for snippet in ledgerPlaced ? ["under `ledgers:`\n" + entry] : addition.unplaced {
            say("Paste this \(snippet)")
        }
        diagnostics.error(
            "budgets.yml cannot take the new profile by adding it at its end (its `ledgers:` is not the last key, "
                + "or is not a list of entries on their own lines), so it was left as it is; paste the lines above "
                + "where they go, then copy \(export.path) into \(place.folder.path)/", in: place.settingsFile.path)
        return false
    }

    /// `Copied it into Content/budgets/chase.csv`, with the new name when it was renamed.
    func sayCopied(_ export: Export, _ place: Place) {
        say(
            "Copied it into \(place.folder.path)/\(export.fileName)"
                + Self.renaming(export.url.lastPathComponent, to: export.fileName))
    }
}
