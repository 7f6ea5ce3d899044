import CashDashModel
import Foundation
import Mustache

extension SiteRenderer {
    /// What `partials/converter` needs: the currency codes, with `from` and `to` chosen, and the snapshot as JSON
    /// for the offline converter: `{"base","date","minor":{…},"rates":{…}}`.
    func converter(_ snapshot: Snapshot, from: String, to: String) -> ConverterView {
        let codes = [snapshot.base] + snapshot.rates.keys.sorted()
        let rates = codes.map { "\"\($0)\":\(NSDecimalNumber(decimal: snapshot.rate($0)!).stringValue)" }.joined(
            separator: ",")
        let minor = codes.map { "\"\($0)\":\(Currency(code: $0)?.minorUnits ?? 2)" }.joined(separator: ",")
        // The day as the page's locale writes it, for the sentence under the converter; JSON-escaped.
        let dateText = site.money.days.words(iso: snapshot.date).replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
        return ConverterView(
            json:
                "{\"base\":\"\(snapshot.base)\",\"date\":\"\(snapshot.date)\",\"dateText\":\"\(dateText)\","
                + "\"minor\":{\(minor)},\"rates\":{\(rates)}}",
            codes: codes.map { ConverterView.Code(code: $0, selectedFrom: $0 == from, selectedTo: $0 == to) })
    }
}

/// What `partials/converter` needs: the currency codes, with `from` and `to` chosen, and the snapshot as JSON.
struct ConverterView: TemplateView, Sendable {
    struct Code: TemplateView, Sendable {
        var code: String
        var selectedFrom: Bool
        var selectedTo: Bool
    }

    var json: String
    var codes: [Code]
}
