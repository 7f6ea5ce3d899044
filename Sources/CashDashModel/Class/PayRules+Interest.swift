import Foundation

extension PayRules {
    /// An interest rule's rate and the account it is paid on.
    ///
    /// ```yaml
    /// interest: 1%             # each time it is paid (each month, with every: month)
    /// interest: 1% a month     # the same, said in full (`a week` with every: week)
    /// interest: 5% a year      # a year's rate: a twelfth of it each month, a fifty-second each week
    /// account: savings         # on savings balances, paid into savings; checking, the default, as before
    /// ```
    public struct InterestRate: Sendable, Equatable {
        /// What the percentage is a rate of.
        public enum Per: String, Sendable, Equatable {
            /// Each payment: the rule's period.
            case payment
            case week, month, year
        }

        public var percent: Decimal
        public var per: Per
        /// Paid on the students' savings, into savings (`account: savings`), rather than on checking.
        public var onSavings: Bool

        public init(percent: Decimal, per: Per = .payment, onSavings: Bool = false) {
            (self.percent, self.per, self.onSavings) = (percent, per, onSavings)
        }

        /// The interest on `balance` for one payment of a rule due `period`, before rounding: a year's rate is
        /// divided by the payments of a year (12 or 52) after the balance is multiplied, so the division is exact
        /// wherever the result is.
        public func share(of balance: Decimal, paid period: Period) -> Decimal {
            let payments =
                switch (per, period) {
                case (.year, .week): 52
                case (.year, .month): 12
                default: 1
                }
            return balance * percent / Decimal(100 * payments)
        }
    }

    /// `interest:`'s rate, `1%`, `1% a month` or `5% a year`, with `account:`; nil after an error at the key.
    static func interestRate(_ fields: YAMLMapping, diagnostics: inout Diagnostics) -> InterestRate? {
        let text = (fields.string("interest", diagnostics: &diagnostics) ?? "").trimmingCharacters(in: .whitespaces)
        var per = InterestRate.Per.payment
        var rate = Substring(text)
        for candidate in [InterestRate.Per.week, .month, .year] where text.lowercased().hasSuffix(" a \(candidate)") {
            per = candidate
            rate = text.dropLast(" a \(candidate)".count)
        }
        guard let percent = percentage(String(rate), "interest", in: fields, diagnostics: &diagnostics) else {
            return nil
        }
        let account = fields.choice(
            "account", among: ["checking", "savings"], describing: "account", diagnostics: &diagnostics)
        return InterestRate(percent: percent, per: per, onSavings: account == "savings")
    }

    /// A rate said `a week` on a monthly rule, or `a month` on a weekly one, is an error at `interest`: the rule pays
    /// once a period, and a rate of another period would be paid at the wrong size.
    static func checkRate(_ action: Action, _ period: Period, in fields: YAMLMapping, diagnostics: inout Diagnostics) {
        guard case .interest(let rate) = action else {
            if fields.entry("account") != nil {
                fail(
                    "`account` is for interest: `account: savings` pays it on each student's savings",
                    at: "account", in: fields, diagnostics: &diagnostics)
            }
            return
        }
        let every = if case .week = period { InterestRate.Per.week } else { InterestRate.Per.month }
        guard rate.per == .week || rate.per == .month, rate.per != every else { return }
        fail(
            "this rule is paid every \(every.rawValue), so give the rate of a \(every.rawValue) or of a year, like "
                + "`interest: 1% a \(every.rawValue)` or `interest: 5% a year`", at: "interest", in: fields,
            diagnostics: &diagnostics)
    }
}
