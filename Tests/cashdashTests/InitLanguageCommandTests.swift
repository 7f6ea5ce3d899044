import Foundation
import Testing

/// `cashdash init --language CODE`: a starter site written in the reader's language, that builds with no warnings.
@Suite struct InitLanguageCommandTests {
    /// Each shipped language's chapter titles, as its starter writes them, and its ledger's page.
    static let starters: [String: (titles: [String], budget: String)] = [
        "en": (["Welcome", "Your first budget"], "my-week"),
        "es": (["Bienvenida", "Tu primer presupuesto"], "mi-semana"),
        "fr": (["Bienvenue", "Votre premier budget"], "ma-semaine"),
        "de": (["Willkommen", "Dein erstes Budget"], "meine-woche"),
        "pt-BR": (["Boas-vindas", "Seu primeiro orçamento"], "minha-semana"),
        "hi": (["स्वागत है", "आपका पहला बजट"], "मेरा-हफ़्ता"),
        "ar": (["مرحبا بك", "ميزانيتك الأولى"], "أسبوعي"),
    ]

    /// Every language Cash Dash ships words for (`Templates/i18n/<code>.yml`): each needs a starter site too.
    static var shippedLanguages: [String] {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Templates/i18n")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(".yml".count)) }.sorted()
    }

    @Test(arguments: shippedLanguages)
    func initInALanguageThenBuildGivesPagesInIt(language: String) throws {
        let expected = try #require(
            Self.starters[language], "`\(language)` is shipped, so `init --language \(language)` needs a starter")
        let folder = try TemporaryFolder()
        let made = try CommandRunner.run(["init", "--language", language, "site"], in: folder.url)
        #expect(made.status == 0 && made.standardError.isEmpty, "\(made.standardError)")
        let settings = try String(
            contentsOf: folder.url.appendingPathComponent("site/Content/site.yml"), encoding: .utf8)
        #expect(settings.contains("\nlanguage: \(language) "), "site.yml sets the language it was made in")

        let site = folder.url.appendingPathComponent("site")
        let built = try CommandRunner.run(["build", "--quiet"], in: site)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.isEmpty, "the starter in `\(language)` builds with no warnings")
        let home = try String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(home.contains("<html lang=\"\(language)\""), "the home page says its language")
        #expect(home.contains(expected.titles[0]), "the home page's reading card starts at the first chapter")
        let chapters = try String(
            contentsOf: site.appendingPathComponent("Output/curriculum/index.html"), encoding: .utf8)
        for title in expected.titles {
            #expect(chapters.contains(">\(title)<"), "the chapters' list shows `\(title)`")
        }
        #expect(folder.exists("site/Output/budgets/\(expected.budget)/index.html"), "the example budget has its page")
    }

    @Test func anUnknownLanguageNamesTheShippedOnesAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["init", "--language", "xx", "site"], in: folder.url)
        #expect(result.status != 0)
        #expect(
            result.standardError.contains(
                "there is no starter site in `xx`; choose one of \(Self.shippedLanguages.joined(separator: ", "))"),
            "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "nothing was written")
    }

    @Test func theExampleSiteIsEnglishOnly() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["init", "--example", "--language", "fr", "site"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("the example class site is written in English only"))
        #expect(!folder.exists("site"))
    }

    @Test func helpNamesTheLanguages() throws {
        let help = try CommandRunner.run(["init", "--help"])
        #expect(help.standardOutput.contains("--language <CODE>"))
        let words = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("starter site: \(Self.shippedLanguages.joined(separator: ", "))."), "\(words)")
    }
}
