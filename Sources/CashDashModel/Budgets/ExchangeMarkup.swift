import Foundation

/// What a ledger row in another currency says its bank charged, beside the reference rate of that day: the two
/// halves of the markup a bank hides in its exchange rate.
public struct BankCharge: Sendable, Equatable {
    /// The amount at the reference rate of the snapshot of the row's day (or the last day before it that has one:
    /// the ECB publishes no rates on weekends and holidays); nil when the snapshots have no rate for it, which was
    /// reported.
    public var reference: RateHistory.Conversion?

    public init(reference: RateHistory.Conversion?) {
        self.reference = reference
    }
}

/// The markup of one row: what the bank charged against what the reference rate of that day gives.
///
/// The bank's rate is `charged ÷ original`; the markup in percent is `(bank's rate − reference rate) ÷ reference
/// rate`; the markup in money is `charged − original × reference rate`, rounded to the home currency's minor units,
/// so that sums of rows add up to the cent. For money coming in (a deposit), a bank rate below the reference is the
/// cost, and the same for a refund; so both signs turn round: a positive markup is always money the exchange cost.
public struct ExchangeMarkup: Sendable, Equatable {
    public var transaction: Transaction
    /// Units of the home currency for one unit of the other, exact.
    public var referenceRate: Decimal
    /// The day of the snapshot the reference rate is from.
    public var referenceDate: String
    /// The rate the bank used: charged ÷ original, exact to Decimal's 38 digits.
    public var bankRate: Decimal
    /// The original amount at the reference rate, rounded to the home currency's minor units (charged − markup).
    public var atReference: Decimal
    /// The markup in money, rounded to the home currency's minor units.
    public var cost: Decimal
    /// The markup in percent of the reference rate, exact (round it only to show it).
    public var percent: Decimal

    /// The markup of `transaction`, or nil when it has no `charged` amount or no reference rate.
    public init?(_ transaction: Transaction, minorUnits: Int) {
        guard let original = transaction.original, original.amount != 0, let reference = transaction.charge?.reference,
            reference.rate != 0
        else { return nil }
        self.transaction = transaction
        referenceRate = reference.rate
        referenceDate = reference.date
        bankRate = transaction.amount / original.amount
        let direction: Decimal = transaction.kind == .expense ? 1 : -1
        cost = Self.cost(
            charged: transaction.amount, atReference: reference.amount, kind: transaction.kind, minorUnits: minorUnits)
        atReference = transaction.amount - cost * direction
        // A refund (a negative expense) is money in: a bank's rate above the reference is then a gain.
        let moneyOut: Decimal = transaction.amount < 0 ? -direction : direction
        percent = (bankRate - referenceRate) * moneyOut / referenceRate * 100
    }

    /// The markup in money of a charge against the exact amount at the reference rate, rounded to `minorUnits`:
    /// what the exchange cost, so positive when a bank took more (or, for money in, paid out less).
    public static func cost(charged: Decimal, atReference: Decimal, kind: Transaction.Kind, minorUnits: Int) -> Decimal
    {
        Currency.round((charged - atReference) * (kind == .expense ? 1 : -1), to: minorUnits)
    }
}

/// Every row of some transactions that says what the bank charged, with its markup, and the markup per month and per
/// year: sums of the rounded row figures, so they add up to the cent.
public struct MarkupSummary: Sendable, Equatable {
    /// The markup of some rows together.
    public struct Period: Sendable, Equatable {
        /// The first day of the month or year.
        public var start: Day
        public var rows = 0
        /// What the bank charged, and what the reference rates give, for those rows (sizes, whatever their kind).
        public var charged: Decimal = 0
        public var atReference: Decimal = 0
        public var cost: Decimal = 0

        /// The cost in percent of the amounts at the reference rate, exact; nil when they are 0.
        public var percent: Decimal? { atReference == 0 ? nil : cost / atReference * 100 }

        mutating func add(_ markup: ExchangeMarkup) {
            rows += 1
            charged += abs(markup.transaction.amount)
            atReference += abs(markup.atReference)
            cost += markup.cost
        }
    }

    /// The rows with a markup, in the order given.
    public var rows: [ExchangeMarkup] = []
    /// Rows that say what the bank charged but have no reference rate to compare it with.
    public var unmeasured: [Transaction] = []
    /// Oldest first, only months and years with rows.
    public var months: [Period] = []
    public var years: [Period] = []

    /// The markup of `transactions` (in date order, as a budget keeps them), in a currency of `minorUnits` decimals.
    public init(_ transactions: [Transaction], minorUnits: Int) {
        for transaction in transactions where transaction.charge != nil {
            guard let markup = ExchangeMarkup(transaction, minorUnits: minorUnits) else {
                unmeasured.append(transaction)
                continue
            }
            rows.append(markup)
            Self.add(markup, to: &months, start: BudgetPeriod.month.start(of: transaction.date))
            Self.add(markup, to: &years, start: BudgetPeriod.year.start(of: transaction.date))
        }
        months.sort { $0.start < $1.start }
        years.sort { $0.start < $1.start }
    }

    /// Whether any row said what the bank charged.
    public var isEmpty: Bool { rows.isEmpty && unmeasured.isEmpty }

    /// Every measured row together.
    public var total: Period {
        var total = Period(start: years.first?.start ?? Day(year: 1970, month: 1, day: 1))
        for year in years {
            total.rows += year.rows
            total.charged += year.charged
            total.atReference += year.atReference
            total.cost += year.cost
        }
        return total
    }

    private static func add(_ markup: ExchangeMarkup, to periods: inout [Period], start: Day) {
        if let index = periods.lastIndex(where: { $0.start == start }) {
            periods[index].add(markup)
        } else {
            var period = Period(start: start)
            period.add(markup)
            periods.append(period)
        }
    }
}
