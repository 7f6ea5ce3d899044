import CashDashModel
import Charts

/// The list of calculators and a page per calculator.
struct CalculatorPages: PageSet {
    enum Kind: Sendable {
        case index
        case calculator(Int)
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .index: .calculatorsIndex
        case .calculator: .calculator
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        guard !site.calculators.pages.isEmpty else { return [] }
        return [(.calculators, .index)]
            + site.calculators.pages.enumerated().map { (.calculator(slug: $1.slug), .calculator($0)) }
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        [try html(kind, at: page)]
    }

    /// The site's words.
    private var words: Catalogue { site.templates.words.catalogue }

    private func html(_ kind: Kind, at page: Route) throws(TemplateError) -> String {
        switch kind {
        case .index:
            let layout = layout(
                page, title: words.text("calculators.title"),
                description: words.text("calculators.index_description"),
                section: "calculators")
            let view = CalculatorsIndexView(
                calculators: calculators.map {
                    TitledLink(
                        title: $0.page.title, href: Route.calculator(slug: $0.page.slug).href(from: page),
                        summary: $0.page.summary)
                })
            return try site.templates.render(.calculatorsIndex, PageContext(layout: layout, content: view))
        case .calculator(let index):
            let rendered = calculators[index]
            let calculator = rendered.page
            let layout = layout(page, title: calculator.title, description: calculator.summary, section: "calculators")
            let view = CalculatorPresenter(
                page: calculator, money: site.money,
                palette: site.config.theme.palette.flatMap(Palette.named) ?? .standard, words: words)
            var details = CalculatorDetails(
                title: calculator.title, summary: calculator.summary, html: rendered.html, form: view.form(),
                chapters: Items(
                    rendered.chapters.map {
                        TitledLink(title: $0.title, href: Route.chapter(slug: $0.slug).href(from: page))
                    }))
            if calculator.kind.calculator == nil {  // the currency converter, worked out with the site's rates
                details.conversion = conversion(calculator)
            } else {
                details.example = view.example()
            }
            return try site.templates.render(
                .calculator, PageContext(layout: layout, content: CalculatorPageView(calculator: details)))
        }
    }

    /// The currency page's worked example, converted exactly with the site's snapshots, and the converter.
    private func conversion(_ page: CalculatorPage) -> ConversionExample {
        guard let rates = site.rates, let latest = rates.latest else {
            return ConversionExample(missing: true)
        }
        let amountText = page.example["amount"] ?? "100"
        let from = (page.example["from"] ?? latest.base).uppercased(),
            to = (page.example["to"] ?? latest.base).uppercased()
        var context = ConversionExample(
            converter: renderer.converter(latest, from: from, to: to), amountText: amountText)
        guard let amount = CalculatorField("amount", "words.amount", .amount).parse(amountText).success?.decimal,
            let conversion = try? rates.history.convert(amount, from: from, to: to, on: page.example["date"]),
            let source = Currency(code: from), let target = Currency(code: to)
        else {
            context.missing = true
            return context
        }
        context.worked = ConversionExample.Worked(
            amount: rates.amount(amount, source.code), result: rates.amount(conversion.amount, target.code),
            date: rates.dayFormat.words(iso: conversion.date), rate: rates.display(conversion.rate, to), from: from,
            to: to,
            exact: rates.numbers.decimal(conversion.amount, decimals: min(12, max(target.minorUnits, 6))))
        return context
    }
}
