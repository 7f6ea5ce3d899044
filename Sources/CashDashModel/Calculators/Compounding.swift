/// How often interest is added to a balance: a savings account's choice, and the periods an APR is turned into an
/// APY over.
public enum Compounding: String, CaseIterable, Sendable {
    case yearly, halfYearly = "half-yearly", quarterly, monthly, weekly, daily

    /// The choices a savings account offers (the compound-interest calculator's form).
    public static let savingsChoices: [Compounding] = [.yearly, .halfYearly, .quarterly, .monthly]

    /// Times a year interest is added.
    public var perYear: Int {
        switch self {
        case .yearly: 1
        case .halfYearly: 2
        case .quarterly: 4
        case .monthly: 12
        case .weekly: 52
        case .daily: 365
        }
    }

    /// Where a form's option ("Once a year") is in the catalogue, below `calculators.` and the asking calculator's
    /// `section`: `apr_apy.options.half_yearly`.
    public func label(in section: String) -> String {
        section + ".options." + rawValue.replacingOccurrences(of: "-", with: "_")
    }
}
