import CashDashModel
import TestSupport
import Testing

/// Reading a catalogue of interface words, and a site's own words over Cash Dash's.
@Suite struct CatalogueTests {
    private let english = """
        budgets:
          history: History
          range: From {first} to {last}
          transactions:
            one: "{count} transaction"
            other: "{count} transactions"
        """

    private func read(
        _ text: String, path: String = "Templates/i18n/en.yml"
    ) -> ([String: Catalogue.ReadEntry], [String]) {
        var diagnostics = Diagnostics()
        let entries = Catalogue.read(text, path: path, diagnostics: &diagnostics)
        return (entries, diagnostics.sorted.map(\.description))
    }

    private func load(
        _ language: String, bundled: [String: String], site: String? = nil
    ) -> (Catalogue, [String]) {
        var diagnostics = Diagnostics()
        let readBundled = bundled.mapValues { read($0).0 }
        let sitePath = "Content/i18n/\(language).yml"
        let siteEntries = site.map {
            (path: sitePath, entries: Catalogue.read($0, path: sitePath, diagnostics: &diagnostics))
        }
        let catalogue = Catalogue.load(
            language: language, bundled: readBundled, site: siteEntries, setting: ("Content/site.yml", 3, 11),
            diagnostics: &diagnostics)
        return (catalogue, diagnostics.sorted.map(\.description))
    }

    @Test func nestedKeysJoinWithDots() {
        let (entries, problems) = read(english)
        #expect(problems.isEmpty)
        #expect(entries["budgets.history"]?.entry == .text("History"))
        #expect(entries["budgets.history"]?.line == 2)
        #expect(
            entries["budgets.transactions"]?.entry
                == .counted([.one: "{count} transaction", .other: "{count} transactions"]))
    }

    @Test func textsFillTheirPlaceholders() {
        let (catalogue, _) = load("en", bundled: ["en": english])
        #expect(catalogue.text("budgets.range", ["first": "1 May", "last": "31 May"]) == "From 1 May to 31 May")
        #expect(catalogue.text("budgets.transactions", count: 1, countText: "1") == "1 transaction")
        #expect(catalogue.text("budgets.transactions", count: 1234, countText: "1,234") == "1,234 transactions")
    }

    @Test func placeholdersAreFilledInOnePassAndWhatIsNoPlaceholderStaysAsWritten() {
        let (catalogue, _) = load("en", bundled: ["en": english])
        #expect(
            catalogue.text("budgets.range", ["first": "{last}", "last": "31 May"]) == "From {last} to 31 May",
            "a value is not read for placeholders")
        #expect(catalogue.text("budgets.range", ["first": "1 May"]) == "From 1 May to {last}")
        #expect(catalogue.text("budgets.range") == "From {first} to {last}", "without values, the text as written")
        let fill = { (text: String) in Catalogue.fill(text) { $0 == "count" ? "3" : nil } }
        #expect(fill("{{count}} and { a {count}") == "{3} and { a 3", "a brace that opens no name is text")
        #expect(fill("a{x}\u{301}b {count}") == "a{x}\u{301}b 3", "a mark after a brace is kept once")
        #expect(fill("no braces") == "no braces" && fill("{count") == "{count")
        #expect(Catalogue.placeholders(in: "{{count}} {not a name} {a_1}") == ["count", "a_1"])
    }

    @Test func aRightToLeftLanguageIsolatesWhatFillsItsPlaceholders() {
        let arabic = Catalogue(language: "ar", entries: ["funds": .text("في البداية: {amount}")])
        #expect(arabic.text("funds", ["amount": "1,200.00 US$"]) == "في البداية: \u{2068}1,200.00 US$\u{2069}")
        let english = Catalogue(language: "en", entries: ["funds": .text("At the start: {amount}")])
        #expect(english.text("funds", ["amount": "$1,200.00"]) == "At the start: $1,200.00")
        #expect(arabic.text("funds", ["amount": ""]) == "في البداية: ", "no pair of isolates around nothing")
        #expect(arabic.text("funds", ["amount": "1,234"]) == "في البداية: 1,234", "a number alone keeps its order")
    }

    @Test func anAmountEndingInAFullStopEndsTheSentenceWithOne() {
        let arabic = Catalogue(language: "ar", entries: ["biggest": .text("وأكبرها بمبلغ {amount}.")])
        #expect(arabic.text("biggest", ["amount": "55.00 ج.م."]) == "وأكبرها بمبلغ \u{2068}55.00 ج.م.\u{2069}")
        let english = Catalogue(language: "en", entries: ["spent": .text("You spent {amount}. Then {more}...")])
        #expect(english.text("spent", ["amount": "$55.00", "more": "etc."]) == "You spent $55.00. Then etc....")
        #expect(Catalogue.fill("{a}. {a}.") { _ in "E£." } == "E£. E£.")
    }

    @Test func aListIsRunTogetherInTheLanguagesOwnPunctuation() {
        let arabic = Catalogue(language: "ar", entries: ["common.list_separator": .text("، ")])
        #expect(arabic.list(["إيجار", "طعام", "ادخار"]) == "إيجار، طعام، ادخار")
        let english = Catalogue(language: "en", entries: ["common.list_separator": .text(", ")])
        #expect(english.list(["rent", "food"]) == "rent, food" && english.list([]) == "")
    }

    @Test func countedWordsFollowTheLanguagesRule() {
        let french = """
            budgets:
              history: Historique
              range: Du {first} au {last}
              transactions:
                one: "{count} opération"
                many: "{count} d’opérations"
                other: "{count} opérations"
            """
        let (catalogue, problems) = load("fr", bundled: ["en": english, "fr": french])
        #expect(problems.isEmpty)
        #expect(catalogue.text("budgets.transactions", count: 0, countText: "0") == "0 opération")
        #expect(catalogue.text("budgets.transactions", count: 2, countText: "2") == "2 opérations")
        #expect(
            catalogue.text("budgets.transactions", count: 1_000_000, countText: "1 000 000") == "1 000 000 d’opérations"
        )
    }

    @Test func aSitesOwnWordsReplaceCashDashsAndMistakesAreWarningsAtTheirLine() {
        let (catalogue, problems) = load(
            "en", bundled: ["en": english],
            site: """
                budgets:
                  history: Every payment
                  histroy: Typo
                  range: From {frist}
                  transactions: Many
                """)
        #expect(catalogue.text("budgets.history") == "Every payment")
        #expect(catalogue.text("budgets.range", ["first": "a", "last": "b"]) == "From a to b")
        #expect(
            problems == [
                "Content/i18n/en.yml:3:3: warning: `budgets.histroy` is not one of Cash Dash's words, so it changes nothing; check its spelling against Cash Dash's own `Templates/i18n/en.yml`",
                "Content/i18n/en.yml:4:3: warning: `{frist}` in `budgets.range` is not filled in by Cash Dash; it fills in `{first}`, `{last}`",
                "Content/i18n/en.yml:5:3: warning: `budgets.transactions` depends on a count: give a form for each (`one:` and `other:` in English, as `en` needs)",
            ])
    }

    @Test func aFormTheLanguageDoesNotUseIsAWarning() {
        let (_, problems) = load(
            "en", bundled: ["en": english],
            site: """
                budgets:
                  transactions:
                    one: one
                    few: few
                    other: more
                """)
        #expect(
            problems == [
                "Content/i18n/en.yml:2:3: warning: `budgets.transactions` has a `few:` form, which `en` does not use with counts; it uses `one:`, `other:`"
            ])
    }

    @Test func countedWordsNeedOther() {
        let (_, problems) = read(
            """
            transactions:
              one: "{count} transaction"
            """)
        #expect(
            problems == [
                "Templates/i18n/en.yml:1:1: error: `transactions` gives words for some counts but not `other:`, the form every language uses for the rest; add `other:`"
            ])
    }

    @Test func aTextCashDashsLanguageLacksShowsInEnglishWithOneWarningListingEach() {
        let (catalogue, problems) = load(
            "es", bundled: ["en": english, "es": "budgets:\n  history: Historial\n"],
            site: "budgets:\n  range: De {first} a {last}\n")
        #expect(catalogue.text("budgets.history") == "Historial")
        #expect(catalogue.text("budgets.range", ["first": "a", "last": "b"]) == "De a a b")
        #expect(catalogue.text("budgets.transactions", count: 2, countText: "2") == "2 transactions")
        #expect(
            problems == [
                "Content/site.yml:3:11: warning: Cash Dash's words in `es` lack 1 text, which shows in English: "
                    + "`budgets.transactions`; translate it in `Content/i18n/es.yml`"
            ])
    }

    @Test func aLanguageCashDashDoesNotShipShowsEnglishAndSaysSo() {
        let (catalogue, problems) = load(
            "it", bundled: ["en": english],
            site: """
                budgets:
                  history: Storia
                """)
        #expect(catalogue.text("budgets.history") == "Storia")
        #expect(catalogue.text("budgets.range", ["first": "a", "last": "b"]) == "From a to b")
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix(
                "Content/site.yml:3:11: warning: Cash Dash has no words of its own in `it`, so 2 of its 3 texts show in English (the first is `budgets.range`)"
            ) == true)
    }

    @Test func aRegionalVariantUsesItsLanguagesWords() {
        let portuguese = """
            budgets:
              history: Histórico
              range: De {first} a {last}
              transactions:
                one: "{count} transação"
                other: "{count} transações"
            """
        let (catalogue, problems) = load("pt-PT", bundled: ["en": english, "pt": portuguese])
        #expect(problems.isEmpty)
        #expect(catalogue.text("budgets.history") == "Histórico")
    }

    @Test func theScriptsGetTheirWordsAsData() {
        let (catalogue, _) = load("en", bundled: ["en": english + "\nscript:\n  search:\n    none: No results\n"])
        #expect(catalogue.texts(under: "script.").map { "\($0.key)=\($0.text)" } == ["search.none=No results"])
        #expect(
            catalogue.texts(under: "budgets.").map(\.key) == [
                "history", "range", "transactions.one", "transactions.other",
            ])
    }

    @Test func placeholdersAreTheNamesInBraces() {
        #expect(Catalogue.placeholders(in: "From {first} to {last}, {not a name} {}") == ["first", "last"])
    }
}

/// A catalogue's words are added to a digest (chapters' keys hold the site's words) by what it holds, whatever the
/// order its keys were read in.
@Suite struct CatalogueDigestTests {
    func digest(_ catalogue: Catalogue) -> String {
        StableDigest.hex { $0.add(catalogue) }
    }

    @Test func theSameWordsGiveTheSameDigestAndAnyWordChangedAnother() {
        let words: [(String, Catalogue.Entry)] = [
            ("common.balance", .text("Balance")),
            ("quiz.points", .counted([.one: "{count} point", .other: "{count} points"])),
        ]
        let catalogue = Catalogue(language: "en", entries: Dictionary(uniqueKeysWithValues: words))
        let reversed = Catalogue(language: "en", entries: Dictionary(uniqueKeysWithValues: words.reversed()))
        #expect(digest(catalogue) == digest(reversed))
        var changed = catalogue.entries
        changed["common.balance"] = .text("Balance ")
        #expect(digest(Catalogue(language: "en", entries: changed)) != digest(catalogue))
        changed = catalogue.entries
        changed["quiz.points"] = .counted([.one: "{count} point", .many: "{count} points"])
        #expect(digest(Catalogue(language: "en", entries: changed)) != digest(catalogue))
        #expect(digest(Catalogue(language: "fr", entries: catalogue.entries)) != digest(catalogue))
        #expect(
            digest(Catalogue(language: "en", entries: ["a": .text("one")]))
                != digest(
                    Catalogue(language: "en", entries: ["a": .counted([.other: "one"])])))
    }
}
