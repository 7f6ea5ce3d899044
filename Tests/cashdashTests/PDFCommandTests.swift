import Foundation
import Testing

/// `report --format pdf`, `class statements --pdf` and `build --pdf`: pages printed to PDF by a Chromium-family
/// browser on the PATH, read back by `pdfinfo` (Debian's poppler-utils) where it is installed.
@Suite struct PDFCommandTests {
    /// Whether a browser that prints PDFs is on the PATH (CI installs chromium, so the tests run there).
    static let browser = ["chromium", "chromium-browser", "google-chrome", "microsoft-edge", "brave-browser"]
        .contains { name in
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
                FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
            }
        }
    static let pdfinfo = URL(fileURLWithPath: "/usr/bin/pdfinfo")
    static let ledger =
        "date,amount,type,category,note\n2026-09-01,100.00,deposit,Allowance,Start\n"
        + "2026-09-02,12.50,expense,Food,Lunch\n"

    /// What `pdfinfo` says of the PDF at `path`, by field (`Pages`, `Creator`); empty without pdfinfo.
    static func info(_ path: String, in folder: TemporaryFolder) throws -> [String: String] {
        guard FileManager.default.isExecutableFile(atPath: pdfinfo.path) else { return [:] }
        let result = try CommandRunner.run([path], in: folder.url, tool: pdfinfo)
        #expect(result.status == 0, "pdfinfo could not read \(path): \(result.standardError)")
        return Dictionary(
            result.standardOutput.split(separator: "\n").compactMap { line in
                line.firstIndex(of: ":").map {
                    (String(line[..<$0]), line[line.index(after: $0)...].trimmingCharacters(in: .whitespaces))
                }
            }, uniquingKeysWith: { first, _ in first })
    }

    @Test(.enabled(if: browser, "needs a Chromium-family browser on the PATH"))
    func aReportPrintsToAPDFThatPdfinfoReadsAndAUsersPDFIsKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.ledger, to: "term.csv")
        let result = try CommandRunner.run(["report", "term.csv", "--format", "pdf"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let said = try #require(result.standardOutput.wholeMatch(of: /Wrote report\.pdf \((\d+) pages?\)\n/))
        let info = try Self.info("report.pdf", in: folder)
        #expect(info.isEmpty || (info["Pages"] == String(said.1) && info["Creator"] == "Cash Dash"), "\(info)")
        // A second report replaces the first; a PDF of the user's with the name is never replaced.
        #expect(try CommandRunner.run(["report", "term.csv", "--format", "pdf"], in: folder.url).status == 0)
        try folder.write("%PDF-1.4\n% the user's own letter\n", to: "letter.pdf")
        let refused = try CommandRunner.run(
            ["report", "term.csv", "--format", "pdf", "--output", "letter.pdf"], in: folder.url)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("letter.pdf already exists and is not a report Cash Dash wrote"))
        #expect(try folder.read("letter.pdf") == "%PDF-1.4\n% the user's own letter\n")
    }

    @Test(.enabled(if: browser, "needs a Chromium-family browser on the PATH"))
    func statementsPrintOneSheetAStudentAndAllOfThemTogether() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write("id,name\nk1,Kai Moana\nk2,Lea Park\nk3,Ana Ruiz\n", to: "Content/class/students.csv")
        try site.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-11-02,bank,k1,10,Pay,T\nt2,2026-11-03,k1,k2,4,Snack,T\n",
            to: "Content/class/transactions.csv")
        let result = try CommandRunner.run(["class", "statements", "--month", "2026-11", "--pdf"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasSuffix(
                "Wrote a PDF of each, and Statements/2026-11/all.pdf (3 pages)\n"))
        for name in ["kai-moana", "lea-park", "ana-ruiz"] {
            #expect(site.exists("Statements/2026-11/\(name).pdf"))
            let info = try Self.info("Statements/2026-11/\(name).pdf", in: site)
            #expect(info.isEmpty || info["Pages"] == "1", "one statement, one sheet: \(info)")
        }
        let all = try Self.info("Statements/2026-11/all.pdf", in: site)
        #expect(all.isEmpty || all["Pages"] == "3", "\(all)")
    }

    @Test(.enabled(if: browser, "needs a Chromium-family browser on the PATH"))
    func buildPrintsEveryChapterToAPDF() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "club"], in: folder.url).status == 0)
        let site = TemporaryFolder(existing: folder.url.appending(path: "club"))
        let result = try CommandRunner.run(["build", "--pdf", "chapters.pdf"], in: site.url)
        #expect(result.status == 0, "\(result.standardError)")
        let said = try #require(result.standardOutput.firstMatch(of: /Wrote chapters\.pdf \((\d+) pages?\)\n/))
        let info = try Self.info("chapters.pdf", in: site)
        #expect(info.isEmpty || info["Pages"] == String(said.1), "the pages said are the pages pdfinfo counts")
    }

    @Test func withNoBrowserOnThePathEachCommandSaysWhatToInstall() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.ledger, to: "term.csv")
        try folder.write("", to: "empty/.keep")
        let noBrowser = ["PATH": folder.url.appending(path: "empty").path]
        let report = try CommandRunner.run(
            ["report", "term.csv", "--format", "pdf"], in: folder.url, environment: noBrowser)
        #expect(report.status == 1)
        #expect(
            report.standardError.hasPrefix(
                "--format pdf: error: a PDF is printed by a Chromium-family browser, and none is on the PATH (looked "
                    + "for chromium, chromium-browser, google-chrome"))
        #expect(report.standardError.contains("install one (Debian or Ubuntu: `sudo apt-get install chromium`"))
        #expect(!folder.exists("report.pdf"))
        let build = try CommandRunner.run(["build", "--pdf", "book.pdf"], in: folder.url, environment: noBrowser)
        #expect(build.status == 1 && build.standardError.hasPrefix("--pdf: error: a PDF is printed by"))
        #expect(!folder.exists("Output") && !folder.exists("book.pdf"), "nothing was built")
    }
}
