@testable import CashDashKit
@testable import CashDashModel
import Foundation

/// One fuzz target per reader of content (and per writer, renderer and server path), chosen with
/// `CASHDASH_FUZZ_TARGET`: every input must end in a value or a reported problem, and what a target says of its output
/// must hold; a crash, a failed check, a hang or a leak is a finding.
let target = ProcessInfo.processInfo.environment["CASHDASH_FUZZ_TARGET"] ?? "csv"

/// Runs one input through the chosen target (also under libFuzzer's own name, which its runtime refers to).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = start.map { Data(bytes: $0, count: count) } ?? Data()
    switch target {
    case "csv": csv(data)
    case "rtf": _ = try? RTFReader.read([UInt8](data))
    case "frontmatter": frontMatter(data)
    case "snapshot": _ = try? Snapshot(json: data)
    case "ecb": _ = try? RateImporter.snapshots(from: data)
    case "chart": chart(data)
    case "class": classTable(data)
    case "profile": profile(data)
    case "toml": toml(data)
    case "include": include(data)
    case "markdown": markdown(data)
    case "sanitizer": sanitizer(data)
    case "ofx": ofx(data)
    case "qif": qif(data)
    case "camt": camt(data)
    case "ledgerwriter": ledgerWriter(data)
    case "zip": zip(data)
    case "serve": serve(data)
    default: fatalError("unknown CASHDASH_FUZZ_TARGET \(target)")
    }
    return 0
}

/// The CSV reader at a small block size (so records cross blocks), every field's text and position, and the
/// amount and date readers on every field.
private func csv(_ data: Data) {
    var reader = CSVReader(data: data, blockSize: 64)
    let amounts = AmountText(decimalSeparator: data.first.map { $0 & 1 == 0 } == true ? "," : ".")
    try? reader.forEachRecord { record in
        let positions = record.positions()
        precondition(positions.count == record.count)
        for index in 0..<record.count {
            _ = record.string(index)
            _ = amounts.parse(record.bytes(index))
            _ = DateFormat.iso.parse(record.bytes(index))
            _ = record.withUnescapedBytes(index) { $0.count }
        }
    }
}

private func frontMatter(_ data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return }
    var diagnostics = Diagnostics()
    _ = ChapterLoader.load(text: text, path: "fuzz.md", fileName: "01-fuzz.md", diagnostics: &diagnostics)
    _ = YAMLMapping.parse(text, path: "site.yml", diagnostics: &diagnostics)
    _ = BookSummary(text, path: "SUMMARY.md", diagnostics: &diagnostics)
}

private func chart(_ data: Data) {
    guard let yaml = String(data: data, encoding: .utf8) else { return }
    var diagnostics = Diagnostics()
    _ = ChartBlock.html(
        yaml: yaml, path: "fuzz.md", firstLine: 1, id: "c", money: .usDollars, diagnostics: &diagnostics)
}

/// `xp.csv` of a class, through the class table reader and the ledger's checks.
private func classTable(_ data: Data) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data("id,name\nstu-1,Mia\nstu-2,Leo\n".utf8).write(to: folder.appendingPathComponent("students.csv"))
    try? data.write(to: folder.appendingPathComponent("transactions.csv"))
    try? data.write(to: folder.appendingPathComponent("xp.csv"))
    var diagnostics = Diagnostics()
    _ = ClassLedger.load(
        from: folder, path: "class", money: MoneyFormat(config: SiteConfig()).writer, diagnostics: &diagnostics)
}

/// Hugo's TOML front matter: the rewriting to YAML alone, then a whole chapter that starts with it.
private func toml(_ data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return }
    var diagnostics = Diagnostics()
    if let yaml = TOMLFrontMatter.yaml(from: text, path: "fuzz.md", firstLine: 2, diagnostics: &diagnostics) {
        precondition(
            yaml.split(separator: "\n", omittingEmptySubsequences: false).count
                >= text.split(separator: "\n", omittingEmptySubsequences: false).count, "every TOML line keeps its line"
        )
    }
    _ = ChapterLoader.load(
        text: "+++\n" + text + "\n+++\nBody.\n", path: "fuzz.md", fileName: "01-fuzz.md", diagnostics: &diagnostics)
}

/// `{{#include}}`: the input is both a file that is included (whole, by lines and by anchor, and including itself
/// or the chapter) and the chapter's own text; the expansion stays within its limits.
private func include(_ data: Data) {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-fuzz-include-\(getpid())")
    let folder = site.appendingPathComponent("Content/curriculum")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: folder.appendingPathComponent("part.md"))
    let text = String(decoding: data, as: UTF8.self)
    let chapter =
        "{{#include part.md}}\n{{#include part.md:2:5}}\n{{#include part.md::3}}\n{{#include part.md:a}}\n"
        + "{{#include 01-fuzz.md}}\n" + text
    try? Data(chapter.utf8).write(to: folder.appendingPathComponent("01-fuzz.md"))
    var diagnostics = Diagnostics()
    let expanded = BookIncludes(siteFolder: site).expand(
        chapter, of: folder.appendingPathComponent("01-fuzz.md"), firstLine: 1, path: "01-fuzz.md",
        diagnostics: &diagnostics)
    precondition(
        expanded.text.utf8.count <= BookIncludes.largestChapter + chapter.utf8.count * 2,
        "a chapter stays near its limit")
    precondition(
        expanded.lineMap.isEmpty
            || expanded.lineMap.count == expanded.text.split(separator: "\n", omittingEmptySubsequences: false).count)
}
