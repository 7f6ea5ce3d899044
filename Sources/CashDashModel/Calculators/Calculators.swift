import Foundation

/// The explanation pages of `Content/calculators/`, in the order they are listed.
public struct Calculators: Sendable {
    public var pages: [CalculatorPage]

    public init(pages: [CalculatorPage] = []) {
        self.pages = pages
    }

    /// Reads every `*.md` file of `directory`; a missing folder means no calculators. Amounts in the examples use
    /// the site currency's `minorUnits`; a page without a title is called by its calculator's name in `words`.
    public static func load(
        from directory: URL, path: String, minorUnits: Int, decimalSeparator: String, words: Catalogue,
        diagnostics: inout Diagnostics
    ) -> Calculators {
        let files = listFiles(in: directory, within: directory.siteFolder).filter {
            $0.lowercased().hasSuffix(".md") && !$0.contains("/")
        }
        var pages: [CalculatorPage] = []
        for fileName in files {
            let pagePath = displayPath(path, fileName)
            guard
                let text = readTextFile(
                    directory.appendingPathComponent(fileName), path: pagePath, diagnostics: &diagnostics),
                let page = CalculatorPage.load(
                    text: text, path: pagePath, fileName: fileName, minorUnits: minorUnits,
                    decimalSeparator: decimalSeparator, words: words,
                    diagnostics: &diagnostics)
            else { continue }
            if let first = pages.first(where: { $0.kind == page.kind }) {
                diagnostics.error(
                    "\(first.path) already explains the `\(page.kind.rawValue)` calculator; keep one page per calculator",
                    in: pagePath, line: 2)
                continue
            }
            pages.append(page)
        }
        pages.sort { ($0.order ?? Int.max, $0.fileName) < ($1.order ?? Int.max, $1.fileName) }
        return Calculators(pages: pages)
    }
}
