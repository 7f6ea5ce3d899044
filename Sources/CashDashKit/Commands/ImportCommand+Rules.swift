import CashDashModel
import Foundation

/// The category rules `cashdash import` proposes for a bank export's most frequent payees, and the ones the user takes.
extension BankImport {
    /// A rule taken: the pattern as written in `categories:` and its category.
    struct ChosenRule: Equatable {
        var pattern: String
        var category: String
    }

    /// The rules to add with the profile: under `--yes`, every proposal with a category; at a terminal, each proposal
    /// asked about (Enter takes it, `n` skips it, other words are the category to give it instead).
    func chooseRules(for rows: [Transaction], format: MoneyFormat) -> [ChosenRule] {
        let proposals = RuleProposal.proposals(for: rows)
        guard !proposals.isEmpty else { return [] }
        if confirmed || ask == nil {
            let taken = proposals.compactMap { proposal in
                proposal.category.map { ChosenRule(pattern: proposal.pattern, category: $0) }
            }
            guard !taken.isEmpty else { return [] }
            say("Category rules for its most frequent payees (--yes takes every one with a category):")
            for proposal in proposals where proposal.category != nil { say("  " + Self.describe(proposal, format)) }
            return taken
        }
        say(
            "Category rules for its most frequent payees: a rule gives each row whose note has the payee's words a category."
        )
        return proposals.compactMap { proposal in askAbout(proposal, format: format) }
    }

    /// One proposal asked about at the terminal.
    private func askAbout(_ proposal: RuleProposal, format: MoneyFormat) -> ChosenRule? {
        let question =
            proposal.category == nil
            ? "  \(Self.describe(proposal, format))\n  Its category (Enter skips it): "
            : "  \(Self.describe(proposal, format))\n  Take it? [Y/n, or type another category] "
        let answer = (ask?(question) ?? "n").trimmingCharacters(in: .whitespaces)
        switch answer.lowercased() {
        case "" where proposal.category != nil, "y", "yes":
            return proposal.category.map { ChosenRule(pattern: proposal.pattern, category: $0) }
        case "", "n", "no", "s", "skip":
            return nil
        default:
            return ChosenRule(pattern: proposal.pattern, category: answer)
        }
    }

    /// `"REWE SAGT DANKE" → Groceries: 3 rows, 45.20 spent`.
    static func describe(_ proposal: RuleProposal, _ format: MoneyFormat) -> String {
        let rows = proposal.rows == 1 ? "1 row" : "\(proposal.rows) rows"
        return ProfileGuess.quoted(proposal.pattern) + " → " + (proposal.category ?? "?") + ": " + rows + ", "
            + amount(proposal.spent, format) + " spent"
    }

    /// The rules as the lines of a profile's `categories:`, the profile's keys indented by `indent + 2`.
    static func rulesYAML(_ rules: [ChosenRule], indent: Int) -> String {
        guard !rules.isEmpty else { return "" }
        let inner = String(repeating: " ", count: indent + 2)
        return rules.reduce(inner + "categories:\n") { text, rule in
            text + inner + "  " + ProfileGuess.quoted(rule.pattern) + ": " + ProfileGuess.quoted(rule.category) + "\n"
        }
    }
}
