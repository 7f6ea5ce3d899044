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
        shared.add(renderer.site.templates.words.catalogue)
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
    /// `chapter-list.js`), when every chapter has a key: what they show is the chapters in order, as rendered, the
    /// site's words, and the page's own layout.
    func curriculumKeys(for pages: [Page]) -> [String: String] {
        let chapters = renderer.chapters
        guard !chapters.isEmpty, chapters.allSatisfy({ $0.key != nil }) else { return [:] }
        var shared = StableDigest()
        shared.add("chapter lists")
        shared.add(renderer.site.templates.words.catalogue)
        shared.add(renderer.site.curriculum.isOrderedBySummary)
        shared.add(chapters.count)
        for chapter in chapters { shared.add(chapter.key) }
        let titles: [Route: (title: String, description: String)] = [
            .curriculum: ("curriculum.title", "pages.curriculum"),
            .curriculumPrint: ("pages.print_title", "pages.print"),
            .curriculumAnswers: ("answers.title", "pages.answers"), .chapterList: ("", ""),
        ]
        let words = renderer.site.templates.words.catalogue
        var keys: [String: String] = [:]
        for page in pages {
            guard let (title, description) = titles[page.route] else { continue }
            var digest = shared
            digest.add(page.path)
            digest.add(
                renderer.layout(
                    page.route, title: words.text(title), description: words.text(description), section: "curriculum"))
            keys[page.path] = digest.hex
        }
        return keys
    }
}
