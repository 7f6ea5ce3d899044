import CashDashModel
import Foundation

/// Prints an HTML file to PDF through a Chromium-family browser found on the PATH (headless print to PDF): the print
/// styles lay out the sheets, so Cash Dash has no PDF engine of its own.
///
/// Only fixed flags and a `file://` address built here reach the browser; nothing from a site's settings does.
public struct PDFPrinter: Sendable {
    /// The browsers looked for, in this order, by the names their Linux and macOS packages put on the PATH.
    public static let browserNames = [
        "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "microsoft-edge",
        "microsoft-edge-stable", "brave-browser", "brave",
    ]

    /// The browser's full path.
    public let browser: String

    /// The first browser of ``browserNames`` in the folders of `path` (the PATH's form: folders joined by `:`).
    ///
    /// - Throws: a sentence saying what to install, when there is none.
    public static func find(
        path: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws(OutputError) -> PDFPrinter {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        for name in browserNames {
            for folder in folders where access(folder + "/" + name, X_OK) == 0 {
                return PDFPrinter(browser: folder + "/" + name)
            }
        }
        throw OutputError(
            "a PDF is printed by a Chromium-family browser, and none is on the PATH (looked for "
                + browserNames.joined(separator: ", ")
                + "); install one (Debian or Ubuntu: `sudo apt-get install chromium`; macOS: Google Chrome) and run this again"
        )
    }

    /// Prints the page at `page` (an HTML file) into the PDF at `path`, replacing only a PDF Cash Dash wrote, and
    /// returns its number of pages, counted in the file as written.
    public func write(page: URL, to path: String) throws(OutputError) -> Int {
        let printed = try print(page)
        try ReportFile.write(printed.pdf, to: path)
        guard let written = FileManager.default.contents(atPath: path), let pages = PrintedPDF.pageCount(written)
        else { throw OutputError("\(path) was not written whole; check the disk and run this again") }
        return pages
    }

    /// ``write(page:to:)`` for a page that needs no other file (its styles inside it), given as its text.
    public func write(html: String, to path: String) throws(OutputError) -> Int {
        let folder = FileManager.default.temporaryDirectory.appending(path: "cashdash-page-\(getpid())-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            try Data(html.utf8).write(to: folder.appending(path: "page.html"))
        } catch {
            throw OutputError("the page to print could not be written in \(folder.path) (\(plainWords(error)))")
        }
        return try write(page: folder.appending(path: "page.html"), to: path)
    }

    /// Prints the page at `page` (an HTML file) into a PDF marked as Cash Dash's, and counts its pages.
    ///
    /// - Throws: a sentence naming what went wrong when the browser wrote no readable PDF.
    func print(_ page: URL) throws(OutputError) -> (pdf: Data, pages: Int) {
        let folder: URL
        do {
            folder = try FileManager.default.url(
                for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: page, create: true)
        } catch {
            folder = FileManager.default.temporaryDirectory.appending(path: "cashdash-pdf-\(getpid())")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "page.pdf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments =
            ["--headless", "--disable-gpu"] + (geteuid() == 0 ? ["--no-sandbox"] : [])
            + [
                "--no-pdf-header-footer", "--no-first-run", "--user-data-dir=" + folder.appending(path: "profile").path,
                "--print-to-pdf=" + out.path, page.standardizedFileURL.absoluteString,
            ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw OutputError("\(browser) could not be started (\(plainWords(error)))")
        }
        process.waitUntilExit()
        guard let data = FileManager.default.contents(atPath: out.path), let pages = PrintedPDF.pageCount(data),
            let marked = PrintedPDF.marked(data)
        else {
            throw OutputError(
                "\(browser) printed no readable PDF (it exited with status \(process.terminationStatus)); "
                    + "try printing the page from the browser itself")
        }
        return (marked, pages)
    }
}

extension PDFPrinter {
    /// Prints the print page of the site built in `output` (every chapter, `curriculum/print/`) into `path`, and
    /// returns its number of pages.
    public func writeCurriculum(builtIn output: String, to path: String) throws(OutputError) -> Int {
        let page = URL(fileURLWithPath: output).appending(path: Route.curriculumPrint.path)
        guard FileManager.default.fileExists(atPath: page.path) else {
            throw OutputError("the site has no chapters, so there is no print page to make a PDF of")
        }
        return try write(page: page, to: path)
    }
}
