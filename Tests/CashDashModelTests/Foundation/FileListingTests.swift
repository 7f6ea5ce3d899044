@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Listing a folder of the site: only regular files and folders, names read from their own field of each entry.
@Suite struct FileListingTests {
    @Test func aNamedPipeAnywhereInContentIsRefusedAndNeverOpened() throws {
        let site = try TemporarySite(["Content/budgets/home.csv": "date,amount\n", "Content/site.yml": "title: T\n"])
        #expect(mkfifo(site.root.appendingPathComponent("Content/budgets/pipe.csv").path, 0o644) == 0)
        #expect(mkfifo(site.root.appendingPathComponent("Content/budgets/budgets.yml").path, 0o644) == 0)
        var problems = Diagnostics()
        let files = listFiles(
            in: site.root.appendingPathComponent("Content/budgets"), within: site.root, displayPath: "Content/budgets",
            problems: &problems)
        #expect(files == ["home.csv"])
        #expect(
            problems.sorted.map(\.description) == [
                "Content/budgets/budgets.yml:1:1: error: this is not a file or a folder (a named pipe, a device or a socket), which Cash Dash cannot read; remove it from the site folder",
                "Content/budgets/pipe.csv:1:1: error: this is not a file or a folder (a named pipe, a device or a socket), which Cash Dash cannot read; remove it from the site folder",
            ])
        // A file read by its name is refused too, rather than waited on.
        var read = Diagnostics()
        let text = readTextFile(
            site.root.appendingPathComponent("Content/budgets/budgets.yml"), path: "Content/budgets/budgets.yml",
            diagnostics: &read)
        #expect(text == nil)
        #expect(
            read.sorted.map(\.description) == [
                "Content/budgets/budgets.yml:1:1: error: this is not a file (a folder, a named pipe or a device); replace it with a text file"
            ])
        #expect(throws: (any Error).self) {
            try CSVReader(path: site.root.appendingPathComponent("Content/budgets/pipe.csv").path)
        }
        #expect(readRegularFile(atPath: site.root.appendingPathComponent("Content/budgets/pipe.csv").path) == nil)
        #expect(
            readRegularFile(atPath: site.root.appendingPathComponent("Content/budgets/home.csv").path)
                == Data("date,amount\n".utf8))
    }

    @Test func longAndShortNamesAreReadWhole() throws {
        // Entries are as long as their names: short ones end well before `dirent`'s 256-byte name field does.
        let names = ["a", "bb", String(repeating: "n", count: 255), "é.md"]
        let site = try TemporarySite(Dictionary(uniqueKeysWithValues: names.map { ("Content/x/" + $0, "") }))
        #expect(listFiles(in: site.root.appendingPathComponent("Content/x"), within: site.root) == names.sorted())
    }
}
