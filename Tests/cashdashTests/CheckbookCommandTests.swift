import Crypto
import Foundation
import Testing
import _CryptoExtras

/// Under `privacy: codes`, each student's transactions are published only sealed for the student's checkbook code: a
/// scan of every published file finds no memo and no name, and the code opens the student's own page.
@Suite struct CheckbookCommandTests {
    /// The fields of each line of a class file after its header, with RFC 4180 quotes (`"Sprout"`) read.
    private func rows(_ text: String) -> [[String]] {
        text.split(whereSeparator: \.isNewline).dropFirst().map { line in
            var fields = [""], quoted = false
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character == ",", !quoted {
                    fields.append("")
                } else {
                    fields[fields.count - 1].append(character)
                }
            }
            return fields
        }
    }

    /// `text` as it may stand in a page: as it is, and HTML-escaped.
    private func forms(_ text: String) -> [String] {
        [
            text,
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
                .replacingOccurrences(of: "'", with: "&#39;"),
        ]
    }

    /// The example class, built under `privacy: codes`.
    private func builtExample() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site", "--example"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        try Data("title: Room 12\nclass:\n  privacy: codes\n".utf8).write(
            to: site.appendingPathComponent("Content/site.yml"))
        let built = try CommandRunner.run(["build"], in: site)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.contains("warning: gave 10 students checkbook codes"), "\(built.standardError)")
        return (folder, site)
    }

    @Test func noMemoNorNameIsInAnyPublishedFile() throws {
        let (folder, site) = try builtExample()
        _ = folder
        let classFolder = site.appendingPathComponent("Content/class")
        let memos = Set(
            rows(try String(contentsOf: classFolder.appendingPathComponent("transactions.csv"), encoding: .utf8)).map {
                $0[5]
            })
        let names = rows(try String(contentsOf: classFolder.appendingPathComponent("students.csv"), encoding: .utf8))
            .map { $0[1] }
        #expect(memos.count > 20 && names.count == 10)
        let published = CommandRunner.tree(site.appendingPathComponent("Output"))
        #expect(published.count > 100 && published.keys.contains { $0.hasPrefix("class/students/") })
        for (path, data) in published {
            let text = String(decoding: data, as: UTF8.self)
            for secret in memos.union(names) {
                #expect(!forms(secret).contains(where: text.contains), "\(path) holds “\(secret)”")
            }
        }
    }

    @Test func aStudentsCodeOpensTheirPageAndTheSameContentGivesTheSameBytes() throws {
        let (folder, site) = try builtExample()
        _ = folder
        let classFolder = site.appendingPathComponent("Content/class")
        let pageCode = rows(try String(contentsOf: classFolder.appendingPathComponent("codes.csv"), encoding: .utf8))
            .first { $0[0] == "s01" }![1]
        let checkbookCode = rows(
            try String(contentsOf: classFolder.appendingPathComponent("checkbook.csv"), encoding: .utf8)
        ).first { $0[0] == "s01" }![1]
        #expect(checkbookCode.count == 11 && checkbookCode.filter { $0 == "-" }.count == 2, "written K7M-3PX-9AC")
        let page = site.appendingPathComponent("Output/class/students/\(pageCode.lowercased())/index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(html.range(of: "<script type=\"application/json\" class=\"checkbook-sealed\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let sealed = try #require(
            try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any]
        )
        let bytes = { (name: String) in Data(base64Encoded: sealed[name] as? String ?? "") ?? Data() }
        let rounds = try #require(sealed["rounds"] as? Int)
        #expect(rounds >= 210_000)
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: Data(checkbookCode.replacingOccurrences(of: "-", with: "").utf8), salt: bytes("salt"),
            using: .sha256, outputByteCount: 32, rounds: rounds)
        let data = bytes("data")
        let box = try AES.GCM.SealedBox(
            nonce: AES.GCM.Nonce(data: bytes("iv")), ciphertext: data.dropLast(16), tag: data.suffix(16))
        let opened = String(decoding: try AES.GCM.open(box, using: key), as: UTF8.self)
        #expect(opened.contains("\"memo\":\"Weekly pay: Class banker\""), "\(opened.prefix(300))")
        // Ava saved 20.00 and took 5.00 back: her savings are sealed with her checking, and on the page only so.
        let lines = try JSONSerialization.jsonObject(with: Data(opened.utf8)) as? [String: [[String: String]]]
        let savings = try #require(lines?["savings"])
        #expect(savings.map { $0["memo"] ?? "" }.contains("Savings deposit") && savings.last?["balance"] == "$15.10")
        #expect(html.contains("class=\"checkbook-savings\" hidden") && !html.contains("Savings deposit"))

        let again = try CommandRunner.run(["build"], in: site)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try String(contentsOf: page, encoding: .utf8) == html, "the same content, the same bytes")
    }

    @Test func theTeachersStatementsStillShowEveryMemoAndTheCardsEachCode() throws {
        let (folder, site) = try builtExample()
        let statements = try CommandRunner.run(
            ["class", "statements", "--month", "2026-09", "--output", folder.url.appendingPathComponent("paper").path],
            in: site)
        #expect(statements.status == 0, "\(statements.standardError)")
        let all = try String(contentsOf: folder.url.appendingPathComponent("paper/all.html"), encoding: .utf8)
        #expect(all.contains("Weekly pay: Class banker") && all.contains("Ava Brightwater"))
        // Beside them, a card for each student to cut out: the name, the page's code and the checkbook code.
        let checkbook = rows(
            try String(contentsOf: site.appendingPathComponent("Content/class/checkbook.csv"), encoding: .utf8))
        let cards = try String(contentsOf: folder.url.appendingPathComponent("paper/cards.html"), encoding: .utf8)
        // Each code reads left to right whatever the site's language, and the stylesheet keeps it on one line.
        #expect(
            cards.contains("<code class=\"student-card-secret\" dir=\"ltr\">\(checkbook[0][1])</code>")
                && cards.contains("Ava Brightwater"))
        #expect(cards.contains(".student-card code, .checkbook-example { white-space: nowrap; }"))
    }
}
