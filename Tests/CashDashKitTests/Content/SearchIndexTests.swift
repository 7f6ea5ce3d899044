@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// The search index as the header's search box reads it: the first file, then the shard of each word typed.
struct SearchFiles {
    struct Result: Equatable {
        var kind: String
        var title: String
        var url: String
        var excerpt: String? = nil
    }

    let kinds: [String]
    let prefixes: [String]
    let entries: [[Any]]
    let shards: [String: String]
    let read: (String) -> String?

    init(read: @escaping (String) -> String?) throws {
        self.read = read
        let first = try #require(read("search-index.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        kinds = try #require(object["kinds"] as? [String])
        prefixes = try #require(object["prefixes"] as? [String])
        entries = try #require(object["entries"] as? [[Any]])
        shards = try #require(object["shards"] as? [String: String])
    }

    /// The words of `key`'s shard: each word's postings, `[entry, score, anchor?, excerpt?]`.
    func shard(_ key: String) -> [String: [[Any]]] {
        guard let file = shards[key], let script = read("search/\(file).js"),
            let start = script.firstIndex(of: "{"), let end = script.lastIndex(of: "}"),
            let object = try? JSONSerialization.jsonObject(with: Data(script[start...end].utf8)) as? [String: [Any]]
        else { return [:] }
        // The best few are arrays with an excerpt; the rest are pairs of numbers.
        return object.mapValues { list in
            var postings: [[Any]] = []
            var index = 0
            while index < list.count {
                if let posting = list[index] as? [Any] {
                    postings.append(posting)
                    index += 1
                } else {
                    postings.append([list[index], list[index + 1]])
                    index += 2
                }
            }
            return postings
        }
    }

    /// What a search for `query` lists, best first, as `cashdash.js` ranks it: every word (of two letters or more)
    /// must start a word of the entry; a whole word counts twice.
    func search(_ query: String) -> [Result] {
        var words: [String] = []
        SearchText.forEachWord(in: query) { word, _ in words.append(word) }
        var combined: [Int: (score: Int, anchor: String?, excerpt: String?)]?
        for word in words {
            var found: [Int: (score: Int, anchor: String?, excerpt: String?)] = [:]
            for (term, postings) in shard(SearchIndex.shardKey(word)) where term.hasPrefix(word) {
                for posting in postings {
                    let entry = posting[0] as! Int, score = (posting[1] as! Int) * (term == word ? 2 : 1)
                    if score > found[entry]?.score ?? -1 {
                        found[entry] = (
                            score, posting.count > 2 ? posting[2] as? String : nil,
                            posting.count > 3 ? posting[3] as? String : nil
                        )
                    }
                }
            }
            guard let before = combined else { combined = found; continue }
            combined = before.filter { found[$0.key] != nil }.mapValues { $0 }
            for (entry, hit) in combined! { combined![entry]!.score = hit.score + found[entry]!.score }
        }
        return (combined ?? [:]).sorted { ($0.value.score, $1.key) > ($1.value.score, $0.key) }.map { entry, hit in
            let row = entries[entry]
            let anchor = hit.anchor.map { $0.isEmpty ? "" : "#" + $0 } ?? ""
            var url = prefixes[row[0] as! Int] + (row[2] as! String)
            if url.isEmpty || url.hasSuffix("/") { url += "index.html" }
            return Result(
                kind: kinds[row[0] as! Int], title: row[1] as! String, url: url + anchor, excerpt: hit.excerpt)
        }
    }

    /// The titles a search lists, best first.
    func titles(_ query: String) -> [String] { search(query).map(\.title) }
}

extension SearchFiles {
    /// The index of the site built from `site` into its Output folder.
    init(builtIn site: TemporarySite) throws {
        try self.init { try? site.read("Output/" + $0) }
    }
}

@Suite struct DefaultSiteSearchTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The default site, built in memory once for the suite.
    static let files = SiteBuilder(sitePath: packageRoot.path).preview().files

    static var index: SearchFiles? {
        guard let files else { return nil }
        return try? SearchFiles { files[$0].map { String(decoding: $0, as: UTF8.self) } }
    }

    @Test func ratesFindsTheExchangeRatesPageFirstAndChaptersThatMentionRates() throws {
        let index = try #require(Self.index)
        let results = index.search("rates")
        #expect(
            results.first
                == SearchFiles.Result(
                    kind: "Page", title: "Exchange rates", url: "rates/index.html", excerpt: results.first?.excerpt))
        #expect(results.contains { $0.kind == "Chapter" && $0.title == "Exchanging currency when you travel" })
    }

    @Test func aCurrencyIsFoundByItsCodeAndByItsName() throws {
        let index = try #require(Self.index)
        #expect(index.titles("USD").first == "US Dollar (USD)")
        #expect(index.titles("usd") == index.titles("USD"))
        #expect(index.titles("yen").first == "Yen (JPY)")
    }

    @Test func sectionPagesAreFoundByTheirNames() throws {
        let index = try #require(Self.index)
        #expect(index.titles("class").contains("Our class"))
        #expect(index.titles("budgets").first == "Budgets")
    }

    @Test func aWordOfAGlossaryDefinitionFindsTheTermWithAnExcerpt() throws {
        let index = try #require(Self.index)
        // "paycheck" is in the definition of 401(k), not in its name.
        let term = try #require(index.search("paycheck").first { $0.kind == "Term" && $0.title == "401(k)" })
        #expect(term.url == "glossary/index.html#401-k")
        #expect(term.excerpt?.contains("Part of each paycheck goes into the plan") == true)
    }

    @Test func aWordInsideAChapterFindsItAndLinksToItsSection() throws {
        let index = try #require(Self.index)
        // Not a title or a heading: a word of the text only, found by its start.
        let results = index.search("surpri")
        let chapter = try #require(results.first { $0.title == "Making a budget" })
        #expect(chapter.kind == "Chapter")
        #expect(chapter.excerpt?.localizedCaseInsensitiveContains("surprise") == true)
    }

    @Test func avaFindsTheStudentWhenTheClassPagesShowNames() throws {
        let index = try #require(Self.index)
        let results = index.search("Ava")
        #expect(
            results.first
                == SearchFiles.Result(
                    kind: "Student", title: "Ava Brightwater", url: "class/students/ava-brightwater/index.html",
                    excerpt: nil))
        #expect(results.contains { $0.title == "Avalanche method" })
    }
}

@Suite struct SearchIndexTests {
    @Test func studentsAreFoundByWhatTheirPagesShow() throws {
        let named = try classSite(siteYML: "title: Club\nclass:\n  privacy: names\n")
        #expect(SiteBuilder(sitePath: named.path).build().succeeded)
        #expect(
            try SearchFiles(builtIn: named).search("maya") == [
                SearchFiles.Result(kind: "Student", title: "Maya Lopez", url: "class/students/maya-lopez/index.html")
            ])

        let initials = try classSite(siteYML: "title: Club\nclass:\n  privacy: initials\n")
        #expect(SiteBuilder(sitePath: initials.path).build().succeeded)
        let search = try SearchFiles(builtIn: initials)
        #expect(search.search("maya").isEmpty && search.search("lopez").isEmpty)
        #expect(!(try initials.read("Output/search-index.json")).contains("Maya"))
        for (file, data) in try initials.snapshot(of: "Output/search") {
            #expect(!String(decoding: data, as: UTF8.self).contains("maya"), "\(file) has the name")
        }
    }

    @Test func accentsAndCaseAreFoldedBothWays() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-epargne.md": chapterFile(
                title: "L'Épargne", body: "Mettre de côté, c'est l'ÉPARGNE de précaution.\n")
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let search = try SearchFiles(builtIn: site)
        // First; the Curriculum page, whose summary names the first chapter, after it.
        #expect(search.titles("epargne").first == "L'Épargne")
        #expect(search.titles("ÉPAR") == search.titles("epargne"))
        #expect(search.titles("precaution") == ["L'Épargne"])
        #expect(search.search("cote").first?.excerpt == "Mettre de côté, c'est l'ÉPARGNE de précaution.")
        #expect(site.exists("Output/search/ep.js"))
        // A shard of letters outside a–z has a plain ASCII file name.
        #expect(SearchIndex.fileName(forShard: "ßa") == "_df_a")
        #expect(SearchIndex.fileName(forShard: "жи") == "_436__438_")
    }

    @Test func aWordIsFoundInsideChineseTextAndANumberHoweverItIsGrouped() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-saving.md": chapterFile(
                title: "存钱", body: "我们每个月都要存钱买房。\n\nA deposit of $1,000 or 1.000 € a year.\n")
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let search = try SearchFiles(builtIn: site)
        #expect(search.search("买房").first?.excerpt?.hasPrefix("我们每个月都要存钱买房。") == true)
        #expect(search.titles("每个月") == ["存钱"])
        // Every pair of the words typed must be in the text: 月存 is not.
        #expect(search.titles("每个月存钱").isEmpty)
        #expect(search.titles("1000") == ["存钱"])
        #expect(search.titles("1,000") == ["存钱"])
        // The Chinese words starting with 存 to 忏 (U+5B50 to U+5B5F) share one shard.
        #expect(SearchIndex.shardKey("存钱") == "\u{5B50}" && site.exists("Output/search/_5b50_.js"))
    }

    @Test func codeBlocksAndInlineCodeAreIndexedButNotAQuizsAnswers() throws {
        let body = """
            Pick the right answer with `checkbook` in hand.

            ```quiz
            questions:
              - question: What is a budget?
                choices:
                  - text: A zebrafish plan
                    right: true
                    why: A plan for your money, zebrafish or not.
                  - text: A bank
                    why: A bank keeps money; a budget plans it.
            ```

            ```
            $ cashdash import bank.csv --assume-tortoise
            ```

            """
        let site = try TemporarySite(["Content/curriculum/01-quiz.md": chapterFile(title: "Quiz time", body: body)])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let search = try SearchFiles(builtIn: site)
        #expect(search.titles("zebrafish").isEmpty)
        // An option named only in an example (issue 51: the manual's options could not be found).
        #expect(search.titles("--assume-tortoise") == ["Quiz time"])
        #expect(
            search.search("tortoise").first?.excerpt?.hasSuffix("$ cashdash import bank.csv --assume-tortoise") == true)
        #expect(search.titles("checkbook") == ["Quiz time"])
    }

    @Test func anArabicWordIsFoundWithOrWithoutItsArticleAndAHindiOneWithAnyCommonEnding() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-save.md": chapterFile(title: "الادخار أولًا", body: "ابدأ بالادخار للمستقبل.\n"),
            "Content/curriculum/02-accounts.md": chapterFile(title: "खाते", body: "दो बचत खातों की तुलना।\n"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let search = try SearchFiles(builtIn: site)
        for query in ["ادخار", "الادخار", "بالادخار", "للادخار", "والادخار"] {
            #expect(search.titles(query).first == "الادخار أولًا", "\(query)")
        }
        #expect(search.titles("مستقبل").first == "الادخار أولًا")
        for query in ["खाता", "खाते", "खातों"] { #expect(search.titles(query).first == "खाते", "\(query)") }
    }

    @Test func aHeadingCountsMoreThanTheTextAndLinksToItsPlace() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "A pension, a pension and a pension.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "Beta", body: "## Your pension\n\nSome text.\n"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let results = try SearchFiles(builtIn: site).search("pension")
        #expect(
            results == [
                SearchFiles.Result(
                    kind: "Chapter", title: "Beta", url: "curriculum/beta/index.html#your-pension",
                    excerpt: "Your pension"),
                SearchFiles.Result(
                    kind: "Chapter", title: "Alpha", url: "curriculum/alpha/index.html",
                    excerpt: "A pension, a pension and a pension."),
            ])
    }

    @Test func aWordOfTheTitleComesBeforeTheSameWordInTheText() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "Rent is due. Rent again. Rent.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "Paying rent", body: "Some text.\n"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try SearchFiles(builtIn: site).titles("rent") == ["Paying rent", "Alpha"])
    }

    @Test func twoBuildsWriteTheSameIndex() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(
                title: "Alpha", body: "## One\n\nBudget words here.\n\n## Two\n\nMore budget words.\n"),
            "Content/glossary/glossary.txt": "Budget: A plan for money.\nBond: A loan you give.\n",
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let first = try site.snapshot(of: "Output/search")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try site.snapshot(of: "Output/search") == first)
        #expect(first.count == Set(first.keys).count && first["bu.js"] != nil)
    }
}

/// `serve` makes each new search index from the last, again only for the entries that changed: its files must be the
/// ones an index made afresh writes, byte for byte, whatever changed.
@Suite struct ReusedSearchIndexTests {
    private func entry(_ title: String, _ text: String, _ number: Int) -> SearchEntry {
        var entry = SearchEntry(kind: "Chapter", title: title, url: "curriculum/c\(number)/index.html")
        entry.add(heading: "About \(title)", anchor: "about")
        entry.add(text: text)
        return entry
    }

    private func files(_ index: SearchIndex) -> [String] {
        index.jsonParts + index.shards.map { $0.key + "\n" + ($0.script ?? "") }
    }

    @Test func anIndexMadeFromTheLastEqualsOneMadeAfresh() {
        var random = SplitMix64(seed: 7)
        let words = ["budget", "bond", "saving", "rent", "rate", "zebra", "quota", "interest", "loan", "épargne"]
        func text() -> String {
            (0..<Int.random(in: 1...6, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
        }
        var entries = (0..<30).map { entry("Chapter \($0)", text(), $0) }
        var last = SearchIndex(entries: entries)
        for step in 0..<60 {
            // Most steps change one entry or two; some take a word no other entry has, or the last of a word away.
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let number = Int.random(in: 0..<entries.count, using: &random)
                let only = step % 5 == 0 ? " onlyword\(step)" : ""
                entries[number] = entry(step % 7 == 0 ? "Renamed \(step)" : "Chapter \(number)", text() + only, number)
            }
            let reused = SearchIndex(entries: entries, reusing: last)
            let fresh = SearchIndex(entries: entries)
            #expect(files(reused) == files(fresh), "step \(step)")
            last = reused
        }
        // A different number of entries is made afresh.
        entries.removeLast()
        #expect(files(SearchIndex(entries: entries, reusing: last)) == files(SearchIndex(entries: entries)))
    }

    @Test func anUnchangedIndexKeepsItsShards() {
        let entries = (0..<5).map { entry("Chapter \($0)", "budget and bond", $0) }
        let last = SearchIndex(entries: entries)
        let again = SearchIndex(entries: entries, reusing: last)
        #expect(files(again) == files(last))
    }

    /// `SearchIndex.sorted` sorts postings in the order of their entries as numbers; any list gives what comparing
    /// the postings themselves gives: best score first, the first entry first among equals.
    @Test func postingsSortAsTheirScoresAndEntriesSay() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...60, using: &generator)
            var entry: Int32 = -1
            let postings = (0..<count).map { _ in
                entry += Int32.random(in: 1...4, using: &generator)
                let score = [Int32.min, -3, 0, 1, 8, 30, 31, Int32.max].randomElement(using: &generator)!
                return SearchIndex.Posting(entry: entry, score: score, hit: SearchEntry.Hit())
            }
            let expected = postings.sorted { ($0.score, $1.entry) > ($1.score, $0.entry) }
            #expect(SearchIndex.sorted(postings) == expected)
            #expect(SearchIndex.sorted(postings.reversed()) == expected)
        }
    }
}
