/// The addresses a template links to by name (`{{links.budgets}}`), as the layout's `links` gives them.
enum TemplateLinks {
    /// The layout's own files, the scripts' data and the home page, by way of the site root. `searchShard` has `*`
    /// where the script puts a shard's name.
    static let throughRoot: [String: Route] = [
        "home": .home, "favicon": .asset("favicon.svg"), "stylesheet": .asset("style.css"),
        "script": .asset("cashdash.js"), "calculatorScript": .asset("calculators.js"), "chapterList": .chapterList,
        "searchScript": .searchScript, "searchShard": .searchShard(name: "*"),
    ]

    /// The pages of the parts of the site any template may link to, from the page.
    static let fromPage: [String: Route] = [
        "curriculum": .curriculum, "curriculumPrint": .curriculumPrint, "calculators": .calculators,
        "budgets": .budgets,
        "classHome": .classHome, "classBadges": .classBadges, "classStore": .classStore, "rates": .rates,
        "ratesCurrencies": .ratesCurrencies,
        "ratesArchive": .ratesArchive, "ratesFeed": .ratesFeed, "glossary": .glossary,
    ]

    /// Every name a template may link to.
    static var names: Set<String> { Set(throughRoot.keys).union(fromPage.keys) }
}
