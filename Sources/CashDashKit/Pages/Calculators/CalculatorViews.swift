import Charts
import Mustache

/// A label and its value: "Amount borrowed: $200,000.00".
struct LabelledValue: MustacheParent, Sendable {
    var label: String
    var value: String

    func child(named name: String) -> Any? {
        switch name {
        case "label": label
        case "value": value
        default: nil
        }
    }
}

/// The list of calculators.
struct CalculatorsIndexView: MustacheParent, Sendable {
    var calculators: [TitledLink]

    func child(named name: String) -> Any? {
        name == "calculators" ? calculators : nil
    }
}

/// A calculator's page.
struct CalculatorPageView: MustacheParent, Sendable {
    var calculator: CalculatorDetails

    func child(named name: String) -> Any? {
        name == "calculator" ? calculator : nil
    }
}

/// A calculator's explanation, its worked example (or, for currencies, a conversion) and its form.
struct CalculatorDetails: MustacheParent, Sendable {
    var title: String
    var summary: String?
    var html: String
    var form: CalculatorForm?
    /// The chapters that link here.
    var chapters: Items<TitledLink>?
    var example: WorkedExample?
    var conversion: ConversionExample?

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "summary": summary
        case "html": html
        case "form": form
        case "chapters": chapters
        case "example": example
        case "conversion": conversion
        default: nil
        }
    }
}

/// A worked example: the inputs, the results as cards and sentences, how it was rounded, charts and a schedule.
struct WorkedExample: MustacheParent, Sendable {
    /// A table of the example, month by month or year by year.
    struct Schedule: MustacheParent, Sendable {
        struct Row: MustacheParent, Sendable {
            var head: String
            var cells: [String]

            func child(named name: String) -> Any? {
                switch name {
                case "head": head
                case "cells": cells
                default: nil
                }
            }
        }

        var caption: String
        var firstColumn: String
        var columns: [String]
        var rows: [Row]

        init(_ table: ChartTable) {
            caption = table.caption
            firstColumn = table.columns[0]
            columns = Array(table.columns.dropFirst())
            rows = table.rows.map { Row(head: $0[0], cells: Array($0.dropFirst())) }
        }

        func child(named name: String) -> Any? {
            switch name {
            case "caption": caption
            case "firstColumn": firstColumn
            case "columns": columns
            case "rows": rows
            default: nil
            }
        }
    }

    /// A long month-by-month schedule, shown when the reader opens it (and not printed).
    struct FullSchedule: MustacheParent, Sendable {
        /// What opens it: "Show all 360 months".
        var summary: String
        var table: Schedule

        func child(named name: String) -> Any? {
            switch name {
            case "summary": summary
            case "table": table
            default: nil
            }
        }
    }

    var inputs: [LabelledValue] = []
    var cards: [Card] = []
    var notes: [String] = []
    var rounding = ""
    var charts: [HTMLBlock] = []
    var schedule: Schedule?
    var fullSchedule: FullSchedule?

    func child(named name: String) -> Any? {
        switch name {
        case "inputs": inputs
        case "cards": cards
        case "notes": notes
        case "rounding": rounding
        case "charts": charts
        case "schedule": schedule
        case "fullSchedule": fullSchedule
        default: nil
        }
    }
}

/// What the calculator's form needs: how to read and write money, and the fields filled with the example.
struct CalculatorForm: MustacheParent, Sendable {
    struct Field: MustacheParent, Sendable {
        var name: String
        var label: String
        var value: String
        /// The options, for a field that is a choice.
        var choice: Choice?
        /// `numeric` or `decimal`, for the others.
        var inputmode: String?
        /// The heading of the boxes it belongs with, if any.
        var group: String? = nil

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "label": label
            case "value": value
            case "choice": choice
            case "inputmode": inputmode
            default: nil
            }
        }
    }

    struct Choice: MustacheParent, Sendable {
        var options: [Option]

        func child(named name: String) -> Any? {
            name == "options" ? options : nil
        }
    }

    struct Option: MustacheParent, Sendable {
        var value: String
        var label: String
        var selected: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "value": value
            case "label": label
            case "selected": selected
            default: nil
            }
        }
    }

    var calculator: String
    var minor: Int
    var decimal: String
    var grouping: String
    var symbol: String
    /// `true` or `false`, as the script reads it.
    var symbolFirst: String
    /// The colours of the charts of the reader's results, light and dark, separated by spaces.
    var colors: String
    var darkColors: String
    var groups: [Group]
    /// What follows a percentage in the locale: `%`, or ` %` with a no-break space in French.
    var percent: String
    /// How digits are grouped, as the script reads it: the first group's size and the others' (`3 2` in India),
    /// then the fewest digits a number needs before it is grouped at all (`3 2 1`; Spanish waits for five: `3 3 2`).
    var groupingSizes: String
    /// What stands between the amount and the currency's symbol (a no-break space after the amount, or nothing).
    var symbolGap: String
    /// The fields, messages and sentences for the script, as JSON (``CalculatorScriptData``).
    var data: String

    /// Fields that belong together, under a legend when they have one.
    struct Group: MustacheParent, Sendable {
        var legend: String?
        var fields: [Field]

        func child(named name: String) -> Any? {
            switch name {
            case "legend": legend
            case "fields": fields
            default: nil
            }
        }
    }

    /// `fields` in order, those next to each other with the same group together.
    static func groups(_ fields: [Field]) -> [Group] {
        var groups: [Group] = []
        for field in fields {
            if let last = groups.last, last.legend != nil, last.legend == field.group {
                groups[groups.count - 1].fields.append(field)
            } else {
                groups.append(Group(legend: field.group, fields: [field]))
            }
        }
        return groups
    }

    func child(named name: String) -> Any? {
        switch name {
        case "calculator": calculator
        case "minor": minor
        case "decimal": decimal
        case "grouping": grouping
        case "symbol": symbol
        case "symbolFirst": symbolFirst
        case "colors": colors
        case "darkColors": darkColors
        case "groups": groups
        case "percent": percent
        case "groupingSizes": groupingSizes
        case "symbolGap": symbolGap
        case "data": data
        default: nil
        }
    }
}

/// The currency calculator's example: an amount converted with the site's own rates, and the converter.
struct ConversionExample: MustacheParent, Sendable {
    struct Worked: MustacheParent, Sendable {
        var amount: String
        var result: String
        var date: String
        var rate: String
        var from: String
        var to: String
        /// The result before rounding, to show how it was rounded.
        var exact: String

        func child(named name: String) -> Any? {
            switch name {
            case "amount": amount
            case "result": result
            case "date": date
            case "rate": rate
            case "from": from
            case "to": to
            case "exact": exact
            default: nil
            }
        }
    }

    var converter: ConverterView?
    var amountText: String?
    var worked: Worked?
    /// Set when the site has no rates, or none that convert the example.
    var missing = false

    func child(named name: String) -> Any? {
        switch name {
        case "converter": converter
        case "amountText": amountText
        case "worked": worked
        case "missing": missing ? true : nil
        default: nil
        }
    }
}
