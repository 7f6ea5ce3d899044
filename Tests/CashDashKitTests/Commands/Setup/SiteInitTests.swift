@testable import CashDashKit
import CashDashModel
import Foundation
import Testing

/// The starter site `init` writes, in each language it comes in.
@Suite struct SiteInitTests {
    /// What a starter file is for, whatever its language calls it: `curriculum/01.md` for `01-bienvenida.md`, and
    /// `budgets/ledger.csv` for the one example ledger (its name is the budget's).
    private static func role(_ path: String) -> String {
        let parts = path.split(separator: "/")
        let name = String(parts.last!)
        let folder = parts.dropLast().joined(separator: "/")
        if folder == "Content/curriculum", name.hasSuffix(".md") {
            return folder + "/" + name.prefix { $0.isNumber } + ".md"
        }
        if folder == "Content/budgets", name.hasSuffix(".csv") { return folder + "/ledger.csv" }
        return path
    }

    /// Every file `init --language` writes.
    private static func starter(_ language: String) -> [(path: String, text: String)] {
        SiteInit(language: language).files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) }
    }

    /// Every `Starter/<code>/`, offered or not: a starter is offered once Cash Dash ships its words too.
    static let starterFolders = Set(EmbeddedFiles.files(in: "Starter").map { String($0.path.split(separator: "/")[0]) })
        .sorted()

    @Test func everyShippedLanguageHasAStarter() {
        let catalogues = EmbeddedFiles.files(in: "Templates/i18n").map(\.path).filter { $0.hasSuffix(".yml") }.map {
            String($0.dropLast(".yml".count))
        }
        let missing = Set(catalogues).subtracting(Self.starterFolders).sorted()
        #expect(missing.isEmpty, "Templates/i18n/ has \(missing), which have no Starter/<code>/")
        #expect(SiteInit.languages == catalogues.sorted(), "init offers every shipped language")
        #expect(Set(["ar", "de", "en", "es", "fr", "hi", "pt-BR"]).isSubset(of: Self.starterFolders))
    }

    @Test(arguments: starterFolders)
    func aStarterHasEveryFileTheEnglishOneHas(language: String) {
        let english = Self.starter("en").map { Self.role($0.path) }
        let files = Self.starter(language).map { Self.role($0.path) }
        #expect(
            Set(english).subtracting(files).isEmpty,
            "Starter/\(language)/ lacks \(Set(english).subtracting(files).sorted())")
        #expect(
            Set(files).subtracting(english).isEmpty,
            "Starter/\(language)/ has \(Set(files).subtracting(english).sorted()), which English does not")
        #expect(files.count == english.count, "one file for each of English's")
    }

    @Test(arguments: starterFolders.filter { $0 != "en" })
    func aTranslationHasItsOwnCopyOfEveryPage(language: String) {
        let english = Set(Self.starter("en").map(\.path).filter { $0.hasPrefix("Content/") }.map(Self.role))
        let own = Set(EmbeddedFiles.files(in: "Starter/" + language).map { Self.role($0.path) })
        #expect(english.subtracting(own).isEmpty, "Starter/\(language)/ lacks \(english.subtracting(own).sorted())")
    }

    /// `calculator:` and the names of the example's inputs, which stay as Cash Dash reads them in every language.
    private static func calculatorKeys(_ page: String) -> [String] {
        page.split(separator: "\n").dropFirst().prefix { $0 != "---" }.filter {
            $0.hasPrefix("calculator:") || ($0.hasPrefix("  ") && $0.contains(":"))
        }.map { $0.hasPrefix("calculator:") ? String($0) : String($0.split(separator: ":")[0]) }
    }

    @Test(arguments: starterFolders.filter { $0 != "en" })
    func aTranslatedCalculatorPageKeepsItsCalculatorAndInputs(language: String) throws {
        let english = Self.starter("en").filter { $0.path.hasPrefix("Content/calculators/") }
        let translated = Dictionary(uniqueKeysWithValues: Self.starter(language).map { ($0.path, $0.text) })
        for page in english {
            let translation = try #require(translated[page.path], "Starter/\(language)/\(page.path)")
            #expect(Self.calculatorKeys(translation) == Self.calculatorKeys(page.text), "\(language): \(page.path)")
        }
    }

    @Test(arguments: starterFolders)
    func aStarterSaysItsLanguageAndLocale(language: String) throws {
        let files = Self.starter(language)
        let settings = try #require(files.first { $0.path == "Content/site.yml" }).text
        let locale = language.contains("-") ? language.replacingOccurrences(of: "-", with: "_") : language + "_"
        #expect(settings.contains("\nlanguage: \(language) "))
        #expect(settings.contains("\nlocale: \(locale)"), "a locale of the language, like \(locale)")
        #expect(settings.contains("\ncurrency: "), "amounts in the ledger are in a currency the site names")
        // The ledger is the budget budgets.yml sets a limit for.
        let ledger = try #require(files.first { Self.role($0.path) == "Content/budgets/ledger.csv" })
        let budget = String(ledger.path.split(separator: "/").last!.dropLast(".csv".count))
        #expect(
            try #require(files.first { $0.path == "Content/budgets/budgets.yml" }).text.contains("\n  \(budget):\n"))
        #expect(
            ledger.text.hasPrefix("date,amount,type,category,note\n"), "the column names are the format's, in English")
    }

    @Test func anUnknownLanguageWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-init-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = SiteInit(folder: folder.path, language: "tlh").run()
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.errors.map(\.message) == [SiteInit.unknownLanguage("tlh")])
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }
}
