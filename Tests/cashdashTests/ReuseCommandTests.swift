import Foundation
import TestSupport
import Testing

/// `cashdash build` skips the pages whose inputs did not change since the last build (its record in
/// `Output/.cashdash/pages`), yet after any edit its output must equal a fresh full build, byte for byte: random
/// edits to the rates, the settings and the templates, and hand edits to the built pages themselves, each followed by
/// a build with the real binary, many rounds. A page changed by hand, even to the same size with its time put back,
/// is made again; a damaged record means a full build. The rates are read with the memo the last build left
/// (`Output/.cashdash/snapshots-YEAR`, one part a year, with the year's summary that charts of more than ten years draw),
/// so a snapshot rewritten in place, even to the same size with its time put back, is read again; and another Cash
/// Dash trusts neither record.
@Suite struct ReuseCommandTests {
    /// A day's snapshot as `cashdash rates` writes it; with `chf`, the day quotes a fourth currency, so that the days
    /// a memo keeps do not all quote the same ones.
    private func snapshot(_ date: String, usd: String, gbp: String, chf: String? = nil) -> String {
        "{\n  \"base\": \"EUR\",\n  \"date\": \"\(date)\",\n  \"provider\": \"ecb\",\n  \"rates\": {\n"
            + (chf.map { "    \"CHF\": \($0),\n" } ?? "") + "    \"GBP\": \(gbp),\n"
            + "    \"JPY\": 161.2,\n    \"USD\": \(usd)\n  }\n}\n"
    }

    private func date(_ day: Int) -> String {
        // The history starts late in one year, so that days come and go in two years and new days open a third.
        let start = Date(timeIntervalSince1970: 1_766_534_400)  // 2025-12-24
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: start.addingTimeInterval(Double(day) * 86_400))
    }

    private func build(
        _ site: TemporaryFolder, output: String? = nil, tool: URL? = nil
    ) throws -> (status: Int32, unchanged: Int, text: String) {
        let result = try CommandRunner.run(
            ["build", "--site", site.url.path, "--timings"] + (output.map { ["--output", $0] } ?? []), tool: tool,
            environment: ["CASHDASH_TODAY": "2026-03-01"])
        let unchanged =
            result.standardOutput.split(separator: ";").last.flatMap { Int($0.split(separator: " ").first ?? "") } ?? -1
        return (result.status, unchanged, result.standardOutput + result.standardError)
    }

    /// Rewrites the file at `path` with other bytes of the same length and puts its modification time back.
    private func forge(_ path: String) throws {
        let before = try FileManager.default.attributesOfItem(atPath: path)
        var data = try #require(FileManager.default.contents(atPath: path))
        let at = data.count / 2
        data[at] = data[at] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: data)
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: before[.modificationDate]!], ofItemAtPath: path)
    }

    /// Gives the JPY rate of the snapshot at `path` another first decimal digit, keeping its size, and puts the
    /// file's modification time back.
    private func forgeRate(_ path: String, using random: inout SplitMix64) throws {
        let before = try FileManager.default.attributesOfItem(atPath: path)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(text.range(of: "\"JPY\": 16"))
        let digit = text[range.upperBound]
        let other = "0123456789".filter { $0 != digit }.randomElement(using: &random)!
        text.replaceSubrange(range.upperBound...range.upperBound, with: String(other))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: before[.modificationDate]!], ofItemAtPath: path)
    }

    @Test(arguments: [7, 8, 9] as [UInt64])
    func everyBuildAfterRandomEditsEqualsAFreshFullBuild(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let site = try TemporaryFolder()
        let fresh = try TemporaryFolder()
        // Two of the seeds start with a day eleven years back, so that the charts of all history are drawn from the
        // memo's summaries of each year (``YearSummary``) from the first build; the third may go there on its own.
        var days = (seed == 7 ? [] : [-4_100 - Int(seed)]) + Array(0..<12)
        var serial = 0
        func writeDay(_ day: Int) throws {
            serial += 1
            try site.write(
                snapshot(
                    date(day), usd: "1.\(1000 + Int.random(in: 0..<900, using: &random))", gbp: "0.8\(serial % 10)",
                    chf: serial % 3 == 0 ? "0.93\(serial % 10)" : nil),
                to: "Content/rates/\(date(day)).json")
        }
        try site.write("title: Reuse club\nrates:\n  base: EUR\n  targets: [USD, GBP]\n", to: "Content/site.yml")
        try site.write("---\ntitle: Saving\n---\nSaving is good.\n", to: "Content/curriculum/01-saving.md")
        for day in days { try writeDay(day) }
        #expect(try build(site).status == 0)
        var reusedSome = false
        // Another Cash Dash: the same program as another executable file.
        let copy = site.url.appendingPathComponent("other-cashdash")
        try FileManager.default.copyItem(at: CommandRunner.executable, to: copy)
        var lastTool: URL?
        for round in 0..<18 {
            let operation = Int.random(in: 0..<15, using: &random)
            var tool: URL?
            let day = days[Int.random(in: 0..<days.count, using: &random)]
            let page = site.url.appendingPathComponent("Output/rates/\(date(day))/index.html").path
            switch operation {
            case 0, 1:  // the daily step: a new day
                days.append(days.last! + 1 + Int.random(in: 0..<3, using: &random))
                try writeDay(days.last!)
            case 2: try writeDay(day)  // a day's rates corrected
            case 3 where days.count > 3:  // a day taken away
                days.removeAll { $0 == day }
                try FileManager.default.removeItem(
                    at: site.url.appendingPathComponent("Content/rates/\(date(day)).json"))
            case 4:
                try site.write(
                    "title: Reuse club \(round)\nrates:\n  base: EUR\n  targets: [USD, GBP]\n", to: "Content/site.yml")
            case 5:  // a page of the output edited by hand
                try site.write("<p>edited by hand</p>\n", to: "Output/rates/\(date(day))/index.html")
            case 6: try forge(page)  // the same size, the time put back
            case 7: try? FileManager.default.removeItem(atPath: page)
            case 8:  // the site's own day template, written or taken away
                if site.exists("Templates/rates/day.mustache") {
                    try FileManager.default.removeItem(
                        at: site.url.appendingPathComponent("Templates/rates/day.mustache"))
                } else {
                    let bundled = try String(
                        contentsOf: CommandRunner.packageRoot.appendingPathComponent("Templates/rates/day.mustache"),
                        encoding: .utf8)
                    try site.write(bundled + "<!-- own template \(round) -->\n", to: "Templates/rates/day.mustache")
                }
            case 9:  // a damaged record
                try site.write("# Cash Dash keeps\nnonsense\n", to: "Output/.cashdash/pages")
            case 10:  // the daily step as `cashdash daily` takes it: the bank's file of a new day, imported
                days.append(days.last! + 1 + Int.random(in: 0..<3, using: &random))
                let rate = "1.\(1000 + Int.random(in: 0..<900, using: &random))"
                try site.write("Date,USD,JPY,GBP,\n\(date(days.last!)),\(rate),161.2,0.85,\n", to: "day.csv")
                let imported = try CommandRunner.run(
                    [
                        "rates", "import", site.url.appendingPathComponent("day.csv").path, "--into",
                        site.url.appendingPathComponent("Content/rates").path,
                    ])
                #expect(imported.status == 0, "\(imported.standardError)")
            case 11:  // a snapshot rewritten in place: the same size, the time put back
                try forgeRate(
                    site.url.appendingPathComponent("Content/rates/\(date(day)).json").path, using: &random)
            case 12: tool = copy
            case 13:  // a day more than ten years back: the charts of all history drawn from the years' summaries
                days.insert(min(days.first!, 0) - 3_700 - Int.random(in: 0..<400, using: &random), at: 0)
                try writeDay(days.first!)
            case 14:  // a day of an earlier year filled in: another year's archive page and memo part
                days.insert(days.first! - 370 - Int.random(in: 0..<30, using: &random), at: 0)
                try writeDay(days.first!)
            default: break  // nothing changed
            }
            let reused = try build(site, tool: tool)
            let full = try build(site, output: fresh.url.appendingPathComponent("Output-\(round)").path)
            #expect(reused.status == 0 && full.status == 0, "round \(round): \(reused.text) \(full.text)")
            #expect(full.unchanged == 0, "a build into a new folder makes every page")
            if tool != lastTool {
                #expect(reused.unchanged == 0, "round \(round): another Cash Dash makes every page")
            }
            lastTool = tool
            #expect(
                site.exists("Output/.cashdash/snapshots-2026") && !site.exists("Output/.cashdash/snapshots"),
                "the memo of the rates read, by year")
            reusedSome = reusedSome || reused.unchanged > 0
            let built = CommandRunner.tree(site.url.appendingPathComponent("Output"))
            let expected = CommandRunner.tree(fresh.url.appendingPathComponent("Output-\(round)"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "round \(round), operation \(operation)")
            for (path, data) in expected where built[path] != data {
                Issue.record("round \(round), operation \(operation): \(path) differs from a fresh full build")
            }
        }
        #expect(reusedSome, "some builds left unchanged pages in place")
    }
}
