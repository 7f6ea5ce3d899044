@testable import CashDashKit
@testable import CashDashModel
import Foundation
import Testing

/// The data a calculator's page gives `calculators.js`: everything the script says and checks comes from Swift.
@Suite struct CalculatorScriptDataTests {
    static let script = CalculatorScriptTests.scriptFile

    /// The page data of `kind` in `language`, read back as JSON.
    func decoded(_ kind: CalculatorKind, in language: String = "en") throws -> [String: Any] {
        let data = CalculatorScriptData(kind, words: Words.bundled(language).catalogue)
        return try JSONSerialization.jsonObject(with: Data(data.json.utf8)) as? [String: Any] ?? [:]
    }

    @Test(
        "the page gives the script every field as Swift declares it: name, kind, range, options, when it is asked for")
    func fieldsAreSwifts() throws {
        for kind in CalculatorKind.allCases where !kind.fields.isEmpty {
            let specs = try decoded(kind)["fields"] as? [[String: Any]] ?? []
            #expect(specs.map { $0["name"] as? String } == kind.fields.map(\.name), "\(kind.rawValue)")
            for (field, spec) in zip(kind.fields, specs) {
                #expect(spec["optional"] as? Bool ?? false == field.isOptional, "\(kind.rawValue) \(field.name)")
                switch field.kind {
                case .amount: #expect(spec["kind"] as? String == "amount", "\(field.name)")
                case .rate: #expect(spec["kind"] as? String == "rate", "\(field.name)")
                case .whole(let range, let unit):
                    #expect(
                        spec["min"] as? Int == range.lowerBound && spec["max"] as? Int == range.upperBound
                            && spec["unit"] as? String == unit)
                case .choice(let options):
                    #expect(
                        spec["options"] as? [String] == options.map(\.value)
                            && spec["labels"] as? [String]
                                == options.map { Catalogue.english.text("calculators." + $0.label) }
                    )
                case .text(let maxLength): #expect(spec["max"] as? Int == maxLength, "\(field.name)")
                }
            }
        }
        let goal = try decoded(.savingsGoal)["fields"] as? [[String: Any]] ?? []
        #expect(goal.first { $0["name"] as? String == "months" }?["when"] as? [String] == ["plan", "amount"])
        let debts = try decoded(.debtPayoff)["fields"] as? [[String: Any]] ?? []
        #expect(debts.first { $0["name"] as? String == "debt2-rate" }?["filled"] as? String == "debt2-balance")
    }

    @Test("the sentences and messages are the catalogue's, in the site's language, blanks and all")
    func sentencesAreTheCatalogues() throws {
        let loan = try decoded(.loan)
        let sentences = loan["sentences"] as? [String: String] ?? [:]
        #expect(sentences["last-payment"] == "The last payment is {last}, so that the loan ends at exactly {zero}.")
        #expect(LoanPayment.sentences.allSatisfy { sentences[$0.key] != nil })
        // A sentence one calculator borrows from another's words reaches the script too (the script's chart of a
        // savings goal was described as "undefined" without it).
        for kind in CalculatorKind.allCases {
            let given = try decoded(kind)["sentences"] as? [String: String] ?? [:]
            for sentence in kind.sentences {
                #expect(
                    given[sentence.key] == Catalogue.english.text(sentence.catalogueKey),
                    "\(kind.rawValue): \(sentence.key)")
            }
        }
        let messages = loan["messages"] as? [String: String] ?? [:]
        #expect(messages["whole-months"] == "Type a whole number of months from {min} to {max}.")
        #expect(
            LoanPayment.Sentence.lastPayment(["last": "$1,200.14", "zero": "$0.00"], in: Catalogue.english)
                == "The last payment is $1,200.14, so that the loan ends at exactly $0.00.")
        // The reader's messages say what the diagnostics say, which stay in English.
        for message in CalculatorField.Message.all where message.key != "whole" {
            #expect(messages[message.key] == message.english, "\(message.key)")
        }
        let french = try decoded(.loan, in: "fr")
        #expect((french["sentences"] as? [String: String])?["monthly-payment"] == "Mensualité")
        #expect((french["words"] as? [String: String])?["months.other"] == "{count} mois")
        #expect((french["messages"] as? [String: String])?["whole-months"]?.contains("mois") == true)
    }

    @Test("the JSON cannot end its script element early, and reads back the same")
    func jsonIsSafeInAScriptElement() throws {
        let data = CalculatorScriptData(fields: [], messages: [:], sentences: ["odd": "</script><b> & {x}"], words: [:])
        #expect(!data.json.contains("<") && !data.json.contains(">") && !data.json.contains("&"))
        let back = try JSONSerialization.jsonObject(with: Data(data.json.utf8)) as? [String: Any]
        #expect((back?["sentences"] as? [String: String])?["odd"] == "</script><b> & {x}")
    }

    @Test("every sentence the script asks for is declared on a calculator, and every one declared is used")
    func theScriptHoldsNoSentences() throws {
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        let declared = Set(CalculatorKind.allCases.flatMap(\.sentences).map(\.key))
        // What the script may ask for: each calculator's words in the catalogue, by the key the page gives them.
        let words = Set(
            CalculatorKind.allCases.flatMap { try! decoded($0)["sentences"] as? [String: String] ?? [:] }.map(\.key))
        let asked = try Regex(#"say\((?:[^"()]*\? )?"([a-z0-9-]+)""#)
        var used = Set<String>()
        for match in script.matches(of: asked) {
            if let key = match.output[1].substring, !key.hasSuffix("-") { used.insert(String(key)) }
        }
        // Keys built from a value: "each-" + the pay period, "plan-" + the strategy.
        for prefix in ["each-", "plan-"] where script.contains("say(\"\(prefix)\" + ") {
            used.formUnion(declared.filter { $0.hasPrefix(prefix) })
        }
        // The other branch of `say(cond ? "a" : "b")`.
        for match in script.matches(of: try Regex(#"say\([^"()]*\? "[a-z0-9-]+" : "([a-z0-9-]+)""#)) {
            if let key = match.output[1].substring { used.insert(String(key)) }
        }
        // What the layouts ask for, which the script's one presenter says: each `"say":"key"` of a page's layout, a
        // `{fact}` in a key standing for every declared sentence it may become.
        for kind in CalculatorKind.allCases {
            for match in CalculatorScriptData(kind, words: Catalogue.english).json.matches(
                of: try Regex(#""say":"([a-z0-9{}.-]+)""#))
            {
                guard let key = match.output[1].substring, !key.hasPrefix("words.") else { continue }
                if let brace = key.firstIndex(of: "{") {
                    used.formUnion(declared.filter { $0.hasPrefix(key[..<brace]) })
                } else {
                    used.insert(String(key))
                }
            }
        }
        #expect(used.subtracting(words).isEmpty, "the script asks for words no calculator has in the catalogue")
        #expect(declared.subtracting(used).isEmpty, "sentences declared for the script that it never uses")
        #expect(used.count > 40)
        // No sentence of the results is written in the script itself any more.
        for sentence in CalculatorKind.allCases.flatMap(\.sentences) {
            let english = sentence([:], in: Catalogue.english)
            let words = english.prefix { $0 != "{" }.prefix(30)
            #expect(words.count < 12 || !script.contains(words), "`\(words)` is written in calculators.js")
        }
    }

    @Test("a calculator's page carries its data beside the form")
    func thePageCarriesTheData() throws {
        let site = try CalculatorPagesTests().makeSite(["loan.md": CalculatorPagesTests().loanPage])
        _ = SiteBuilder(sitePath: site.path).build()
        let page = try site.read("Output/calculators/loan/index.html")
        #expect(
            page.contains(
                "<script type=\"application/json\" id=\"calculator-data\">\(CalculatorScriptData(.loan, words: Catalogue.english).json)</script>"
            )
        )
    }
}
