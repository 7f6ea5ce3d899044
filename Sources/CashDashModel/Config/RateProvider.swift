/// A service `rates fetch` can ask for today's rates, as `site.yml` and `--provider` name it.
public enum RateProvider: String, Sendable, CaseIterable {
    /// The European Central Bank's daily reference rates: keyless, against the euro.
    case ecb
    /// exchangerate-api.com, version 6: needs a key.
    case exchangeRateAPI = "exchangerate-api"
    /// open.er-api.com: keyless.
    case openERAPI = "open-er-api"
}
