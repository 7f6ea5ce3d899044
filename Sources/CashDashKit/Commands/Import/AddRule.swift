import CashDashModel
import Foundation

/// `cashdash rule add PATTERN CATEGORY`: one category rule added to a ledger profile's `categories:` in `budgets.yml`
/// (only by appending), then the profile's ledgers read again to say how many rows the rule gives a category.
public struct AddRule {
    public var pattern: String
    public var category: String
    /// `--file`: a ledger file's name (or the profile's glob) saying which profile takes the rule; needed when
    /// `budgets.yml` has more than one.
    public var file: String?
    public var sitePath = "."
    /// Where messages for the user go, line by line.
    public var say: (String) -> Void = { print($0) }

    public init(pattern: String, category: String) {
        self.pattern = pattern
        self.category = category
    }

    public func run() -> Diagnostics {
        var diagnostics = Diagnostics()
        let site = SiteFolder(sitePath)
        let settingsFile = site.content("budgets", "budgets.yml")
        let category = category.trimmingCharacters(in: .whitespaces)
        guard NotePattern(pattern) != nil, !category.isEmpty else {
            diagnostics.error(
                NotePattern(pattern) == nil
                    ? "`\(pattern)` has an empty choice, which every note would match; write the words to look for, "
                        + "with one `|` between choices (STARBUCKS|PEET'S); nothing was written"
                    : "the category is empty; name the category the rule gives; nothing was written", in: "rule add")
            return diagnostics
        }
        guard let oldBytes = readRegularFile(atPath: settingsFile.url.path) else {
            diagnostics.error(
                "there is no budgets.yml here, so there is no ledger profile to add a rule to; import a bank's export "
                    + "with `cashdash import FILE` first, or name the site with --site DIR", in: settingsFile.path)
            return diagnostics
        }
        let oldText = String(decoding: oldBytes, as: UTF8.self)
        let settings = BudgetSettings.parse(oldText, path: settingsFile.path, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors, let profile = chooseProfile(settings, in: settingsFile.path, &diagnostics) else {
            return diagnostics
        }
        if let same = profile.categoryRules.first(where: { $0.pattern.lowercased() == pattern.lowercased() }) {
            diagnostics.error(
                "the profile \(ProfileGuess.quoted(profile.files)) has a rule for \(ProfileGuess.quoted(same.pattern)) "
                    + "already (giving \(same.category)); change it in budgets.yml by hand; nothing was written",
                in: settingsFile.path)
            return diagnostics
        }
        guard write(to: profile, oldText: oldText, oldBytes: oldBytes, at: settingsFile, &diagnostics) else {
            return diagnostics
        }
        count(for: profile.files, site: site, settingsFile: settingsFile, &diagnostics)
        return diagnostics
    }

    /// The profile named by `--file`, or the only one.
    private func chooseProfile(
        _ settings: BudgetSettings, in path: String, _ diagnostics: inout Diagnostics
    ) -> LedgerProfile? {
        let names = settings.ledgers.map { ProfileGuess.quoted($0.files) }.joined(separator: ", ")
        if let file {
            let name = (file as NSString).lastPathComponent
            if let profile = settings.ledgers.first(where: { $0.files == file }) ?? settings.profile(for: name) {
                return profile
            }
            diagnostics.error(
                "no ledger profile in budgets.yml reads `\(file)`"
                    + (names.isEmpty ? "" : " (its profiles are for \(names))") + "; nothing was written", in: path)
            return nil
        }
        guard settings.ledgers.count == 1 else {
            diagnostics.error(
                settings.ledgers.isEmpty
                    ? "budgets.yml has no ledger profile to add a rule to (rules go in a profile's `categories:`); "
                        + "import a bank's export with `cashdash import FILE` first; nothing was written"
                    : "budgets.yml has profiles for \(names); say which takes the rule with --file NAME; "
                        + "nothing was written", in: path)
            return nil
        }
        return settings.ledgers[0]
    }

    /// Appends the rule to budgets.yml, checked first by reading the new text as the build will; false after
    /// reporting why it was not written (with the line to paste, when it cannot be appended).
    private func write(
        to profile: LedgerProfile, oldText: String, oldBytes: Data, at file: SiteFolder.Item,
        _ diagnostics: inout Diagnostics
    ) -> Bool {
        let addition = CategoryRuleAddition(
            pattern: pattern, category: category.trimmingCharacters(in: .whitespaces), files: profile.files,
            to: oldText)
        var check = Diagnostics()
        let text = addition.text ?? ""
        let after = BudgetSettings.parse(text, path: file.path, diagnostics: &check).ledgers.first {
            $0.files == profile.files
        }
        guard addition.text != nil, !check.hasErrors, after?.categoryRules.count == profile.categoryRules.count + 1
        else {
            let place = profile.categoryRules.isEmpty ? "a new `categories:` key of" : "the `categories:` of"
            say("Paste this under \(place) the profile \(ProfileGuess.quoted(profile.files)):\n" + addition.snippet)
            diagnostics.error(
                "budgets.yml cannot take the rule by adding it at its end (the profile is not the last one under "
                    + "`ledgers:`, or its `categories:` is not its last key on lines of their own), so it was left as "
                    + "it is; paste the lines above where they go", in: file.path)
            return false
        }
        do {
            try AppendedFile.write(Data(text.utf8), over: file.url, expecting: oldBytes)
        } catch {
            diagnostics.error("\(plainWords(error)); budgets.yml was left as it is", in: file.path)
            return false
        }
        say(
            "Added the rule \(ProfileGuess.quoted(pattern)): \(ProfileGuess.quoted(category)) to the profile "
                + "\(ProfileGuess.quoted(profile.files)) in \(file.path)")
        return true
    }
}
