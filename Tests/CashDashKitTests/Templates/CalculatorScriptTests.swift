import Foundation
import TestSupport
import Testing

@testable import CashDashKit
@testable import CashDashModel

/// Runs `calculators.js` as a site gets it (`Templates/assets/calculators.js` with each calculator's formula written in
/// from its type) with node over the same tables as the Swift tests.
@Suite("Calculators in JavaScript", .enabled(if: Node.path != nil, "node is not installed"))
struct CalculatorScriptTests {
    /// The assembled script, in a file for node to load.
    static let scriptFile: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cashdash-calculators-\(ProcessInfo.processInfo.processIdentifier).js")
        try? CalculatorScript.bundled.write(to: url)
        return url
    }()
    static var script: String { scriptFile.path }

    /// What each calculator's page gives the script (its fields, messages and sentences), by calculator, as JSON,
    /// in the words of `language`.
    static func pageData(language: String = "en") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "calculator-data-\(UUID().uuidString).json")
        let entries = CalculatorKind.allCases.filter { !$0.fields.isEmpty }.map {
            "\"\($0.rawValue)\": \(CalculatorScriptData($0, words: Words.bundled(language).catalogue).json)"
        }
        try Data(("{" + entries.joined(separator: ",\n") + "}").utf8).write(to: url)
        return url
    }

    /// Runs `program` with node, the calculators' module as `c`, the case table as `table` and the pages' data (as
    /// Swift writes it, in `language`) as `d`; returns standard output.
    func runNode(_ program: String, language: String = "en") throws -> Data {
        let pageData = try Self.pageData(language: language)
        defer { try? FileManager.default.removeItem(at: pageData) }
        let (data, status) = try Node.run(
            "const c = require(process.argv[1]); const fs = require('fs'); const table = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));\n"
                + "const d = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));\n" + CalculatorCases.scriptSummary
                + "\n" + program,
            arguments: [Self.script, CalculatorCases.url.path, pageData.path])
        #expect(status == 0)
        return data
    }

    @Test("in French, the script reads a decimal comma and tells the reader what to change in French")
    func theScriptSpeaksFrench() throws {
        let data = try runNode(
            """
            const format = { minor: 2, decimal: "," };
            const ok = c.run("loan", d.loan, { amount: "200 000,50", rate: "6,5", months: "360" }, format);
            const bad = c.run("loan", d.loan, { amount: "12,345", rate: "abc", months: "0" }, format);
            console.log(JSON.stringify({ amount: c.plain(ok.values.amount, 2), errors: bad.errors,
              last: c.fill(d.loan.sentences["last-payment"], { last: "1 200,14 €", zero: "0,00 €" }) }));
            """, language: "fr")
        let out = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let french = Words.bundled("fr").catalogue
        #expect(out["amount"] as? String == "200000.50")
        let errors = out["errors"] as? [String: String] ?? [:]
        #expect(errors["amount"] == french.text("calculators.messages.amount_decimals", ["decimals": "2"]))
        #expect(errors["rate"] == french.text("calculators.messages.rate"))
        #expect(errors["months"] == "Saisissez un nombre entier de mois, de 1 à 600.")
        #expect(
            out["last"] as? String
                == "Le dernier paiement est de 1 200,14 €, pour que le prêt se termine à exactement 0,00 €.")
    }

    @Test("the script and Swift agree to the cent on every case")
    func casesAgree() throws {
        let data = try runNode(
            """
            const format = { minor: 2, decimal: "." };
            console.log(JSON.stringify(table.cases.map(item => {
              const ran = c.run(item.calculator, d[item.calculator], item.inputs, format);
              if (ran.errors) return Object.fromEntries(Object.entries(ran.errors).map(([k, v]) => [k, "error: " + v]));
              return c.summary(item.calculator, ran.result, 2);
            })));
            """)
        let fromScript = try JSONDecoder().decode([[String: String]].self, from: data)
        let table = try CalculatorCases.load()
        #expect(fromScript.count == table.cases.count)
        for (item, script) in zip(table.cases, fromScript) {
            #expect(script == CalculatorCases.swiftSummary(item.calculator, item.inputs), "\(item.name)")
            #expect(script == item.expected, "\(item.name)")
        }
    }

    @Test("the script accepts and refuses the same inputs as Swift, with the same words")
    func validationAgrees() throws {
        let data = try runNode(
            """
            const fields = Object.fromEntries(d["compound-interest"].fields.map(f => [f.name, f]));
            console.log(JSON.stringify(table.validation.map(check => {
              const result = c.validate(fields[check.field], check.text, { minor: 2, decimal: "." }, d["compound-interest"].messages);
              return result.error ? { error: result.error } : { value: String(result.value) };
            })));
            """)
        let fromScript = try JSONDecoder().decode([[String: String]].self, from: data)
        let table = try CalculatorCases.load()
        #expect(fromScript.count == table.validation.count)
        for (check, script) in zip(table.validation, fromScript) {
            let (value, error) = CalculatorCases.swiftValue(check)
            #expect(script["value"] == value && script["error"] == error, "`\(check.text)` as \(check.field)")
        }
    }

    @Test("the script and Swift agree on loans of every term from 1 to 600 months at awkward rates")
    func manyLoans() throws {
        var cases: [(String, String, String)] = []
        for months in stride(from: 1, through: 600, by: 7) {
            for rate in ["0", "0.001", "3.333", "7.5", "19.999", "99.999"] {
                cases.append(("\(months * 1_663 % 999_983).\(months % 100)", rate, "\(months)"))
            }
        }
        let list = cases.map { "[\"\($0.0)\",\"\($0.1)\",\"\($0.2)\"]" }.joined(separator: ",")
        let data = try runNode(
            """
            console.log(JSON.stringify([\(list)].map(([amount, rate, months]) => {
              const ran = c.run("loan", d.loan, { amount, rate, months }, { minor: 2, decimal: "." });
              return c.summary("loan", ran.result, 2);
            })));
            """)
        let fromScript = try JSONDecoder().decode([[String: String]].self, from: data)
        #expect(fromScript.count == cases.count)
        for ((amount, rate, months), script) in zip(cases, fromScript) {
            #expect(
                script == CalculatorCases.swiftSummary("loan", ["amount": amount, "rate": rate, "months": months]),
                "\(amount) at \(rate)% for \(months) months")
        }
    }
}
