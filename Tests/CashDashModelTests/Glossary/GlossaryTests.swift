@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct GlossaryTests {
    /// The original Cash Dash app's glossary: test input only, read from the shared fixtures, never copied.
    static let appFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/fixtures/cashdash-app").standardizedFileURL

    private func load(_ files: [String: String]) throws -> (Glossary, [String]) {
        let site = try TemporarySite(files.mapKeys { "glossary/" + $0 })
        var diagnostics = Diagnostics()
        let glossary = Glossary.load(
            from: site.root.appendingPathComponent("glossary"), path: "glossary", diagnostics: &diagnostics)
        return (glossary, diagnostics.sorted.map(\.description))
    }

    /// `links.yml` names the words that link to an entry, or `never`; a name that is no term is an error at its place.
    @Test func linksFileSaysWhichWordsLinkToAnEntry() throws {
        let (glossary, messages) = try load([
            "glossary.txt": "Balance: What is left.\n\nShare: A part of a company.\n\nBudget: A plan.\n",
            "links.yml": "balance: [balance, account balance]\nShare: never\nBudgte: [budget]\nBudget: often\n",
        ])
        #expect(glossary.entries.map(\.linkForms) == [["balance", "account balance"], [], nil])
        #expect(
            messages == [
                "glossary/links.yml:3:1: error: `Budgte` is no term of the glossary; did you mean `Budget`?",
                "glossary/links.yml:4:1: error: `Budget` should list the words that link to it, like `Budget: [budget]`, or say `never`",
            ])
    }

    /// Words that YAML could take for other types (`on`, `3`, `~`) link as the words they are written as.
    @Test func linkWordsThatLookLikeOtherTypesAreWords() throws {
        let (glossary, messages) = try load([
            "glossary.txt": "Yes: Agreement.\n\nLoan: Money borrowed.\n\nRate: A price.\n",
            "links.yml": "yes: [yes, 3, on, '~']\nLoan: ~\nRate: 3\n",
        ])
        #expect(glossary.entries.map(\.term) == ["Yes", "Loan", "Rate"])
        #expect(glossary.entries.map(\.linkForms) == [["yes", "3", "on", "~"], [], nil])
        #expect(
            messages == [
                "glossary/links.yml:3:1: error: `Rate` should list the words that link to it, like `Rate: [rate]`, or say `never`"
            ])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: appFolder.path), "needs ../shared/fixtures"))
    func readsTheOriginalAppsPair() throws {
        var diagnostics = Diagnostics()
        let glossary = Glossary.load(from: Self.appFolder, path: "cashdash-app", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        #expect(glossary.entries.count == 103)
        let first = try #require(glossary.entries.first), last = try #require(glossary.entries.last)
        #expect(first.term == "401(k)")
        #expect(
            first.definition.hasPrefix(
                "This is a retirement plan offered through an employer where you set up recurring"))
        #expect(first.definition.contains("The employer may \u{201C}match\u{201D} contributions"))
        #expect(first.definition.hasSuffix("Withdrawals from a 401(k)can begin at age 59.5."))
        #expect(last.term == "Yield")
        #expect(
            last.definition
                == "The money you earn from the accrued interest on an investment. The expected yield on a particular "
                + "investment is another name for the expected rate of return, and it can help you determine if that investment "
                + "is worth your money.")
        #expect(glossary.entries[1].definition.contains("they\u{2019}re a 501(c)(3)"))
        #expect(!glossary.entries.contains { $0.definition.contains("\u{2028}") || $0.term.contains("\u{2028}") })
        #expect(glossary.entries.map(\.anchor).prefix(3) == ["401-k", "501-c-3", "529-college-savings-plan"])
        // The app's own mistakes: four definitions sit beside the wrong term, each a word-for-word copy.
        #expect(
            diagnostics.warnings.map { $0.message.prefix { $0 != ";" } } == [
                "`Co-borrower` has the same definition, word for word, as `Bankruptcy`",
                "`Co-signer` has the same definition, word for word, as `Bear market`",
                "`Collateral` has the same definition, word for word, as `Bonds`",
                "`Cost of living` has the same definition, word for word, as `Budget`",
            ])
    }

    @Test func readsOneEntryPerParagraph() throws {
        let (glossary, problems) = try load([
            "glossary.md": """
            Budget: A plan for your money.

            APR (Annual Percentage Rate): The yearly cost of borrowing,
            including fees: shown as a percentage.
            """
        ])
        #expect(problems.isEmpty)
        #expect(glossary.entries.map(\.term) == ["Budget", "APR (Annual Percentage Rate)"])
        #expect(
            glossary.entries[1].definition == "The yearly cost of borrowing, including fees: shown as a percentage.")
        #expect(glossary.entries[1].line == 3)
    }

    @Test func anEntryWithNoBlankLineBeforeItIsWarnedAboutAtItsLine() throws {
        let (glossary, problems) = try load([
            "glossary.txt": """
            Budget: A plan for your money.

            Saving: Money put aside for later.
            Interest: What a loan costs.

            Wage: Pay for work,
            Example: by the hour.
            """
        ])
        #expect(glossary.entries.map(\.term) == ["Budget", "Saving", "Wage"], "read as written, with a warning")
        #expect(
            problems == [
                "glossary/glossary.txt:4:1: warning: this line looks like an entry of its own (`Interest: …`), but with "
                    + "no blank line before it, it is read as more of the definition of `Saving`; put a blank line "
                    + "between entries"
            ], "a definition that goes on after a comma is not one")
    }

    @Test func oneLineWithoutItsColonInAFileOfAnEntryALineIsWarnedAbout() throws {
        // Read as one entry, `Budget`, holding the three after it; no line above ends a sentence.
        let (glossary, problems) = try load([
            "glossary.txt": "Budget: A plan for your money\nCredit: Borrowed money\nInterest is what borrowing costs\n"
                + "Loan: Money you borrow\n"
        ])
        #expect(glossary.entries.map(\.term) == ["Budget"])
        #expect(problems.map { $0.prefix(29) } == ["glossary/glossary.txt:2:1: wa", "glossary/glossary.txt:4:1: wa"])
    }

    @Test func readsOneEntryPerLineAsTextEditWritesIt() throws {
        let (glossary, problems) = try load(["glossary.txt": "Budget: A plan.\r\nSaving: Keeping money for later.\r\n"])
        #expect(problems.isEmpty)
        #expect(glossary.entries.map(\.definition) == ["A plan.", "Keeping money for later."])
    }

    @Test func reportsMismatchedCountsEmptyAndRepeatedTerms() throws {
        let (_, mismatch) = try load(["words.txt": "Budget|Loan|Wage|", "definitions.txt": "A plan.|Borrowed money."])
        #expect(
            mismatch == [
                "glossary/words.txt:1:13: error: words.txt has 3 entries but definitions.txt has 2; term 3 (`Wage`) has no "
                    + "definition. Entries are matched by position and separated by |"
            ])
        let (glossary, problems) = try load([
            "words.txt": "Budget|budget|  | Loan", "definitions.txt": "A plan.|Another plan.|Empty.|A plan.",
        ])
        #expect(
            problems == [
                "glossary/words.txt:1:1: error: entry 3 has an empty term (two | with nothing between)",
                "glossary/words.txt:1:8: error: entry 2, `budget`, repeats entry 1; keep one of them",
                "glossary/words.txt:1:19: warning: `Loan` has the same definition, word for word, as `Budget`; one of them may "
                    + "sit beside the wrong term",
            ])
        #expect(glossary.entries.map(\.term) == ["Budget", "Loan"])
    }

    @Test func aMissingTermIsReportedWhereTheListsStopMatchingNotAtTheEnd() throws {
        // Entry 2 of the words ("Credit") was deleted: from there every definition sits one place later.
        let words = ["Budget", "Debt", "Income", "Loan", "Savings"]
        let definitions = [
            "A budget is a plan for your money.", "Credit lets you buy now and pay later.", "Debt is money you owe.",
            "Income is money you receive.", "A loan is money you borrow.", "Savings are money kept for later.",
        ]
        let (_, problems) = try load([
            "words.txt": words.joined(separator: "|\n"), "definitions.txt": definitions.joined(separator: "|\n"),
        ])
        #expect(
            problems == [
                "glossary/definitions.txt:2:1: error: definitions.txt has 6 entries but words.txt has 5; the lists stop "
                    + "matching at entry 2: definition 2 seems to have no term, as the definitions after it fit the terms "
                    + "before them (`Debt` fits definition 3); add the missing term there or remove the definition. Entries "
                    + "are matched by position and separated by |"
            ])
        // The default site's TextEdit pair with its 19th word (Budget) taken out: no longer "at entry 117".
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content/glossary")
        var pieces = try String(contentsOf: folder.appendingPathComponent("words.rtf"), encoding: .isoLatin1)
            .components(separatedBy: "|")
        #expect(pieces[18].hasSuffix("Budget"))
        pieces.remove(at: 18)
        let (_, real) = try load([
            "words.rtf": pieces.joined(separator: "|"),
            "definitions.rtf": try String(
                contentsOf: folder.appendingPathComponent("definitions.rtf"), encoding: .isoLatin1),
        ])
        #expect(
            real.count == 1
                && real[0].contains("the lists stop matching between entries 10 and 21: a term is missing there"))
        // With nothing to tell where, the extra entry is named at the end, as before.
        #expect(
            Glossary.extraEntry(
                terms: [.init(text: "A", line: 1, column: 1)],
                meanings: [.init(text: "x", line: 1, column: 1), .init(text: "y", line: 1, column: 3)]) == 1...1)
    }

    @Test func reportsAMissingColonAndBadRTF() throws {
        let (_, noColon) = try load(["glossary.txt": "Budget: A plan.\n\nJust words\n"])
        #expect(
            noColon == [
                "glossary/glossary.txt:3:1: error: entry 2 has no `:` between the term and its definition; write `Term: definition`"
            ])
        let (_, badRTF) = try load(["words.rtf": "{\\rtf1 Budget|Loan", "definitions.txt": "a|b"])
        #expect(badRTF.first?.hasPrefix("glossary/words.rtf:1:1: error: the group opened here is never closed") == true)
    }
}

extension Dictionary where Key == String {
    fileprivate func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
