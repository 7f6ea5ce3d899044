@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// The interface words templates read as `t`, and a site's own words over them.
@Suite struct WordsTests {
    private func render(_ template: String, _ context: [String: String], words: Words = .bundled("en")) throws -> String
    {
        let site = try TemporarySite(["Templates/home.mustache": "{{% CONTENT_TYPE: HTML}}" + template])
        var diagnostics = Diagnostics()
        let set = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")], words: words,
            diagnostics: &diagnostics)
        return try set.render(.home, context)
    }

    @Test func aTemplateWritesAWordByItsKey() throws {
        #expect(try render("<h2>{{t.budgets.history.heading}}</h2>", [:]) == "<h2>History</h2>")
    }

    @Test func placeholdersAreFilledFromTheContextAndEscaped() throws {
        let html = try render("<p>{{t.common.from_to}}</p>", ["first": "1 May", "last": "<31 May>"])
        #expect(html == "<p>From 1 May to &lt;31 May&gt;</p>")
    }

    @Test func aWordsPlaceholdersBecomeMustacheVariables() {
        #expect(
            Words.mustache("From {first} to {last} {not a name} {}") == "From {{first}} to {{last}} {not a name} {}")
    }

    @Test func htmlWordsKeepTheirMarkup() throws {
        let html = try render("<p>{{t.home.empty_html}}</p>", [:])
        #expect(html.contains("<code>Content/curriculum/</code>"))
    }

    @Test func theScriptsGetTheirWordsAsJSONInThePage() throws {
        let html = try render("{{{t.script_json}}}", [:])
        #expect(html.hasPrefix("{\"chapters\":\"Chapters\","))
        #expect(
            html.contains(
                "\"glossary.shown.one\":\"{count} word shown\",\"glossary.shown.other\":\"{count} words shown\""))
    }

    @Test func aMisspeltKeyInASitesTemplateIsAWarningAtItsPlace() throws {
        let site = try TemporarySite([
            "Templates/home.mustache": "<h1>{{site.title}}</h1>\n  <p>{{t.budgets.histroy.heading}}</p>"
        ])
        var diagnostics = Diagnostics()
        _ = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")],
            diagnostics: &diagnostics)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "Templates/home.mustache:2:6: warning: `t.budgets.histroy.heading` is not one of Cash Dash's words, so it shows nothing; check its spelling against `Templates/i18n/en.yml`"
            ])
    }

    @Test func aSitesOwnWordsReachEveryPage() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Our money\n",
            "Content/i18n/en.yml": "layout:\n  skip: Jump to the page\nnot_found:\n  title: Nothing here\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let home = try site.read("Output/index.html")
        #expect(home.contains("<a class=\"skip-link\" href=\"#main\">Jump to the page</a>"))
        #expect(try site.read("Output/404.html").contains("<h1>Nothing here</h1>"))
    }

    @Test func aRightToLeftLanguageCashDashDoesNotShipTurnsThePage() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: כסף\nlanguage: he\n",
            "Content/i18n/he.yml": "not_found:\n  title: לא מצאנו את הדף הזה\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        #expect(
            result.diagnostics.warnings.map(\.message).contains {
                $0.hasPrefix("Cash Dash has no words of its own in `he`")
            })
        let warning = result.diagnostics.warnings.first { $0.message.contains("no words of its own") }
        #expect(warning?.line == 2 && warning?.column == 1, "at the `language:` line of site.yml")
        let page = try site.read("Output/404.html")
        #expect(page.contains("<html lang=\"he\" dir=\"rtl\" data-root="))
        #expect(page.contains("<h1>לא מצאנו את הדף הזה</h1>"))
        #expect(try site.read("Output/index.html").contains("<html lang=\"he\" dir=\"rtl\""))
    }

    /// Whether the calculators' views or script ask for `key` (`calculators.loan.monthly_payment`): by its last part
    /// (`"monthly_payment"`, `"monthly-payment"` in the script), by its path below `calculators.` (a field's label,
    /// `"loan.fields.amount"`), or by a stem a value completes (`"phrase_" + …`, `"each-\(period)"`, `.options.`).
    func usedByACalculator(_ key: String, in used: String) -> Bool {
        guard key.hasPrefix("calculators.") else { return false }
        let relative = String(key.dropFirst("calculators.".count))
        let parts = relative.split(separator: ".").map(String.init)
        let last = parts.last ?? relative
        let pieces = last.split(separator: "_")
        let stems = (1..<max(pieces.count, 1)).map { pieces.prefix($0).joined(separator: "_") }
        let optionStem = parts.count > 2 ? parts.dropLast().joined(separator: ".") + "." : nil
        return [
            "\"\(relative)\"", "\"\(last)\"", "\"\(last.replacingOccurrences(of: "_", with: "-"))\"",
        ].contains(where: used.contains)
            || stems.contains { ["\"\($0)_", "\"\($0)-"].contains(where: used.contains) }
            || optionStem.map { used.contains("\"\($0)\" + ") } == true
    }

    @Test func everyEnglishWordIsUsedSomewhere() throws {
        let root = BundledTemplatesTests.sourceFolder.deletingLastPathComponent()
        var used = ""
        for folder in ["Templates", "Sources"] {
            let base = root.appendingPathComponent(folder)
            for path in listFiles(in: base, within: root)
            where path.hasSuffix(".mustache") || path.hasSuffix(".swift") || path.hasSuffix(".js") {
                used += (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
            }
        }
        // `categories.…` names the built-in tables' categories, for `cashdash import` (CategoryNames).
        let tables = Set((PayeeWords.builtIn.categories + PayeeWords.methods.categories).map(CategoryNames.key))
        for key in Words.bundled("en").catalogue.entries.keys.sorted() {
            let scriptKey = key.hasPrefix("script.") ? String(key.dropFirst("script.".count)) : nil
            #expect(
                used.contains("t.\(key)}}") || used.contains("\"\(key)\"") || tables.contains(key)
                    || scriptKey.map { used.contains("\"\($0)\"") } == true || usedByACalculator(key, in: used),
                "`\(key)` is in Templates/i18n/en.yml but nothing uses it")
        }
    }

    /// A build checks only a site's own templates for words Cash Dash lacks: its own are checked here.
    @Test func everyWordCashDashsTemplatesUseIsInTheCatalogue() {
        let words = Words.bundled("en")
        var uses = 0
        for (path, data) in EmbeddedFiles.files(in: "Templates") where path.hasSuffix(".mustache") {
            for use in Words.keys(usedIn: String(decoding: data, as: UTF8.self)) {
                #expect(words.knows(use.key), "Templates/\(path):\(use.line): `t.\(use.key)` is not in en.yml")
                uses += 1
            }
        }
        #expect(uses > 100)
    }
}

/// The catalogues Cash Dash ships, each checked against English, the reference: a translation is complete and
/// fills in the same values with the same markup, so a site in any of these languages shows no English word.
@Suite struct ShippedLanguagesTests {
    static let languages = ["ar", "de", "es", "fr", "hi", "pt-BR"]

    /// A shipped catalogue's entries, read as the build reads them, with what reading it said.
    private static func read(_ language: String) -> (entries: [String: Catalogue.ReadEntry], problems: [String]) {
        var diagnostics = Diagnostics()
        guard let data = EmbeddedFiles.files(in: "Templates/i18n").first(where: { $0.path == language + ".yml" })?.data
        else { return ([:], ["Templates/i18n/\(language).yml is not shipped"]) }
        let entries = Catalogue.read(
            String(decoding: data, as: UTF8.self), path: "Templates/i18n/\(language).yml", diagnostics: &diagnostics)
        return (entries, diagnostics.sorted.map(\.description))
    }

    /// The keys in the order the file writes them.
    private static func keysInOrder(_ entries: [String: Catalogue.ReadEntry]) -> [String] {
        entries.keys.sorted { (entries[$0]!.line, entries[$0]!.column) < (entries[$1]!.line, entries[$1]!.column) }
    }

    private static func texts(_ entry: Catalogue.Entry) -> [String] {
        switch entry {
        case .text(let text): [text]
        case .counted(let forms): forms.keys.sorted().map { forms[$0]! }
        }
    }

    /// The tags of a little markup, in order, with what `<code>` holds: `<code>id,name</code>` stays as it is.
    private static func markup(_ text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let tag = String(rest[open...close])
            found.append(tag)
            rest = rest[rest.index(after: close)...]
            if tag == "<code>", let end = rest.range(of: "</code>") { found.append(String(rest[..<end.lowerBound])) }
        }
        return found
    }

    @Test func everyLanguageThatIsPromisedShipsAndNoOther() {
        let shipped = EmbeddedFiles.files(in: "Templates/i18n").map(\.path).filter { $0.hasSuffix(".yml") }
        #expect(Set(shipped) == Set((["en"] + Self.languages).map { $0 + ".yml" }))
    }

    @Test(arguments: languages) func aTranslationHasEveryEnglishKeyInTheSameOrder(language: String) {
        let english = Self.read("en").entries
        let (entries, problems) = Self.read(language)
        #expect(problems.isEmpty, "\(problems)")
        let missing = Set(english.keys).subtracting(entries.keys).sorted()
        let extra = Set(entries.keys).subtracting(english.keys).sorted()
        #expect(missing.isEmpty, "Templates/i18n/\(language).yml lacks \(missing)")
        #expect(extra.isEmpty, "Templates/i18n/\(language).yml has keys English does not: \(extra)")
        if missing.isEmpty, extra.isEmpty { #expect(Self.keysInOrder(entries) == Self.keysInOrder(english)) }
    }

    @Test(arguments: languages) func aTranslationFillsInTheSameValuesWithTheSameMarkup(language: String) {
        let english = Self.read("en").entries
        let entries = Self.read(language).entries
        let rule = PluralRule(language: language)
        for (key, reference) in english {
            guard let translated = entries[key] else { continue }
            let at = "Templates/i18n/\(language).yml:\(translated.line): `\(key)`"
            #expect(
                Catalogue.problem(with: translated.entry, for: key, reference: reference.entry, rule: rule) == nil,
                "\(at)")
            let wanted = Self.texts(reference.entry).reduce(into: Set<String>()) {
                $0.formUnion(Catalogue.placeholders(in: $1))
            }
            for text in Self.texts(translated.entry) {
                #expect(text != "", "\(at) is empty")
                if case .text = translated.entry {
                    #expect(Catalogue.placeholders(in: text) == wanted, "\(at): \(text)")
                }
                if key.hasSuffix("_html") {
                    #expect(Self.markup(text) == Self.markup(Self.texts(reference.entry)[0]), "\(at): \(text)")
                } else {
                    #expect(!text.contains("<"), "\(at) is text, not markup: \(text)")
                }
            }
        }
    }

    @Test(arguments: languages) func readingATranslationGivesNoWarning(language: String) {
        var diagnostics = Diagnostics()
        var bundled: [String: [String: Catalogue.ReadEntry]] = [:]
        for code in ["en", language] {
            bundled[code] = Self.read(code).entries
        }
        let catalogue = Catalogue.load(language: language, bundled: bundled, site: nil, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        #expect(catalogue.text("layout.skip") != Words.bundled("en").catalogue.text("layout.skip"))
    }

    /// French puts a narrow no-break space before `:` `;` `?` `!` and `%`, never a plain one or none.
    @Test func frenchSpacesItsHighPunctuation() {
        for (key, read) in Self.read("fr").entries {
            for text in Self.texts(read.entry) {
                let chars = Array(
                    text.replacingOccurrences(
                        of: #"<[^>]*>[^<]*</code>|<[^>]*>"#, with: "", options: .regularExpression))
                for (index, char) in chars.enumerated() where index > 0 && ":;?!%".contains(char) {
                    #expect(chars[index - 1] == "\u{202F}", "fr.yml:\(read.line): `\(key)`: \(text)")
                }
            }
        }
    }

    @Test func theDefaultSiteInFrenchShowsFrenchWordsOnItsBudgetPages() throws {
        let site = try TemporarySite()
        let content = RatesPagesTests.packageRoot.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: content, to: site.root.appendingPathComponent("Content"))
        let settings = try site.read("Content/site.yml")
        #expect(settings.contains("language: en "))
        #expect(settings.contains("locale: en_US "))
        // A French class sets both; the default site's calculator examples (`24.9`) still read with a decimal comma.
        try site.write(
            settings.replacingOccurrences(of: "language: en ", with: "language: fr ")
                .replacingOccurrences(of: "locale: en_US ", with: "locale: fr_FR "), to: "Content/site.yml")
        let (result, built) = SiteBuilder(sitePath: site.path).preview()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        #expect(
            result.diagnostics.all.filter { $0.description.contains("i18n") }.isEmpty, "\(result.diagnostics.sorted)")
        let files = try #require(built, "\(result.diagnostics.sorted)")
        let page = { (route: Route) in files[route.path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let budgets = page(.budgets)
        #expect(budgets.contains("<html lang=\"fr\""))
        for french in ["Où va l’argent", "Dépensé", "Argent disponible"] {
            #expect(budgets.contains(french), "\(french)")
        }
        for english in ["Where the money goes", "Funds available", "Spent"] {
            #expect(!budgets.contains(english), "\(english)")
        }
        let household = page(.budget(slug: "household"))
        #expect(household.contains("aria-label=\"Fil d’Ariane\"") && household.contains("<h2>Historique</h2>"))
    }
}
