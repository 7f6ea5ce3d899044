import CashDashModel
import Charts

extension SiteRenderer {
    /// The list of calculators and a page per calculator.
    func calculatorsHTML(for page: Page) throws(TemplateError) -> String {
        switch page.kind {
        case .calculatorsIndex:
            var context = baseContext(
                page, title: "Calculators", description: "Money questions worked out step by step, with your own numbers.",
                section: "calculators")
            context["calculators"] = calculators.map {
                values(["title": $0.page.title, "summary": $0.page.summary, "href": Route.calculator(slug: $0.page.slug).href(from: page.route)])
            }
            return try site.templates.render(.calculatorsIndex, context)
        case .calculator(let index):
            let rendered = calculators[index]
            let calculator = rendered.page
            var context = baseContext(page, title: calculator.title, description: calculator.summary, section: "calculators")
            let view = CalculatorView(
                page: calculator, money: MoneyFormat(config: site.config),
                palette: site.config.theme.palette.flatMap(Palette.named) ?? .standard)
            var values = values([
                "title": calculator.title, "summary": calculator.summary, "html": rendered.html,
                "form": view.form(),
                "chapters": rendered.chapters.isEmpty ? nil : [
                    "items": rendered.chapters.map { ["title": $0.title, "href": Route.chapter(slug: $0.slug).href(from: page.route)] }
                ],
            ])
            if calculator.kind == .currency {
                values["conversion"] = conversion(calculator)
            } else {
                values["example"] = view.example()
            }
            context["calculator"] = values
            return try site.templates.render(.calculator, context)
        default:
            return ""
        }
    }

    /// The calculators a chapter's page links to.
    func calculatorLinks(forChapter fileName: String, on page: Route) -> Items<TitledLink>? {
        Items(calculators.filter { $0.page.chapters.contains(fileName) }.map {
            TitledLink(title: $0.page.title, href: Route.calculator(slug: $0.page.slug).href(from: page), summary: $0.page.summary)
        })
    }

    /// The currency page's worked example, converted exactly with the site's snapshots, and the converter.
    private func conversion(_ page: CalculatorPage) -> [String: Any] {
        guard let rates = site.rates, let latest = rates.latest else {
            return ["missing": true]
        }
        let amountText = page.example["amount"] ?? "100"
        let from = (page.example["from"] ?? latest.base).uppercased(), to = (page.example["to"] ?? latest.base).uppercased()
        var context: [String: Any] = ["converter": converter(latest, from: from, to: to), "amountText": amountText]
        guard let amount = CalculatorField("amount", "Amount", .amount).parse(amountText).success,
            let conversion = try? rates.history.convert(amount, from: from, to: to, on: page.example["date"]),
            let source = Currency(code: from), let target = Currency(code: to)
        else {
            context["missing"] = true
            return context
        }
        context["worked"] = [
            "amount": source.format(amount), "result": target.format(conversion.amount), "date": conversion.date,
            "rate": RatesView.display(conversion.rate), "from": from, "to": to,
            "exact": plainDecimal(conversion.amount, decimals: min(12, max(target.minorUnits, 6)), grouping: true),
        ]
        return context
    }
}
