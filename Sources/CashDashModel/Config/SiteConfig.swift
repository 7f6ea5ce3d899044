import Foundation

/// The settings in `Content/site.yml`.
public struct SiteConfig: Sendable, Equatable {
    /// The `rates:` section: which exchange rates the rates pages follow.
    public struct Rates: Sendable, Equatable {
        public var base: String?
        /// Where `base` and `targets` are written in site.yml, for messages about them.
        public var baseLine: Int?, targetsLine: Int?
        public var targets: [String] = []
        public var watchlist: [String] = []
        public var provider: String?
        /// Text of the number, kept exact.
        public var alertPercent: String?
        /// Where `cashdash daily` asks, in order, until one answers (`providers:`); empty: `provider`, or the ECB.
        public var providers: [RateSource] = []
        /// Days after which the newest snapshot counts as old: `build` and `check` warn, the rates pages say so, and
        /// `daily` exits with ``DailyResult/staleExitCode``.
        public var staleAfterDays = 4
        /// Whether site.yml has a `rates:` section: without one, `daily` fetches nothing.
        public var isWritten = false

        public init() {}

        /// The sources `daily` tries, in order.
        public var sources: [RateSource] {
            providers.isEmpty
                ? [RateSource(provider: provider.flatMap(RateProvider.init(rawValue:)) ?? .ecb)] : providers
        }
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
    /// Where `language` is written in site.yml (line, then column), when it is, for the warning about a language
    /// Cash Dash has no words in.
    public var languageLine: Int?
    public var languageColumn: Int?
    /// How numbers, money and days are written; when site.yml does not say, the usual one of `language`
    /// (``defaultLocale(for:)``).
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
    /// `class: { leaderboard: false }`: the class page lists students by name, with no ranking by XP and no XP chart.
    public var classLeaderboard = true
    /// `class: {date_format, decimal_separator}`: how the class files write dates and amounts.
    public var classFormat = ClassFileFormat()
    /// `publish:`, the default of `cashdash publish` and what `daily` does after building; nil: no default.
    public var publish: PublishSettings?

    public init() {}

    /// Sets the address the site is published at (as checked by ``baseURL(_:)``), from site.yml or `--base-url`: a
    /// site published to an address keeps its students' names private (`codes`) unless site.yml says otherwise.
    public mutating func setBaseURL(_ baseURL: String) {
        self.baseURL = baseURL
        keepNamesPrivate()
    }

    /// Shows students by code on the class pages unless site.yml writes `privacy` itself: for a site that is
    /// published (a `base_url`, `publish`, `daily`), whose pages leave the teacher's machine.
    public mutating func keepNamesPrivate() {
        if classPrivacyLine == nil { classPrivacy = .codes }
        isPublished = true
    }

    /// Whether the site is being built to be published (``keepNamesPrivate()``), for the warning about names.
    public var isPublished = false

    public static let keys = [
        "title", "tagline", "language", "locale", "currency", "base_url", "unsafe_html", "rates", "theme", "class",
        "publish",
    ]
    public static let rateKeys = [
        "base", "targets", "watchlist", "provider", "alert_percent", "providers", "stale_after_days",
    ]
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
        config.readSite(fields, path: path, diagnostics: &diagnostics)
        if let rates = fields.mapping("rates", diagnostics: &diagnostics) {
            config.readRates(rates, path: path, diagnostics: &diagnostics)
        }
        if let theme = fields.mapping("theme", diagnostics: &diagnostics) {
            theme.rejectUnknownKeys(themeKeys, in: "`theme`", diagnostics: &diagnostics)
            config.theme.palette = theme.choice(
                "palette", among: PaletteName.all, describing: "palette", diagnostics: &diagnostics)
        }
        if let classSettings = fields.mapping("class", diagnostics: &diagnostics) {
            config.readClass(classSettings, diagnostics: &diagnostics)
        }
        if let baseURL = config.baseURL { config.setBaseURL(baseURL) }
        if let publish = fields.mapping("publish", diagnostics: &diagnostics) {
            config.publish = PublishSettings.read(publish, diagnostics: &diagnostics)
        }
        return config
    }

    /// The site's own settings: its title, tagline, language, locale, currency, address and raw HTML.
    private mutating func readSite(_ fields: YAMLMapping, path: String, diagnostics: inout Diagnostics) {
        if let title = fields.string("title", diagnostics: &diagnostics) { self.title = title }
        tagline = fields.string("tagline", diagnostics: &diagnostics)
        if let language = fields.string("language", diagnostics: &diagnostics) {
            self.language = language
            languageLine = fields.entry("language")?.line
            languageColumn = fields.entry("language")?.column
        }
        if let locale = fields.string("locale", diagnostics: &diagnostics) {
            self.locale = locale
            if let entry = fields.entry("locale"), let problem = Self.localeMismatch(locale, language: language) {
                diagnostics.warning(problem, in: path, line: entry.line, column: entry.column)
            }
        } else {
            locale = Self.defaultLocale(for: language)
        }
        if let currency = fields.string("currency", diagnostics: &diagnostics) {
            self.currency = currency.uppercased()
            if !isCurrencyCode(self.currency), let entry = fields.entry("currency") {
                diagnostics.error(
                    "`currency` should be a three-letter ISO 4217 code such as USD or EUR", in: path,
                    line: entry.line, column: entry.column)
            }
        }
        if let written = fields.string("base_url", diagnostics: &diagnostics) {
            switch Self.baseURL(written) {
            case .success(let baseURL): self.baseURL = baseURL
            case .failure(let problem):
                if let entry = fields.entry("base_url") {
                    diagnostics.error("`base_url` \(problem.text)", in: path, line: entry.line, column: entry.column)
                }
            }
        }
        allowsRawHTML = fields.bool("unsafe_html", diagnostics: &diagnostics) ?? false
    }

    /// `rates:`: the base and target currencies, the watchlist, the providers, and when rates are old.
    private mutating func readRates(_ fields: YAMLMapping, path: String, diagnostics: inout Diagnostics) {
        rates.isWritten = true
        fields.rejectUnknownKeys(Self.rateKeys, in: "`rates`", diagnostics: &diagnostics)
        rates.base = fields.string("base", diagnostics: &diagnostics)?.uppercased()
        rates.targets = fields.stringList("targets", diagnostics: &diagnostics)?.map { $0.uppercased() } ?? []
        (rates.baseLine, rates.targetsLine) = (
            fields.entry("base")?.line, fields.entry("targets")?.line
        )
        rates.watchlist = fields.stringList("watchlist", diagnostics: &diagnostics) ?? []
        rates.provider = fields.choice(
            "provider", among: RateProvider.allCases.map(\.rawValue), describing: "rates provider",
            diagnostics: &diagnostics)
        rates.alertPercent = fields.number("alert_percent", example: "1.5", diagnostics: &diagnostics)
        if let percent = rates.alertPercent, let entry = fields.entry("alert_percent"),
            !(Decimal(string: percent, locale: Locale(identifier: "en_US_POSIX")).map { $0 > 0 && $0 <= 100 }
                ?? false)
        {
            diagnostics.error(
                "`alert_percent` should be a percentage above 0 and up to 100, like 1.5", in: path,
                line: entry.line,
                column: entry.column)
            rates.alertPercent = nil
        }
        if let entry = fields.entry("providers") {
            rates.providers = Self.readSources(entry, in: fields, diagnostics: &diagnostics)
        }
        if let days = fields.int("stale_after_days", example: "4", diagnostics: &diagnostics) {
            if days >= 1 && days <= 3650 {
                rates.staleAfterDays = days
            } else if let entry = fields.entry("stale_after_days") {
                diagnostics.error(
                    "`stale_after_days` should be a number of days from 1 to 3650, like 4 (a weekend and a holiday)",
                    in: path, line: entry.line, column: entry.column)
            }
        }
    }

    /// `class:`: how the class files write dates and amounts, and what the class pages show.
    private mutating func readClass(_ classSettings: YAMLMapping, diagnostics: inout Diagnostics) {
        classSettings.rejectUnknownKeys(
            ["privacy", "leaderboard", "date_format", "decimal_separator"], in: "`class`", diagnostics: &diagnostics)
        classLeaderboard = classSettings.bool("leaderboard", diagnostics: &diagnostics) ?? true
        if let format = classSettings.dateFormat(diagnostics: &diagnostics) {
            classFormat.dateFormat = format
        }
        if let amounts = classSettings.amounts(diagnostics: &diagnostics) {
            classFormat.decimalSeparator = Character(UnicodeScalar(amounts.decimalSeparator))
        }
        if let privacy = classSettings.choice(
            "privacy", among: Privacy.allCases.map(\.rawValue), describing: "`privacy` value",
            diagnostics: &diagnostics)
        {
            classPrivacy = Privacy(rawValue: privacy)!
            classPrivacyLine = classSettings.entry("privacy")?.line
        }
    }

    /// `rates: providers:`: each item a provider's name, or `{name: ecb, url: …, history_url: …}`.
    private static func readSources(
        _ entry: YAMLMapping.Entry, in rates: YAMLMapping, diagnostics: inout Diagnostics
    ) -> [RateSource] {
        let names = RateProvider.allCases.map(\.rawValue)
        guard let items = entry.value.sequence else {
            diagnostics.error(
                "`providers` should be a list, one `- ecb` (or `- {name: ecb, url: …}`) per line", in: rates.path,
                line: entry.line, column: entry.column)
            return []
        }
        var sources: [RateSource] = []
        for item in items {
            let line = (item.mark?.line ?? entry.line) + rates.lineOffset, column = item.mark?.column ?? 1
            if let name = item.scalar?.string {
                guard let provider = RateProvider(rawValue: name) else {
                    diagnostics.error(
                        unknownChoiceMessage(name, among: names, describing: "rates provider"), in: rates.path,
                        line: line, column: column)
                    continue
                }
                sources.append(RateSource(provider: provider))
                continue
            }
            guard
                let mapping = YAMLMapping.wrapping(
                    item, path: rates.path, lineOffset: rates.lineOffset, diagnostics: &diagnostics)
            else { continue }
            mapping.rejectUnknownKeys(RateSource.keys, in: "an item of `providers`", diagnostics: &diagnostics)
            guard
                let name = mapping.choice(
                    "name", among: names, describing: "rates provider", diagnostics: &diagnostics),
                let provider = RateProvider(rawValue: name)
            else {
                if mapping.entry("name") == nil {
                    diagnostics.error(
                        "each item of `providers` needs a `name`, like `{name: ecb, url: https://…}`", in: rates.path,
                        line: line, column: column)
                }
                continue
            }
            var source = RateSource(provider: provider)
            for key in ["url", "history_url"] {
                guard let address = mapping.string(key, diagnostics: &diagnostics) else { continue }
                guard address.hasPrefix("https://") || address.hasPrefix("http://") else {
                    let at = mapping.entry(key)
                    diagnostics.error(
                        "`\(key)` should be a full address starting with https://", in: rates.path,
                        line: at?.line ?? line,
                        column: at?.column ?? column)
                    continue
                }
                if key == "url" { source.url = address } else { source.historyURL = address }
            }
            sources.append(source)
        }
        return sources
    }
}
