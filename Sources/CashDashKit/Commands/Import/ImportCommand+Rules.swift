import CashDashModel
import Foundation

/// The category rules `cashdash import` proposes for a bank export's most frequent payees, and the ones the user takes.
extension BankImport {
    /// A rule taken: the pattern as written in `categories:` and its category, or, for `methods:`, the word of the
    /// `method` column.
    struct ChosenRule: Equatable {
        var pattern: String
        var category: String
        var isMethod = false
    }

    /// The rules to add with the profile: under `--yes`, every proposal with a category; at a terminal, each proposal
    /// asked about (Enter takes it, `n` skips it, other words are the category to give it instead).
    /// Categories are named in the site's language (`names`).
    func chooseRules(for rows: [Transaction], format: MoneyFormat, names: CategoryNames) -> [ChosenRule] {
        let rules = choosePayeeRules(for: rows, format: format, names: names)
        let patterns = rules.compactMap { NotePattern($0.pattern) }
        return rules + chooseMethods(for: rows, besides: patterns, format: format, names: names)
    }

    /// The rules for payees.
    private func choosePayeeRules(for rows: [Transaction], format: MoneyFormat, names: CategoryNames) -> [ChosenRule] {
        // Under --yes every rule the table gives is taken; questions at a terminal stop at twenty.
        let proposals = RuleProposal.proposals(for: rows, limit: confirmed || ask == nil ? .max : 20).map { proposal in
            var named = proposal
            named.category = proposal.category.map(names.name)
            return named
        }
        guard !proposals.isEmpty else { return [] }
        if confirmed || ask == nil {
            let taken = proposals.compactMap { proposal in
                proposal.category.map { ChosenRule(pattern: proposal.pattern, category: $0) }
            }
            guard !taken.isEmpty else { return [] }
            // A rule first finds what it names: `WAITROSE DIRECT` before `DIRECT`, which would take its rows.
            return specificFirst(taken, printing: proposals, format)
        }
        say(
            "Category rules for its most frequent payees: a rule gives each row whose note has the payee's words a category."
        )
        return Self.specificFirst(proposals.compactMap { proposal in askAbout(proposal, format: format) })
    }

    /// Prints the proposals taken under --yes, and gives their rules as ``specificFirst(_:)`` orders them.
    private func specificFirst(
        _ taken: [ChosenRule], printing proposals: [RuleProposal], _ format: MoneyFormat
    ) -> [ChosenRule] {
        say("Category rules for its most frequent payees (--yes takes every one with a category):")
        for proposal in proposals where proposal.category != nil { say("  " + Self.describe(proposal, format)) }
        return Self.specificFirst(taken)
    }

    /// `rules` in their order, except that a rule whose pattern holds another's (`WAITROSE DIRECT`, `DIRECT`) comes
    /// before it: rules are tried in order, and the shorter one would find the longer one's rows first.
    static func specificFirst(_ rules: [ChosenRule]) -> [ChosenRule] {
        var ordered: [ChosenRule] = []
        for rule in rules {
            let pattern = rule.pattern.lowercased()
            let place = ordered.firstIndex { pattern.contains($0.pattern.lowercased()) } ?? ordered.endIndex
            ordered.insert(rule, at: place)
        }
        return ordered
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

    /// The rules as the lines of a profile's `categories:` and `methods:`, the profile's keys indented by
    /// `indent + 2`.
    static func rulesYAML(_ rules: [ChosenRule], indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        var text = ""
        for (key, isMethod) in [("categories", false), ("methods", true)] {
            let some = rules.filter { $0.isMethod == isMethod }
            guard !some.isEmpty else { continue }
            text = some.reduce(text + inner + key + ":\n") { text, rule in
                text + inner + "  " + ProfileGuess.quoted(rule.pattern) + ": " + ProfileGuess.quoted(rule.category)
                    + "\n"
            }
        }
        return text
    }
}
