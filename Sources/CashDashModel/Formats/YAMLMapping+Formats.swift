import Foundation

extension YAMLMapping {
    /// The `date_format` set here, if any; a pattern without a year, month and day is reported. Read the same way
    /// in `budgets.yml`, its profiles and the `class:` section of `site.yml`.
    func dateFormat(diagnostics: inout Diagnostics) -> DateFormat? {
        guard let pattern = string("date_format", diagnostics: &diagnostics), let entry = entry("date_format") else {
            return nil
        }
        if let format = DateFormat(pattern) { return format }
        diagnostics.error(
            "`date_format` should spell a date with YYYY (or YY), MM (or Mon for a month's name) and DD, and no other "
                + "letters, like DD/MM/YYYY, MM/DD/YYYY or DD Mon YYYY", in: path, line: entry.line,
            column: entry.column)
        return nil
    }

    /// How amounts are written, from the `decimal_separator` set here, if any.
    func amounts(diagnostics: inout Diagnostics) -> AmountText? {
        guard let separator = string("decimal_separator", diagnostics: &diagnostics),
            let entry = entry("decimal_separator")
        else { return nil }
        if separator == "." || separator == "," { return AmountText(decimalSeparator: Character(separator)) }
        diagnostics.error(
            "`decimal_separator` should be \".\" or \",\"", in: path, line: entry.line, column: entry.column)
        return nil
    }
}
