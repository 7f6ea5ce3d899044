import Foundation

extension Snapshot {
    /// The largest rate a snapshot may hold: more than any currency has ever been worth against another.
    public static let largestRate = Decimal(string: "1000000000000")!
    /// The smallest, its mirror: a rate crossed through two of them still fits `Decimal`'s digits, where one of
    /// 0.1e-127 made `rates convert` print NaN and stopped the build.
    public static let smallestRate = Decimal(string: "0.000000000001")!

    /// Checks a snapshot before `rates fetch` or `rates import` saves it, as the build would read it back: a real
    /// `YYYY-MM-DD` date from 1900 on and not after `today`, ISO 4217 codes for the base and every rate, and every
    /// rate a positive, finite number. Throws a sentence naming the first problem.
    public func check(today: Day) throws {
        guard let day = strictISODay(date), day.components.year >= 1900 else {
            throw SnapshotError("the date `\(date)` is not a real day written YYYY-MM-DD")
        }
        guard day <= today else {
            throw SnapshotError("the date \(date) is after today (\(today)); rates cannot come from the future")
        }
        guard isISOCurrency(base) else { throw SnapshotError("the base `\(base)` is not an ISO 4217 currency code") }
        guard !rates.isEmpty else { throw SnapshotError("there are no rates for \(date)") }
        for code in rates.keys.sorted() {
            guard isISOCurrency(code) else { throw SnapshotError("`\(code)` is not an ISO 4217 currency code") }
            let rate = rates[code]!
            guard !rate.isNaN, rate >= Self.smallestRate, rate <= Self.largestRate else {
                throw SnapshotError("the \(code) rate \(rate) is not a positive number of a sensible size")
            }
        }
        if let fetchedAt, !isTimestamp(fetchedAt) {
            throw SnapshotError("`fetched_at` should be a time like 2026-04-13T17:06:40Z, not `\(fetchedAt)`")
        }
    }
}

/// Today in UTC, the day a rate date is checked against.
public func todayInUTC(_ now: Date = Date()) -> Day {
    Day(ordinal: Int((now.timeIntervalSince1970 / 86_400).rounded(.down)))
}

/// `YYYY-MM-DD` with exactly four, two and two digits, as a day; nil for anything else (a sign, a longer year).
public func strictISODay(_ text: String) -> Day? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D,
        bytes.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) })
    else { return nil }
    return Day(iso: text)
}

/// Whether `code` is an upper-case ISO 4217 code Cash Dash knows, current or historic.
public func isISOCurrency(_ code: String) -> Bool {
    isCurrencyCode(code) && Currency(code: code) != nil
}

/// Whether `text` is a UTC time as `rates fetch` writes it: `2026-04-13T17:06:40Z`.
public func isTimestamp(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, strictISODay(String(text.prefix(10))) != nil, bytes[10] == 0x54, bytes[13] == 0x3A,
        bytes[16] == 0x3A, bytes[19] == 0x5A
    else { return false }
    let digits = [11, 12, 14, 15, 17, 18].map { Int(bytes[$0]) - 0x30 }
    guard digits.allSatisfy({ (0...9).contains($0) }) else { return false }
    return digits[0] * 10 + digits[1] < 24 && digits[2] * 10 + digits[3] < 60 && digits[4] * 10 + digits[5] < 61
}
