import CashDashModel
import Charts
import Foundation

extension BudgetSettings {
    /// `budgets.yml` at `file` (a missing file gives the defaults), read for the site `config` describes: weekly limits
    /// start on its locale's first day of the week, and the budgets are kept in budgets.yml's `currency`, else in the
    /// site's. The one place `build`, `report`, `add`, `undo`, `balance` and `import` settle both.
    static func load(_ file: SiteFolder.Item, for config: SiteConfig, diagnostics: inout Diagnostics) -> BudgetSettings
    {
        var settings = load(from: file.url, path: file.path, diagnostics: &diagnostics)
        settings.settle(for: config)
        return settings
    }

    /// These settings for the site `config` describes, as ``load(_:for:diagnostics:)`` gives them.
    mutating func settle(for config: SiteConfig) {
        firstWeekday = DayFormat.firstWeekday(locale: config.locale)
        siteCurrency = config.currency
    }
}

extension MoneyFormat {
    /// The same place's way of writing money, in the currency `code`: the budgets' money (``BudgetSettings/homeCurrency``)
    /// where it is not the site's, a family's dollars on a site in euros.
    func writing(_ code: String) -> MoneyFormat {
        guard code != currency else { return self }
        var format = self
        format.style = NumberStyle(locale: days.locale, currency: code)
        format.minorUnits = Currency(code: code)?.minorUnits ?? 2
        format.currency = code
        return format
    }
}
