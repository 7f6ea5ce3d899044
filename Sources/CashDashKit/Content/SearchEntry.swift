import CashDashModel
import CmarkHTML

/// One thing the site search can find (a chapter, a term, a currency, a student…) and its words, each with a score
/// and the place to show for it.
///
/// A word in the title counts most, one in a heading next, each in the text one (up to ten): a chapter titled
/// "Exchange rates" comes before one that says "rates" twice. A chapter's entry is made when the chapter is rendered,
/// so a rebuild that renders one chapter makes one entry again.
struct SearchEntry: Sendable, Equatable {
    /// What the search box shows: Chapter, Term, Currency…
    var kind: String
    var title: String
    /// The address relative to the site root.
    var url: String
    /// Each folded word and where it was found: made from the entry's texts, or as a record keeps them.
    private(set) var wordStore = WordStore.made(WordTable())
    /// The texts and headings the words were found in, for excerpts: an excerpt is made only for the entries a word
    /// lists first (see ``SearchIndex``), from these, rather than kept for every word.
    private var sources: [Source] = []

    /// A text or a heading of the entry.
    private struct Source: Sendable, Equatable {
        var text: LazyText
        /// The heading id to link to (`#budgets`), or empty for the top of the page.
        var anchor: String
        var isHeading: Bool
    }

    /// A word of the entry, in 16 bytes (a big curriculum has a hundred thousand).
    struct Hit: Sendable, Equatable {
        var inTitle = false
        var headings: UInt8 = 0
        var text: UInt16 = 0
        /// Where the word is first shown: in `sources`, and its bytes there; -1 when it is in the title only.
        fileprivate(set) var source: Int32 = -1
        fileprivate(set) var start: Int32 = 0
        fileprivate(set) var end: Int32 = 0

        init() {}

        /// A hit as a record keeps it (``WordStore``).
        init(inTitle: Bool, headings: UInt8, text: UInt16, source: Int32, start: Int32, end: Int32) {
            (self.inTitle, self.headings, self.text) = (inTitle, headings, text)
            (self.source, self.start, self.end) = (source, start, end)
        }

        /// Whether the word has a place to show (``SearchEntry/appendPlaceJSON(of:to:)``): it is in more than the
        /// title.
        var isShown: Bool { source >= 0 }

        /// Title 30, each heading 8 (at most 3), each use in the text 1 (at most 10).
        var score: Int { (inTitle ? 30 : 0) + min(Int(headings), 3) * 8 + min(Int(text), 10) }

        fileprivate mutating func inHeading(_ heading: Int32, isShowingHeading: Bool) {
            if headings < .max { headings += 1 }
            if !isShowingHeading { source = heading }
        }

        fileprivate mutating func inText(_ text: Int32, at range: Range<Int>) {
            if self.text < .max { self.text += 1 }
            if source < 0 { (source, start, end) = (text, Int32(range.lowerBound), Int32(range.upperBound)) }
        }
    }

    init(kind: String, title: String, url: String) {
        self.kind = kind
        self.title = title
        self.url = url
        changeWords { words in
            Self.forEachWord(in: title) { word, _ in words[words.index(of: word, adding: Hit())].inTitle = true }
        }
    }

    /// Its words as a table (made now from the bytes of a record that keeps them).
    var words: WordTable<Hit> { wordStore.table }

    /// The hit of `word`; nil when the entry does not have it.
    func hit(of word: String) -> Hit? { wordStore.hit(of: word) }

    /// Changes the words made from the entry's texts, in place.
    private mutating func changeWords(_ body: (inout WordTable<Hit>) -> Void) {
        guard case .made(var table) = wordStore else { preconditionFailure("a record's entry is not added to") }
        wordStore = .made(Self.noWords)
        body(&table)
        wordStore = .made(table)
    }

    private static let noWords = WordTable<Hit>()

    /// The words of `text` as ``SearchText`` reads them, as bytes.
    private static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void) {
        var text = text
        text.withUTF8 { SearchText.forEachWord(in: $0, body) }
    }

    /// Adds the words of a heading, which link to it by `anchor`. A word in a heading is shown by its first heading.
    mutating func add(heading: String, anchor: String) {
        let source = Int32(sources.count)
        sources.append(Source(text: LazyText(heading), anchor: anchor, isHeading: true))
        let sources = sources
        changeWords { words in
            Self.forEachWord(in: heading) { word, _ in
                let count = words.count
                let index = words.index(of: word, adding: Hit())
                let hit = words[index]
                let showing = index < count && hit.source >= 0 && sources[Int(hit.source)].isHeading
                words[index].inHeading(source, isShowingHeading: showing)
            }
        }
    }

    /// Adds the words of some text, which is under the heading `anchor` (empty: at the top of the page).
    mutating func add(text: String, anchor: String = "") {
        let source = Int32(sources.count)
        sources.append(Source(text: LazyText(text), anchor: anchor, isHeading: false))
        changeWords { words in
            Self.forEachWord(in: text) { word, range in
                words[words.index(of: word, adding: Hit())].inText(source, at: range)
            }
        }
    }

    /// Appends where to show `hit` to the bytes of a search shard, as two JSON strings with a comma between
    /// (`"anchor","excerpt"`): the heading id to link to (empty for the top of the page), and a short piece of the
    /// text around the word's first use (``SearchText/excerpt(of:around:length:)``), or the heading it is in. False,
    /// and nothing appended, for a word of the title only.
    func appendPlaceJSON(of hit: Hit, to script: inout [UInt8]) -> Bool {
        guard hit.isShown else { return false }
        let source = sources[Int(hit.source)]
        var anchor = source.anchor
        anchor.withUTF8 { appendJSONString($0, to: &script) }
        script.append(UInt8(ascii: ","))
        source.text.withUTF8 { text in
            guard !source.isHeading else { return appendJSONString(text, to: &script) }
            let piece = SearchText.excerptRange(of: text, around: Int(hit.start)..<Int(hit.end))
            script.append(UInt8(ascii: "\""))
            if piece.cutBefore { script.append(contentsOf: "…".utf8) }
            appendJSONStringContent(UnsafeBufferPointer(rebasing: text[piece.range]), to: &script)
            if piece.cutAfter { script.append(contentsOf: "…".utf8) }
            script.append(UInt8(ascii: "\""))
        }
        return true
    }

    /// A chapter's entry: its title, summary and objectives, its headings, its text and the code it shows (not a
    /// quiz's or a chart's, which are not shown as code: a quiz's answers stay out of search).
    init(chapter: Chapter, markdown: RenderedMarkdown) {
        self.init(kind: "Chapter", title: chapter.title, url: Route.chapter(slug: chapter.slug).path)
        if let summary = chapter.summary { add(text: summary) }
        for objective in chapter.objectives { add(text: objective) }
        for (index, part) in markdown.text.enumerated() where !part.isEmpty {
            let anchor = index == 0 ? "" : markdown.headings[index - 1].id
            add(text: part, anchor: anchor)
        }
        for heading in markdown.headings { add(heading: heading.text, anchor: heading.id) }
    }

    /// A chapter's entry with the words the last build found in it (`words`, as ``ChapterRecord`` keeps them): its
    /// texts and headings are laid out as ``init(chapter:markdown:)`` lays them, and not read for words again (nor
    /// made `String`s: a text is read only for an excerpt a shard made again shows).
    /// Nil when a word's place is not among them (a damaged record).
    init?(chapter: Chapter, markdown: RenderedBody, keptWords words: WordStore) {
        self.init(summary: chapter.summary, objectives: chapter.objectives, markdown: markdown, keptWords: words)
        (title, url) = (chapter.title, Route.chapter(slug: chapter.slug).path)
    }

    /// A chapter's entry as ``init(chapter:markdown:keptWords:)`` makes it from the chapter's `summary` and
    /// `objectives`, but with no title or address: all that the words and their places are made from, for the
    /// entry the last build made (``changedWords(from:to:)``).
    init?(summary: String?, objectives: [String], markdown: RenderedBody, keptWords words: WordStore) {
        (kind, title, url) = ("Chapter", "", "")
        wordStore = words
        sources.reserveCapacity(
            (summary == nil ? 0 : 1) + objectives.count + markdown.text.count + markdown.headings.count)
        if let summary {
            sources.append(Source(text: LazyText(summary), anchor: "", isHeading: false))
        }
        for objective in objectives {
            sources.append(Source(text: LazyText(objective), anchor: "", isHeading: false))
        }
        for (index, part) in markdown.text.enumerated() where !part.isEmpty {
            sources.append(
                Source(text: part, anchor: index == 0 ? "" : markdown.headings[index - 1].id, isHeading: false))
        }
        for heading in markdown.headings {
            sources.append(Source(text: LazyText(heading.text), anchor: heading.id, isHeading: true))
        }
        guard words.lastSource < sources.count else { return nil }
    }

    /// The words whose part of the search's shards can differ when `old` becomes `new`: those one of them lacks,
    /// and those whose score or shown place differs (``appendPlaceJSON(of:to:)``). A part lists each entry's score,
    /// and the place of the first few, so any other word's part lists the same, though the word may be used more
    /// often than the ten times its score counts, or moved where the piece shown around it stays the same.
    static func changedWords(from old: SearchEntry, to new: SearchEntry) -> [String] {
        var changed: [String] = []
        // Whether each text or heading is the same in both: a word shown from the same place in one that is needs
        // no excerpt made.
        var sameSource: [Int32: Bool] = [:]
        let before = old.words
        var had = Set<String>(minimumCapacity: before.count)
        for index in before.indices {
            let (word, hit) = (before.word(index), before.values[index])
            had.insert(word)
            guard let now = new.hit(of: word), now.score == hit.score else {
                changed.append(word)
                continue
            }
            if hit.isShown, (now.source, now.start, now.end) == (hit.source, hit.start, hit.end) {
                let same = sameSource[hit.source] ?? old.source(hit.source, equals: new)
                sameSource[hit.source] = same
                if same { continue }
            }
            if !old.showsSamePlace(of: hit, as: new, of: now) { changed.append(word) }
        }
        let after = new.words
        for index in after.indices where !had.contains(after.word(index)) { changed.append(after.word(index)) }
        return changed
    }

    /// Whether the text or heading numbered `source` is the same in both entries.
    private func source(_ source: Int32, equals other: SearchEntry) -> Bool {
        sources.indices.contains(Int(source)) && other.sources.indices.contains(Int(source))
            && sources[Int(source)] == other.sources[Int(source)]
    }

    /// Whether `hit` shows the same place here as `otherHit` does in `other` (``appendPlaceJSON(of:to:)``): neither
    /// is shown, or both show the same anchor and the same heading or excerpt, read without making either as a
    /// `String`.
    func showsSamePlace(of hit: Hit, as other: SearchEntry, of otherHit: Hit) -> Bool {
        guard hit.isShown || otherHit.isShown else { return true }
        guard let mine = shownText(of: hit), let theirs = other.shownText(of: otherHit),
            mine.source.anchor == theirs.source.anchor, mine.source.isHeading == theirs.source.isHeading
        else { return false }
        if mine.source.isHeading { return mine.source.text == theirs.source.text }
        return mine.source.text.withUTF8 { left in
            theirs.source.text.withUTF8 { right in
                guard mine.word.upperBound <= left.count, theirs.word.upperBound <= right.count else { return false }
                let one = SearchText.excerptRange(of: left, around: mine.word)
                let two = SearchText.excerptRange(of: right, around: theirs.word)
                return one.cutBefore == two.cutBefore && one.cutAfter == two.cutAfter
                    && left[one.range].elementsEqual(right[two.range])
            }
        }
    }

    /// The text or heading `hit` is shown from, and the word's bytes there; nil when the entry has no such text.
    private func shownText(of hit: Hit) -> (source: Source, word: Range<Int>)? {
        guard sources.indices.contains(Int(hit.source)), hit.start >= 0, hit.start <= hit.end else { return nil }
        return (sources[Int(hit.source)], Int(hit.start)..<Int(hit.end))
    }

    /// Adds everything the entry holds to `digest`, for ``SearchInputs``: two entries with one digest make the same
    /// search files.
    func add(to digest: inout StableDigest) {
        for text in [kind, title, url] { digest.add(text) }
        let words = words
        let (bytes, ends) = words.storage
        bytes.withUnsafeBytes { digest.add($0) }
        ends.withUnsafeBytes { digest.add($0) }
        for hit in words.values {
            digest.add(Int(hit.headings) << 1 | (hit.inTitle ? 1 : 0))
            for number in [Int(hit.text), Int(hit.source), Int(hit.start), Int(hit.end)] { digest.add(number) }
        }
        digest.add(sources.count)
        for source in sources {
            digest.add(source.text)
            digest.add(source.anchor)
            digest.add(source.isHeading)
        }
    }
}
