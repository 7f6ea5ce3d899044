import Foundation

/// The settings in `Content/site.yml`.
public struct SiteConfig: Sendable, Equatable {
    /// The `rates:` section: which exchange rates the rates pages follow.
    public struct Rates: Sendable, Equatable {
        public var base: String?
        public var targets: [String] = []
        public var watchlist: [String] = []
        public var provider: String?
        /// Text of the number, kept exact.
        public var alertPercent: String?

        public init() {}
    }

    /// The `theme:` section.
    public struct Theme: Sendable, Equatable {
        public var palette: String?

        public init() {}
    }

    /// How students appear on the class pages: `names` (their display names), `initials`, or `codes` (a random code
    /// each, kept in `Content/class/codes.csv`, which is never published): the default when the site has a `base_url`.
    public enum Privacy: String, Sendable, Equatable, CaseIterable {
        case names, initials, codes
    }

    public var title = "Cash Dash"
    public var tagline: String?
    public var language = "en"
    public var locale = "en_US"
    public var currency = "USD"
    /// The address the site is published at, without a trailing slash; links stay relative either way.
    public var baseURL: String?
    public var allowsRawHTML = false
    public var rates = Rates()
    public var theme = Theme()
    /// `class: { privacy: initials }`; `codes` by default for a site with a `base_url`, else `names`.
    public var classPrivacy = Privacy.names
    /// Where `privacy` is written in site.yml, when it is, for the warning about names on a public site.
    public var classPrivacyLine: Int?

    public init() {}

    public static let keys = ["title", "tagline", "language", "locale", "currency", "base_url", "unsafe_html", "rates", "theme", "class"]
    public static let rateKeys = ["base", "targets", "watchlist", "provider", "alert_percent"]
    public static let themeKeys = ["palette"]

    /// Reads `site.yml` at `url` with what is wrong in it; a missing file gives the defaults.
    public static func load(from url: URL) -> (config: SiteConfig, diagnostics: Diagnostics) {
        var diagnostics = Diagnostics()
        let config = load(from: url, path: url.path, diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    /// Reads the site's `Content/site.yml`; a missing file gives the defaults.
    public static func load(in site: SiteFolder, diagnostics: inout Diagnostics) -> SiteConfig {
        let file = site.content("site.yml")
        return load(from: file.url, path: file.path, diagnostics: &diagnostics)
    }

    /// Reads `site.yml` at `url`; a missing file gives the defaults.
    public static func load(from url: URL, path: String, diagnostics: inout Diagnostics) -> SiteConfig {
        var config = SiteConfig()
        guard let text = readTextFile(url, path: path, required: false, diagnostics: &diagnostics),
            let fields = YAMLMapping.parse(text, path: path, diagnostics: &diagnostics)
        else { return config }
        fields.rejectUnknownKeys(keys, in: "site.yml", diagnostics: &diagnostics)
        if let title = fields.string("title", diagnostics: &diagnostics) { config.title = title }
        config.tagline = fields.string("tagline", diagnostics: &diagnostics)
        if let language = fields.string("language", diagnostics: &diagnostics) { config.language = language }
        if let locale = fields.string("locale", diagnostics: &diagnostics) { config.locale = locale }
        if let currency = fields.string("currency", diagnostics: &diagnostics) {
            config.currency = currency.uppercased()
            if !isCurrencyCode(config.currency), let entry = fields.entry("currency") {
                diagnostics.error(
                    "`currency` should be a three-letter ISO 4217 code such as USD or EUR", in: path,
                    line: entry.line, column: entry.column)
            }
        }
        if var baseURL = fields.string("base_url", diagnostics: &diagnostics) {
            while baseURL.hasSuffix("/") { baseURL.removeLast() }
            if !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")), let entry = fields.entry("base_url") {
                diagnostics.error(
                    "`base_url` should be a full address such as https://example.org/class", in: path,
                    line: entry.line, column: entry.column)
            } else {
                config.baseURL = baseURL
            }
        }
        config.allowsRawHTML = fields.bool("unsafe_html", diagnostics: &diagnostics) ?? false
        if let rates = fields.mapping("rates", diagnostics: &diagnostics) {
            rates.rejectUnknownKeys(rateKeys, in: "`rates`", diagnostics: &diagnostics)
            config.rates.base = rates.string("base", diagnostics: &diagnostics)?.uppercased()
            config.rates.targets = rates.stringList("targets", diagnostics: &diagnostics)?.map { $0.uppercased() } ?? []
            config.rates.watchlist = rates.stringList("watchlist", diagnostics: &diagnostics) ?? []
            config.rates.provider = rates.choice(
                "provider", among: RateProvider.allCases.map(\.rawValue), describing: "rates provider",
                diagnostics: &diagnostics)
            config.rates.alertPercent = rates.number("alert_percent", example: "1.5", diagnostics: &diagnostics)
            if let percent = config.rates.alertPercent, let entry = rates.entry("alert_percent"),
                !(Decimal(string: percent, locale: Locale(identifier: "en_US_POSIX")).map { $0 > 0 && $0 <= 100 } ?? false)
            {
                diagnostics.error(
                    "`alert_percent` should be a percentage above 0 and up to 100, like 1.5", in: path, line: entry.line,
                    column: entry.column)
                config.rates.alertPercent = nil
            }
        }
        if let theme = fields.mapping("theme", diagnostics: &diagnostics) {
            theme.rejectUnknownKeys(themeKeys, in: "`theme`", diagnostics: &diagnostics)
            config.theme.palette = theme.choice(
                "palette", among: PaletteName.all, describing: "palette", diagnostics: &diagnostics)
        }
        if let classSettings = fields.mapping("class", diagnostics: &diagnostics) {
            classSettings.rejectUnknownKeys(["privacy"], in: "`class`", diagnostics: &diagnostics)
            if let privacy = classSettings.choice(
                "privacy", among: Privacy.allCases.map(\.rawValue), describing: "`privacy` value",
                diagnostics: &diagnostics)
            {
                config.classPrivacy = Privacy(rawValue: privacy)!
                config.classPrivacyLine = classSettings.entry("privacy")?.line
            }
        }
        // A site published to an address keeps its students' names private unless the teacher says otherwise.
        if config.baseURL != nil && config.classPrivacyLine == nil { config.classPrivacy = .codes }
        return config
    }
}
