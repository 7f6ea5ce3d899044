import CashDashModel

extension PageInputs {
    /// The key of each chapter's page whose chapter has a key (``RenderedChapter/key``, when the build keeps its
    /// chapters): what the page shows is the chapter as rendered (its key), its place among the chapters and their
    /// count, its neighbours' titles, numbers and addresses, the calculators that name it, the site's words, and the
    /// layout every chapter page shares but for its title and summary, which are the chapter's.
    func chapterKeys(for pages: [Page]) -> [String: String] {
        let chapters = renderer.chapters
        guard let first = chapters.first, chapters.contains(where: { $0.key != nil }) else { return [:] }
        let isBook = renderer.site.curriculum.isOrderedBySummary
        var shared = StableDigest()
        shared.add("chapter page")
        shared.add(renderer.layout(.chapter(slug: first.chapter.slug), title: nil, section: "curriculum"))
        shared.add(words)
        shared.add(isBook)
        shared.add(chapters.count)
        let indices = Dictionary(
            chapters.enumerated().map { ($1.chapter.slug, $0) }, uniquingKeysWith: { first, _ in first })
        let curriculum = CurriculumPages(renderer)
        var keys: [String: String] = [:]
        keys.reserveCapacity(chapters.count)
        for page in pages {
            guard case .chapter(let slug) = page.route, let index = indices[slug], let key = chapters[index].key,
                !page.path.utf8.contains(UInt8(ascii: "\t"))
            else { continue }
            var digest = shared
            digest.add(page.path)
            digest.add(key)
            digest.add(index)
            for neighbour in [index - 1, index + 1] {
                guard chapters.indices.contains(neighbour) else {
                    digest.add(false)
                    continue
                }
                let chapter = chapters[neighbour].chapter
                digest.add(chapter.title)
                digest.add(chapter.slug)
                digest.add(chapter.number(at: neighbour + 1, isInBook: isBook))
            }
            if !renderer.calculators.isEmpty {
                digest.add(curriculum.calculatorLinks(forChapter: chapters[index].chapter.fileName, on: page.route))
            }
            keys[page.path] = digest.hex
        }
        return keys
    }

    /// The key of each page made from every chapter (the curriculum's index, the print page, the answer key,
    /// `chapter-list.js`), when every chapter has a key: what they show is the site's words, the page's own layout,
    /// and of each chapter in order its entry in the lists (``addListing(of:at:isBook:)``); the print page shows
    /// every chapter as rendered (its key), and the answer key the quizzes of those that have any. So an edit that
    /// leaves a chapter's title, summary and reading time alone draws the index and the list again only for a
    /// build into a new folder. The print page's frame, its contents and layout around the chapters, shows what the
    /// index shows: `printFrame` is its key (``PrintParts``).
    func curriculumKeys(for pages: [Page]) -> (pages: [String: String], printFrame: String?) {
        let chapters = renderer.chapters
        guard !chapters.isEmpty, chapters.allSatisfy({ $0.key != nil }) else { return ([:], nil) }
        let isBook = renderer.site.curriculum.isOrderedBySummary
        var listed = StableDigest()
        listed.add("chapter lists")
        listed.add(words)
        listed.add(isBook)
        listed.add(chapters.count)
        var printed = listed
        for (index, rendered) in chapters.enumerated() {
            listed.addListing(of: rendered, at: index, isBook: isBook)
            printed.add(rendered.key)
        }
        var answered = listed
        for rendered in chapters { answered.add(rendered.quizzes.isEmpty ? nil : rendered.key) }
        let titles: [Route: (title: String, description: String, digest: StableDigest)] = [
            .curriculum: ("curriculum.title", "pages.curriculum", listed),
            .curriculumPrint: ("pages.print_title", "pages.print", printed),
            .curriculumAnswers: ("answers.title", "pages.answers", answered), .chapterList: ("", "", listed),
        ]
        let catalogue = renderer.site.templates.words.catalogue
        var keys: [String: String] = [:]
        var printFrame: String?
        for page in pages {
            guard let (title, description, shared) = titles[page.route] else { continue }
            let layout = renderer.layout(
                page.route, title: catalogue.text(title), description: catalogue.text(description),
                section: "curriculum")
            var digest = shared
            digest.add(page.path)
            digest.add(layout)
            keys[page.path] = digest.hex
            if page.route == .curriculumPrint {
                var frame = listed
                frame.add("print frame")
                frame.add(page.path)
                frame.add(layout)
                printFrame = frame.hex
            }
        }
        return (keys, printFrame)
    }
}

extension StableDigest {
    /// What the curriculum's index and `chapter-list.js` show of the chapter `rendered` at `index` in reading order
    /// (``CurriculumPages/chapterGroups(on:)``): its section, number, title, summary, reading time, address and depth.
    fileprivate mutating func addListing(of rendered: RenderedChapter, at index: Int, isBook: Bool) {
        let chapter = rendered.chapter
        add(chapter.section?.title)
        add(chapter.section?.order.map(String.init))
        add(chapter.section?.key)
        add(chapter.section == nil)
        add(chapter.number(at: index + 1, isInBook: isBook))
        add(chapter.title)
        add(chapter.summary)
        add(rendered.readingMinutes)
        add(chapter.slug)
        add(chapter.depth)
    }
}
