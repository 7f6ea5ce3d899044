/// A service `rates fetch` can ask for today's rates, as `site.yml` and `--provider` name it.
public enum RateProvider: String, Sendable, CaseIterable {
    /// The European Central Bank's daily reference rates: keyless, against the euro.
    case ecb
    /// exchangerate-api.com, version 6: needs a key.
    case exchangeRateAPI = "exchangerate-api"
    /// open.er-api.com: keyless.
    case openERAPI = "open-er-api"
    /// Frankfurter's first API (api.frankfurter.app): keyless, the ECB's rates against any of its currencies.
    case frankfurter
    /// Frankfurter's second API (api.frankfurter.dev/v2): keyless, over 200 currencies from many central banks.
    case frankfurterV2 = "frankfurter-v2"
    /// currency-api, as jsDelivr serves it: keyless, over 200 currencies, every day.
    case currencyAPI = "currency-api"

    /// Its address for today's rates, with `{base}` and `{key}` where those go.
    public var urlTemplate: String {
        switch self {
        case .ecb: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
        case .exchangeRateAPI: "https://v6.exchangerate-api.com/v6/{key}/latest/{base}"
        case .openERAPI: "https://open.er-api.com/v6/latest/{base}"
        case .frankfurter: "https://api.frankfurter.app/latest?from={base}"
        case .frankfurterV2: "https://api.frankfurter.dev/v2/rates?base={base}"
        case .currencyAPI: "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/{base}.json"
        }
    }

    /// How its address writes a base: currency-api's in lower case (`eur.json`).
    public func written(base: String) -> String { self == .currencyAPI ? base.lowercased() : base }

    /// Its own history of recent days, or nil when it publishes none that `daily` reads.
    public var historyURL: String? {
        switch self {
        case .ecb: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml"
        case .exchangeRateAPI, .openERAPI, .frankfurter, .frankfurterV2, .currencyAPI: nil
        }
    }
}
