import ArgumentParser
import CashDashModel

/// `--base-url URL`, for `build` and `daily`: the address the site is published at, in place of site.yml's
/// `base_url`, as a host that knows it only when it builds the site passes it (GitHub Pages' `configure-pages`).
struct BaseURLOption: ParsableArguments {
    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "The address the site is published at, such as https://example.org/class (default: site.yml's base_url).",
            valueName: "URL"))
    var baseURL: String?

    /// Checked before the command runs, so a wrong address is shown with the command's own usage line.
    func validate() throws {
        _ = try checked()
    }

    /// The address given, checked as site.yml's `base_url` is; nil when none was given.
    func checked() throws -> String? {
        guard let baseURL else { return nil }
        switch SiteConfig.baseURL(baseURL) {
        case .success(let checked): return checked
        case .failure(let problem): throw ValidationError("`--base-url` \(problem.text)")
        }
    }
}
