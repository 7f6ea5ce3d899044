import Foundation

extension ProfileGuess {
    /// Whether each step from one row to the next (in file order, from the second row) has the running `balances`
    /// following the `amounts`, read `forward` (oldest first) or not, with `sign`; nil where a step cannot be checked
    /// (a number not read, or nothing moved).
    static func balanceSteps(_ amounts: [Decimal?], _ balances: [Decimal?], forward: Bool, sign: Int) -> [Bool?] {
        (1..<max(1, amounts.count)).map { index in
            let (previous, current) = forward ? (index - 1, index) : (index, index - 1)
            guard let before = balances[previous], let after = balances[current], let amount = amounts[current],
                amount != 0 || before != after
            else { return nil }
            return after == before + (sign < 0 ? -amount : amount)
        }
    }

    /// The bank's own numbers for its rows (Rabobank's `Volgnr`), if a column of `rows` among `columns` holds them:
    /// whole numbers that go one way, by one from most rows to the next. Where they skip, rows are missing from the
    /// export, and the running balance cannot follow the amounts across the gap.
    static func sequenceColumn(_ rows: [[String]], among columns: [Int]) -> (column: Int, numbers: [Int])? {
        guard rows.count >= 3 else { return nil }
        for column in columns {
            let numbers = rows.compactMap { row -> Int? in
                let text = row[column].trimmingCharacters(in: .whitespaces)
                guard !text.isEmpty, text.count <= 18, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else {
                    return nil
                }
                return Int(text)
            }
            guard numbers.count == rows.count else { continue }
            let steps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }
            let up = steps.allSatisfy { $0 > 0 }, down = steps.allSatisfy { $0 < 0 }
            if (up || down), steps.filter({ abs($0) == 1 }).count * 2 >= steps.count {
                return (column, numbers)
            }
        }
        return nil
    }

    /// Whether the running balance breaks only where the bank's row numbers skip, following the amounts on every
    /// other step and on one at least: the rows between are not in this export, and the reading is checked on the
    /// steps that are.
    static func breaksOnlyAtGaps(_ steps: [Bool?], numbers: [Int]) -> Bool {
        guard steps.count == numbers.count - 1, steps.contains(true) else { return false }
        return steps.indices.allSatisfy { index in
            steps[index] == true || (steps[index] == false && abs(numbers[index + 1] - numbers[index]) > 1)
        }
    }
}
