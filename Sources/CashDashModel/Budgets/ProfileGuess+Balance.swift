import Foundation

extension ProfileGuess {
    /// The kind of each type word that the running balance shows, by most of its rows: the balance rising by a
    /// row's unsigned amount is money in, falling by it money out. The rows run whichever way more of them fit.
    static func kindsShown(by balances: [Decimal?], amounts: [Decimal?], words: [String]) -> [String: Transaction.Kind]
    {
        func steps(forward: Bool) -> [(word: String, vote: Int)] {
            (1..<max(1, amounts.count)).compactMap { index in
                let (previous, current) = forward ? (index - 1, index) : (index, index - 1)
                guard let before = balances[previous], let after = balances[current], let amount = amounts[current],
                    amount != 0, abs(after - before) == abs(amount)
                else { return nil }
                return (words[current].trimmingCharacters(in: .whitespaces), after > before ? 1 : -1)
            }
        }
        let forward = steps(forward: true), backward = steps(forward: false)
        var votes: [String: Int] = [:]
        for step in forward.count >= backward.count ? forward : backward { votes[step.word, default: 0] += step.vote }
        return votes.compactMapValues { $0 > 0 ? .deposit : $0 < 0 ? .expense : nil }
    }

    /// How many steps from one row to the next the running `balances` follow the `amounts`, in the better order
    /// (oldest first or newest first) and sign.
    /// A step where nothing moved (an amount of 0 and the same balance) proves nothing and is not counted; `steps` is
    /// how many steps could be checked.
    static func balanceFit(
        _ amounts: [Decimal?], _ balances: [Decimal?]
    ) -> (
        fits: Int, forward: Bool, sign: Int, steps: Int
    ) {
        var best = (fits: 0, forward: true, sign: 1, steps: 0)
        for forward in [true, false] {
            for sign in [1, -1] {
                var fits = 0, steps = 0
                for index in 1..<max(1, amounts.count) {
                    let (previous, current) = forward ? (index - 1, index) : (index, index - 1)
                    guard let before = balances[previous], let after = balances[current], let amount = amounts[current]
                    else { continue }
                    if amount == 0 && before == after { continue }
                    steps += 1
                    if after == before + (sign < 0 ? -amount : amount) { fits += 1 }
                }
                if fits > best.fits || (best.fits == 0 && steps > best.steps) { best = (fits, forward, sign, steps) }
            }
        }
        return best
    }

    /// Without a header, two columns of numbers side by side that are money out and money in (Nationwide's paid out
    /// and paid in, SunTrust's debit and credit): at most one of them holds money on each row, and a running balance
    /// follows them on every step, which also says which is which. Nil when no such pair is there.
    static func moneyOutAndIn(
        _ numbers: [Int], values: (Int) -> [Decimal?]
    ) -> (out: Int, in: Int, balance: Int, fits: Int)? {
        var best: (out: Int, in: Int, balance: Int, fits: Int)?
        for first in oneOfTwoPairs(numbers, values: values) {
            let (a, b) = (values(first), values(first + 1))
            let net = zip(a, b).map { pair -> Decimal? in abs(pair.1!) - abs(pair.0!) }
            for balance in numbers where balance != first && balance != first + 1 {
                let fit = balanceFit(net, values(balance))
                guard fit.steps > 0, fit.fits == fit.steps, fit.fits > best?.fits ?? 0 else { continue }
                best = fit.sign > 0 ? (first, first + 1, balance, fit.fits) : (first + 1, first, balance, fit.fits)
            }
        }
        return best
    }

    /// The first of each two columns of numbers side by side where at most one holds money on each row, and each on
    /// some row: money out and money in, one way or the other.
    static func oneOfTwoPairs(_ numbers: [Int], values: (Int) -> [Decimal?]) -> [Int] {
        numbers.filter { first in
            guard numbers.contains(first + 1) else { return false }
            let (a, b) = (values(first), values(first + 1))
            let oneOfTwo = zip(a, b).allSatisfy { pair in
                guard let x = pair.0, let y = pair.1 else { return false }
                return x == 0 || y == 0
            }
            return oneOfTwo && a.contains { ($0 ?? 0) != 0 } && b.contains { ($0 ?? 0) != 0 }
        }
    }

    /// True when the rows' dates run oldest first, false when newest first, nil when they do not say (one day, or
    /// no date column).
    static func datesAscending(_ rows: [[String]], dateColumn: Int?, format: String) -> Bool? {
        guard let dateColumn, let pattern = DateFormat(format) else { return nil }
        let days = rows.compactMap {
            $0.count > dateColumn ? pattern.parse(Array($0[dateColumn].trimmingCharacters(in: .whitespaces).utf8)) : nil
        }
        guard let first = days.first, let last = days.last, first != last else { return nil }
        return first < last
    }

    /// The share of `rows` whose value in `column` has a decimal mark: money has cents, a reference number none.
    static func decimalShare(_ rows: [[String]], _ column: Int) -> Int {
        rows.filter { $0.count > column && ($0[column].contains(".") || $0[column].contains(",")) }.count
    }
}
