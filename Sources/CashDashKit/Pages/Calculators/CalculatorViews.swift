import Charts
import Mustache

/// A label and its value: "Amount borrowed: $200,000.00".
struct LabelledValue: TemplateView, Sendable {
    var label: String
    var value: String
}

/// The list of calculators.
struct CalculatorsIndexView: TemplateView, Sendable {
    var calculators: [TitledLink]
}

/// A calculator's page.
struct CalculatorPageView: TemplateView, Sendable {
    var calculator: CalculatorDetails
}

/// A calculator's explanation, its worked example (or, for currencies, a conversion) and its form.
struct CalculatorDetails: TemplateView, Sendable {
    var title: String
    var summary: String?
    var html: String
    var form: CalculatorForm?
    /// The chapters that link here.
    var chapters: Items<TitledLink>?
    var example: WorkedExample?
    var conversion: ConversionExample?
}

/// A worked example: the inputs, the results as cards and sentences, how it was rounded, charts and a schedule.
struct WorkedExample: TemplateView, Sendable {
    /// A table of the example, month by month or year by year.
    struct Schedule: TemplateView, Sendable {
        struct Row: TemplateView, Sendable {
            var head: String
            var cells: [String]
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
    }

    /// A long month-by-month schedule, shown when the reader opens it (and not printed).
    struct FullSchedule: TemplateView, Sendable {
        /// What opens it: "Show all 360 months".
        var summary: String
        var table: Schedule
    }

    var inputs: [LabelledValue] = []
    var cards: [Card] = []
    var notes: [String] = []
    var rounding = ""
    var charts: [HTMLBlock] = []
    var schedule: Schedule?
    var fullSchedule: FullSchedule?
}

/// What the calculator's form needs: how to read and write money, and the fields filled with the example.
struct CalculatorForm: TemplateView, Sendable {
    struct Field: TemplateView, Sendable {
        var name: String
        var label: String
        var value: String
        /// The options, for a field that is a choice.
        var choice: Choice?
        /// `numeric` or `decimal`, for the others.
        var inputmode: String?
        /// The heading of the boxes it belongs with, if any.
        var group: String? = nil
    }

    struct Choice: TemplateView, Sendable {
        var options: [Option]
    }

    struct Option: TemplateView, Sendable {
        var value: String
        var label: String
        var selected: Bool
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
    struct Group: TemplateView, Sendable {
        var legend: String?
        var fields: [Field]
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
}

/// The currency calculator's example: an amount converted with the site's own rates, and the converter.
struct ConversionExample: TemplateView, Sendable {
    struct Worked: TemplateView, Sendable {
        var amount: String
        var result: String
        var date: String
        var rate: String
        var from: String
        var to: String
        /// The result before rounding, to show how it was rounded.
        var exact: String
    }

    var converter: ConverterView?
    var amountText: String?
    var worked: Worked?
    /// Set when the site has no rates, or none that convert the example.
    var missing = false
}
