import Foundation

extension DateFormat {
    /// `day` written in this pattern, as a new row of a file in this format gets it: `YYYY`, `YY`, `MM` and `DD` with
    /// leading zeros, `M` and `D` without, `Mon` (or `MMM`) the month's English short name, `MMMM` (or `Month`) its
    /// whole name; a time, if the pattern has one, is midnight.
    public func format(_ day: Day) -> String {
        if isOFX { return DateFormat("YYYYMMDD")!.format(day) }  // OFX's date without its time, which it may leave out
        let (year, month, date) = day.components
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = ""
        var rest = Substring(pattern)
        var sawHour = false
        while let first = rest.first {
            let upper = first.uppercased()
            if rest.prefix(4).uppercased() == "YYYY" {
                text += padded(year, 4)
                rest = rest.dropFirst(4)
            } else if rest.prefix(2).uppercased() == "YY" {
                text += padded(year % 100, 2)
                rest = rest.dropFirst(2)
            } else if let name = ["MONTH", "MMMM", "MMM", "MON"].first(where: {
                rest.prefix($0.count).uppercased() == $0
            }) {
                let whole = Month.names[month - 1]
                text += name == "MONTH" || name == "MMMM" ? whole : String(whole.prefix(3))
                rest = rest.dropFirst(name.count)
            } else if upper == "H" || upper == "S" || (first == "m" && sawHour) {
                sawHour = sawHour || upper == "H"
                let run = rest.prefix { $0 == first }.count
                text += padded(0, max(2, run))
                rest = rest.dropFirst(run)
            } else if upper == "M" || upper == "D" {
                let run = rest.prefix { $0 == first }.count
                text += padded(upper == "D" ? date : month, run >= 2 ? 2 : 1)
                rest = rest.dropFirst(run)
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        return text
    }
}
