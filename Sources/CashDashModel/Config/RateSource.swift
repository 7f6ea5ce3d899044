/// One place `cashdash daily` asks for rates: a provider, and optionally other addresses for it (a mirror, or a test
/// server), as an item of `rates: providers:` in `site.yml`.
public struct RateSource: Sendable, Equatable {
    public var provider: RateProvider
    /// The address of today's rates, instead of the provider's own; `{base}` and `{key}` where those go.
    public var url: String?
    /// The address of the provider's recent history, for the days a schedule missed; nil: the provider's own, if any.
    public var historyURL: String?

    public init(provider: RateProvider, url: String? = nil, historyURL: String? = nil) {
        (self.provider, self.url, self.historyURL) = (provider, url, historyURL)
    }

    /// The keys an item written as a mapping takes.
    public static let keys = ["name", "url", "history_url"]
}
