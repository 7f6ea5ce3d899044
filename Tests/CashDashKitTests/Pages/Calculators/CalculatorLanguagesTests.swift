import Foundation
import TestSupport
import Testing

@testable import CashDashKit
@testable import CashDashModel

/// The calculators speak the site's language: labels, cards, sentences, tables and the script's words.
@Suite struct CalculatorLanguagesTests {
    /// The default site built with `language` and `locale`: each page's text by its route.
    static func defaultSite(language: String, locale: String) throws -> (Route) -> String {
        let site = try TemporarySite()
        let content = RatesPagesTests.packageRoot.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: content, to: site.root.appendingPathComponent("Content"))
        let settings = try site.read("Content/site.yml")
        try site.write(
            settings.replacingOccurrences(of: "language: en ", with: "language: \(language) ")
                .replacingOccurrences(of: "locale: en_US ", with: "locale: \(locale) "), to: "Content/site.yml")
        let (result, built) = SiteBuilder(sitePath: site.path).preview()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        let files = try #require(built, "\(result.diagnostics.sorted)")
        return { route in files[route.path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
    }

    /// What Cash Dash itself writes on a calculator page: the page without the author's title, summary and
    /// explanation, and without the script's data (checked on its own).
    static func ownParts(_ page: String) -> String {
        page.replacingOccurrences(of: #"<div class="prose">[\s\S]*?</div>\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(
                of: #"<h1>[^<]*</h1>|<title>[^<]*</title>|<p class="lead">[^<]*</p>"#, with: "",
                options: .regularExpression
            )
            .replacingOccurrences(of: #"<meta name="description"[^>]*>"#, with: "", options: .regularExpression)
            .replacingOccurrences(
                of: #"<script type="application/json"[^>]*>[^<]*</script>"#, with: "",
                options: .regularExpression
            )
            .replacingOccurrences(
                of: #"<section class="chapter-calculators"[\s\S]*?</section>"#, with: "",
                options: .regularExpression
            )
            .replacingOccurrences(of: #"</span> [^<]*</nav>"#, with: "</span></nav>", options: .regularExpression)
    }

    /// The English texts below `calculators.` that `language` words differently, cut at their placeholders into
    /// pieces long enough to be a phrase ("so that the loan ends at exactly").
    static func englishPhrases(unlike language: String) -> [String] {
        let english = Catalogue.english, own = Words.bundled(language).catalogue
        var phrases: Set<String> = []
        for (key, entry) in english.entries where key.hasPrefix("calculators.") {
            let texts: [String]
            switch entry {
            case .text(let text): texts = [text]
            case .counted(let forms): texts = Array(forms.values)
            }
            guard own.entries[key] != entry else { continue }
            for text in texts {
                for piece in text.split(whereSeparator: { $0 == "{" || $0 == "}" }) {
                    let phrase = piece.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                    if phrase.count >= 12 && phrase.contains(" ") { phrases.insert(escapeXML(phrase)) }
                }
            }
        }
        return phrases.sorted()
    }

    @Test(
        "the French and Hindi calculator pages are in French and Hindi: no English phrase of the calculators is left",
        arguments: [("fr", "fr_FR"), ("hi", "hi_IN")])
    func everyCalculatorPageIsInTheSitesLanguage(language: String, locale: String) throws {
        let page = try Self.defaultSite(language: language, locale: locale)
        // "Show the numbers" under the worked example's charts is the Charts module's own word, not the calculators'.
        let phrases = Self.englishPhrases(unlike: language).filter { $0 != "Show the numbers" }
        #expect(phrases.count > 150)
        for kind in CalculatorKind.allCases where !kind.fields.isEmpty {
            let own = Self.ownParts(page(.calculator(slug: kind.rawValue)))
            #expect(own.contains("<html lang=\"\(language)\""), "\(kind.rawValue)")
            for phrase in phrases {
                #expect(!own.contains(phrase), "\(language) \(kind.rawValue): “\(phrase)” is in English")
            }
        }
        let loan = page(.calculator(slug: "loan"))
        let words: [String: [String]] = [
            "fr": [
                "<label for=\"field-amount\">Montant emprunté</label>", "Mensualité",
                "Tableau d’amortissement, année par année",
                "Afficher les 360 mois", "Taux d’intérêt (en\u{202F}% par an)",
            ],
            "hi": [
                "<label for=\"field-amount\">उधार ली गई राशि</label>", "महीने की किस्त", "किस्तों की तालिका, साल-दर-साल",
                "सभी 360 महीने दिखाएँ", "ब्याज दर (% सालाना)",
            ],
        ]
        for word in words[language] ?? [] {
            #expect(loan.contains(word), "\(language): \(word)")
        }
        // The script's words are the page's language too.
        let data = try #require(
            loan.firstMatch(of: try Regex(#"id="calculator-data">([^<]*)</script>"#))?.output[1].substring)
        let decoded = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any] ?? [:]
        #expect(
            (decoded["sentences"] as? [String: String])?["last-payment"]
                == Words.bundled(language).catalogue.text("calculators.loan.last_payment"))
    }
}
