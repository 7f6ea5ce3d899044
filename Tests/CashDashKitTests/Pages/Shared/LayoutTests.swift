@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// What every page of the site has around its content: the icon, the theme button, the chapter list's place.
@Suite struct LayoutTests {
    @Test(
        "every page links the icon and has a theme button, which the script shows; the chosen theme applies before the page is drawn"
    )
    func everyPageHasTheIconAndTheThemeButton() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Money club\n",
            "Content/curriculum/01-saving.md": chapterFile(title: "Saving"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        for page in ["index.html", "curriculum/index.html", "curriculum/saving/index.html"] {
            let html = try site.read("Output/" + page)
            let root = page == "index.html" ? "" : page.hasPrefix("curriculum/saving") ? "../../" : "../"
            #expect(
                html.contains("<link rel=\"icon\" href=\"\(root)assets/favicon.svg\" type=\"image/svg+xml\">"),
                "\(page)")
            #expect(
                html.contains(
                    "<button class=\"theme-toggle\" type=\"button\" aria-pressed=\"false\" title=\"Dark theme\" hidden>"
                ), "\(page)")
            #expect(html.contains("localStorage.getItem(\"cashdash-theme\")"), "\(page)")
        }
        #expect(try site.read("Output/assets/favicon.svg").hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let script = try site.read("Output/assets/cashdash.js")
        #expect(script.contains("localStorage.setItem(\"cashdash-theme\", theme)"))
        let style = try site.read("Output/assets/style.css")
        #expect(style.contains(":root[data-theme=\"dark\"] { color-scheme: dark; }"))
        #expect(style.contains("--bg: light-dark(#ffffff, #0f1a27);"))
    }

    @Test("the print page has a button that prints it, shown by the script and never printed")
    func thePrintPageHasAPrintButton() throws {
        let site = try TemporarySite(["Content/curriculum/01-saving.md": chapterFile(title: "Saving")])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(
            print.contains(
                "<p class=\"screen-only\"><button class=\"button print-button\" type=\"button\" hidden>Print the curriculum</button></p>"
            ))
        #expect(try site.read("Output/assets/cashdash.js").contains("window.print()"))
    }

    @Test(
        "the round mark before the site's title and the icon show its currency's symbol, its narrow one, or ¤",
        arguments: [
            ("en", "en_US", "USD", "$"), ("en", "en_IN", "INR", "₹"), ("fr", "fr_FR", "EUR", "€"),
            ("pt-BR", "pt_BR", "BRL", "R$"), ("ar", "ar_EG", "EGP", "E£"), ("de", "de_CH", "CHF", "¤"),
        ])
    /// Arabic writes Egyptian pounds `ج.م.`, too long for the mark; its narrow symbol is `E£`.
    func theBrandMarkIsTheSitesCurrency(language: String, locale: String, currency: String, mark: String) throws {
        let site = try TemporarySite([
            "Content/site.yml":
                "title: Money club\nlanguage: \(language)\nlocale: \(locale)\ncurrency: \(currency)\n"
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        #expect(
            try site.read("Output/index.html").contains(
                "<span class=\"brand-mark\" aria-hidden=\"true\" dir=\"auto\">\(mark)</span> Money club</a>"))
        #expect(try site.read("Output/assets/favicon.svg").contains(">\(mark)</text></svg>"), "the icon shows it too")
    }

    @Test func aSitesOwnIconIsLeftAsItIs() throws {
        let icon = "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>$</text></svg>\n"
        let site = try TemporarySite([
            "Content/site.yml": "title: Money club\nlanguage: fr\nlocale: fr_FR\ncurrency: EUR\n",
            "Templates/assets/favicon.svg": icon,
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        #expect(try site.read("Output/assets/favicon.svg") == icon)
    }
}
