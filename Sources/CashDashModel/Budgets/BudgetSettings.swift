import Foundation

/// How long a spending limit runs: a day, a week (from the first day of the site locale's week: Sunday in the United
/// States, Monday in France), a month or a year.
public enum BudgetPeriod: String, Sendable, CaseIterable {
    case day, week, month, year

    /// The first day of the period that holds `date`, weeks starting on `firstWeekday` (1 for Monday … 7 for Sunday).
    public func start(of date: Day, weeksFrom firstWeekday: Int = 1) -> Day {
        let (year, month, _) = date.components
        switch self {
        case .day: return date
        case .week: return date.adding(days: -((date.weekday - firstWeekday + 7) % 7))
        case .month: return Day(year: year, month: month, day: 1)
        case .year: return Day(year: year, month: 1, day: 1)
        }
    }

    /// How the period starting on `start` is named: `2026-11-03`, `week of 2026-11-02`, `November 2026`, `2026`.
    public func name(_ start: Day) -> String {
        let (year, month, _) = start.components
        switch self {
        case .day: return start.description
        case .week: return "the week of \(start)"
        case .month: return "\(Month.names[month - 1]) \(year)"
        case .year: return String(year)
        }
    }
}

/// A cap on spending in one category per period (`Groceries: 300/month`).
public struct CategoryLimit: Sendable, Equatable {
    public var category: String
    public var amount: Decimal
    public var period: BudgetPeriod
}

/// The settings in `Content/budgets/budgets.yml`: how the ledgers write dates and amounts, and per budget its
/// starting balance, spending limits and chart palette.
public struct BudgetSettings: Sendable {
    public struct Budget: Sendable, Equatable {
        public var startingBalance: Decimal = 0
        public var limits: [CategoryLimit] = []
        public var palette: String = PaletteName.standard
        /// The day its weekly limits start on, 1 for Monday … 7 for Sunday: the site locale's, not a setting.
        public var firstWeekday = 1
    }

    /// The currency budgets.yml's `currency` names, the budgets' own; nil when it names none.
    public var currency: String?
    /// The site's currency (site.yml's `currency`), which the budgets take when budgets.yml names none.
    public var siteCurrency = "USD"
    /// The currency the budgets are kept in: that of an amount without a currency of its own, of `charged`, of
    /// starting balances and limits. budgets.yml's `currency`, else the site's.
    public var homeCurrency: String { currency ?? siteCurrency }
    public var dateFormat: DateFormat = .iso
    public var amounts = AmountText()
    /// How to read particular ledger files (a bank's export), in the order written: the first that matches a file
    /// applies to it.
    public var ledgers: [LedgerProfile] = []
    /// Per budget, by its name (the `budget` column, or the ledger file's name).
    public var budgets: [String: Budget] = [:]
    /// The day weeks start on in the site's locale, 1 for Monday … 7 for Sunday, for weekly limits.
    public var firstWeekday = 1
    /// Where budgets.yml names each budget, and each limit's category by its budget, for a warning about a name
    /// that matches nothing (see ``Ledger/unmatchedNames(in:)``); the file's path is `path`.
    public var path = "budgets.yml"
    public var budgetPlaces: [String: (line: Int, column: Int)] = [:]
    public var limitPlaces: [String: [String: (line: Int, column: Int)]] = [:]

    public init() {}

    public static let keys = ["currency", "date_format", "decimal_separator", "ledgers", "budgets"]
    public static let budgetKeys = ["starting_balance", "limits", "palette"]

    /// The settings of the budget named `name` (matched ignoring case), or the defaults.
    public func budget(_ name: String) -> Budget {
        var budget = budgets[name] ?? budgets.first { $0.key.lowercased() == name.lowercased() }?.value ?? Budget()
        budget.firstWeekday = firstWeekday
        return budget
    }

    /// The profile for the ledger file named `fileName`, if one matches it.
    public func profile(for fileName: String) -> LedgerProfile? {
        ledgers.first { $0.matches(fileName) }
    }

    /// Reads `budgets.yml` at `url`; a missing file gives the defaults.
    public static func load(from url: URL, path: String, diagnostics: inout Diagnostics) -> BudgetSettings {
        guard let text = readTextFile(url, path: path, required: false, diagnostics: &diagnostics) else {
            return BudgetSettings()
        }
        return parse(text, path: path, diagnostics: &diagnostics)
    }

    /// Reads the settings in `text`, the contents of `budgets.yml` at `path`.
    public static func parse(_ text: String, path: String, diagnostics: inout Diagnostics) -> BudgetSettings {
        var settings = BudgetSettings()
        settings.path = path
        guard let fields = YAMLMapping.parse(text, path: path, diagnostics: &diagnostics) else { return settings }
        fields.rejectUnknownKeys(keys, in: "budgets.yml", diagnostics: &diagnostics)
        settings.currency = currency(in: fields, diagnostics: &diagnostics)
        if let format = fields.dateFormat(diagnostics: &diagnostics) { settings.dateFormat = format }
        if let amounts = fields.amounts(diagnostics: &diagnostics) { settings.amounts = amounts }
        if let ledgers = fields.mapping("ledgers", diagnostics: &diagnostics) {
            for entry in ledgers.entries {
                guard let profile = ledgers.mapping(entry.key, diagnostics: &diagnostics) else { continue }
                settings.ledgers.append(LedgerProfile.read(profile, files: entry.key, diagnostics: &diagnostics))
            }
        }
        guard let budgets = fields.mapping("budgets", diagnostics: &diagnostics) else { return settings }
        for entry in budgets.entries {
            guard let fields = budgets.mapping(entry.key, diagnostics: &diagnostics) else { continue }
            fields.rejectUnknownKeys(budgetKeys, in: "the budget `\(entry.key)`", diagnostics: &diagnostics)
            var budget = Budget()
            // Read as the ledgers' amounts are (see ``amount(_:)``): `1_000` and `0x10`, numbers to YAML, are no
            // amounts, where their first digits had been taken (1.00, 0.00).
            if let place = fields.entry("starting_balance") {
                let comma = settings.amounts.decimalSeparator == UInt8(ascii: ",")
                if let text = place.value.scalar?.string, let value = settings.amount(text), value >= 0,
                    value <= Ledger.highestBalance
                {
                    budget.startingBalance = value
                } else {
                    diagnostics.error(
                        "`starting_balance` should be an amount between 0 and 1,000,000,000, like `starting_balance: "
                            + (comma ? "1.250,00`" : "1250.00`"), in: path, line: place.line, column: place.column)
                }
            }
            if let name = fields.choice(
                "palette", among: PaletteName.all, describing: "palette", diagnostics: &diagnostics)
            {
                budget.palette = name
            }
            if let limits = fields.mapping("limits", diagnostics: &diagnostics) {
                for limit in limits.entries {
                    guard let text = limits.string(limit.key, diagnostics: &diagnostics),
                        let parsed = parseLimit(text, settings: settings)
                    else {
                        diagnostics.error(
                            "the limit for `\(limit.key)` should be an amount per period, like `\(limit.key): 300/month` "
                                + "(day, week, month or year)", in: path, line: limit.line, column: limit.column)
                        continue
                    }
                    budget.limits.append(CategoryLimit(category: limit.key, amount: parsed.0, period: parsed.1))
                    settings.limitPlaces[entry.key, default: [:]][limit.key] = (limit.line, limit.column)
                }
            }
            settings.budgets[entry.key] = budget
            settings.budgetPlaces[entry.key] = (entry.line, entry.column)
        }
        return settings
    }

    /// The currency code of `currency:` (any case), or nil with an error at it when ISO 4217 has no such code.
    private static func currency(in fields: YAMLMapping, diagnostics: inout Diagnostics) -> String? {
        guard let written = fields.string("currency", diagnostics: &diagnostics), let entry = fields.entry("currency")
        else { return nil }
        let code = written.trimmingCharacters(in: .whitespaces).uppercased()
        if Currency(code: code) != nil { return code }
        diagnostics.error(
            "`\(written)` is not a currency code; write the currency these budgets are kept in as an ISO 4217 code, "
                + "like `currency: USD` or `currency: EUR`, or leave `currency` out to keep them in the site's currency",
            in: fields.path, line: entry.valueLine, column: entry.valueColumn)
        return nil
    }

    /// `300/month` as an amount (see ``amount(_:)``) and a period.
    private static func parseLimit(_ text: String, settings: BudgetSettings) -> (Decimal, BudgetPeriod)? {
        let parts = text.split(separator: "/")
        guard parts.count == 2,
            let period = BudgetPeriod(rawValue: parts[1].trimmingCharacters(in: .whitespaces).lowercased()),
            let value = settings.amount(String(parts[0])), value > 0
        else { return nil }
        return (value, period)
    }

    /// An amount of budgets.yml, written as the ledgers write theirs: with `decimal_separator: ","`, `1.500` is
    /// fifteen hundred (it had been one and a half) and `1.250,50` reads; YAML's own `1200.50`, which reads no
    /// other way, still does.
    func amount(_ text: String) -> Decimal? {
        let bytes = Array(text.utf8)
        return amounts.parse(bytes)?.decimal ?? AmountText().parse(bytes)?.decimal
    }
}
