import CashDashModel
import Foundation

/// The `methods:` `cashdash import` proposes for a bank export with a `method` column: a category for each of its
/// words that says what the money was for (`Overboeking` → Transfers), for the rows no payee's rule places.
extension BankImport {
    /// The `methods:` entries to add with the profile: under `--yes` every proposal, at a terminal each one asked
    /// about (Enter takes it, `n` skips it, other words are the category to give it instead).
    func chooseMethods(
        for rows: [Transaction], besides rules: [NotePattern], format: MoneyFormat, names: CategoryNames
    ) -> [ChosenRule] {
        let proposals = MethodProposal.proposals(for: rows, besides: rules).map { proposal in
            var named = proposal
            named.category = names.name(proposal.category)
            return named
        }
        guard !proposals.isEmpty else { return [] }
        let taken = proposals.map { ChosenRule(pattern: $0.word, category: $0.category, isMethod: true) }
        if confirmed || ask == nil {
            say("Categories for the rows no rule places, by how the money went (--yes takes every one):")
            for proposal in proposals { say("  " + Self.describe(proposal, format)) }
            return taken
        }
        say("Categories by how the money went: each row paid that way that no rule places takes the category.")
        return zip(proposals, taken).compactMap { proposal, rule in
            let question = "  \(Self.describe(proposal, format))\n  Take it? [Y/n, or type another category] "
            let answer = (ask?(question) ?? "n").trimmingCharacters(in: .whitespaces)
            switch answer.lowercased() {
            case "", "y", "yes": return rule
            case "n", "no", "s", "skip": return nil
            default: return ChosenRule(pattern: rule.pattern, category: answer, isMethod: true)
            }
        }
    }

    /// `paid by "Overboeking" → Transfers: 10 rows, 20,827.76 spent`.
    static func describe(_ proposal: MethodProposal, _ format: MoneyFormat) -> String {
        let rows = proposal.rows == 1 ? "1 row" : "\(proposal.rows) rows"
        return "paid by " + ProfileGuess.quoted(proposal.word) + " → " + proposal.category + ": " + rows + ", "
            + amount(proposal.spent, format) + " spent"
    }

    /// `, with 3 category rules and 2 methods`, or `""` with none taken.
    static func counted(_ rules: [ChosenRule]) -> String {
        let methods = rules.filter(\.isMethod).count, payees = rules.count - methods
        let parts = [
            payees == 0 ? nil : payees == 1 ? "1 category rule" : "\(payees) category rules",
            methods == 0 ? nil : methods == 1 ? "1 method" : "\(methods) methods",
        ].compactMap { $0 }
        return parts.isEmpty ? "" : ", with " + parts.joined(separator: " and ")
    }
}
