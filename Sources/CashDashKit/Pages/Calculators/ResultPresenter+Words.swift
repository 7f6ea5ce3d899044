import CashDashModel
import Foundation

/// How the presenter writes words and facts.
extension ResultPresenter {
    /// `phrase` in the page's words, its blanks filled.
    func say(_ phrase: Phrase, in row: ResultFacts? = nil) -> String {
        switch phrase {
        case .either(let condition, let then, let otherwise):
            return say(holds(condition, in: row) ? then : otherwise, in: row)
        case .join(let phrases): return phrases.map { say($0, in: row) }.joined(separator: " ")
        case .say(let template, let blanks):
            let key = Catalogue.fill(template) { name in
                if case .text(let text) = fact(String(name), in: row) { return text }
                return nil
            }
            return CalculatorSentence.fill(view.words.text(catalogueKey(key)), blanks.mapValues { write($0, in: row) })
        }
    }

    /// Where the words of layout key `key` are: a sentence the calculator declares (perhaps another's), a shared
    /// word (`words.`), or the calculator's own.
    private func catalogueKey(_ key: String) -> String {
        if key.hasPrefix("words.") { return "calculators." + key.replacingOccurrences(of: "-", with: "_") }
        if let sentence = view.page.kind.sentences.first(where: { $0.key == key }) { return sentence.catalogueKey }
        return "calculators.\(view.page.kind.section).\(key.replacingOccurrences(of: "-", with: "_"))"
    }

    /// `value` written for people; nothing when its fact is not there.
    func write(_ value: Value, in row: ResultFacts? = nil) -> String {
        let money = view.money
        func number(_ name: String) -> Decimal? { fact(name, in: row)?.number }
        func count(_ name: String) -> Int? { number(name).map { NSDecimalNumber(decimal: $0).intValue } }
        switch value {
        case .money(let name): return number(name).map { money.string($0) } ?? ""
        case .count(let name): return count(name).map { money.count($0) } ?? ""
        case .counted(let name, let word): return count(name).map { view.counted(word, $0) } ?? ""
        case .months(let name): return count(name).map { view.months($0) } ?? ""
        case .rate(let name): return number(name).map { view.percent($0) } ?? ""
        case .percent(let name, let decimals):
            return number(name).map {
                money.number(Currency.round($0, to: decimals), decimals: decimals) + view.style.percentSuffix
            } ?? ""
        case .year(let name): return count(name).map { view.year($0) } ?? ""
        case .month(let name): return count(name).map { view.month($0) } ?? ""
        case .option(let field, let name): return option(field, fact(name, in: row))
        case .named(let name, let rowNumber, let noun):
            if case .text(let text) = fact(name, in: row), !text.isEmpty { return text }
            return say(.say(noun, ["row": .count(rowNumber)]), in: row)
        case .list(let name, let values):
            return view.words.list(
                rows(name).map { item in values.map { write($0, in: item) }.joined(separator: " ") })
        case .phrase(let phrase): return say(phrase, in: row)
        case .text(let text): return text
        case .nearest: return view.nearest
        case .unit: return view.unitName
        case .either(let condition, let then, let otherwise):
            return write(holds(condition, in: row) ? then : otherwise, in: row)
        }
    }

    /// The label of the option `chosen` of the field `name`.
    private func option(_ name: String, _ chosen: ResultFact?) -> String {
        guard case .text(let value) = chosen,
            case .choice(let options) = view.page.kind.fields.first(where: { $0.name == name })?.kind,
            let option = options.first(where: { $0.value == value })
        else { return "" }
        return view.text(option.label)
    }
}
