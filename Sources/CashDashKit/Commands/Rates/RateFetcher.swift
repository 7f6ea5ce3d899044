import CashDashModel
import Foundation

/// Downloads today's rates from a provider, with timeouts and retries, and returns them as a snapshot.
///
/// Providers (``RateProvider``): `ecb` (the ECB's daily XML; keyless; euro base), `exchangerate-api` (v6, key from
/// the `EXCHANGERATE_API_KEY` environment variable), and the keyless `open-er-api`, `frankfurter`, `frankfurter-v2`
/// and `currency-api`. A URL may replace the provider's, with
/// `{base}` and `{key}` where those go. The key is never written to a file or shown: messages show `{key}` instead.
public struct RateFetcher: Sendable {
    public typealias Provider = RateProvider

    public var provider: Provider
    public var base: String
    public var urlTemplate: String
    public var apiKey: String?
    /// Seconds a try may take, for the whole answer.
    public var timeout: Double = 20
    /// Seconds all tries and the pauses between them may take together.
    public var totalTimeout: Double = 90
    /// The largest answer read, in bytes; a day's rates are a few kilobytes, the ECB's whole history 1.5 MB.
    public var sizeLimit = 5_000_000
    /// Tries after the first, on 429 and 5xx answers and lost connections.
    public var retries = 3
    /// Seconds before the first retry; each further retry waits twice as long.
    public var backoff: Double = 2

    public init(
        provider: Provider = .ecb, base: String? = nil, url: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.provider = provider
        self.base = (base ?? (provider == .ecb ? "EUR" : "USD")).uppercased()
        urlTemplate = url ?? provider.urlTemplate
        apiKey = environment["EXCHANGERATE_API_KEY"]
    }

    /// The address to ask, or an error when something it needs is missing.
    func url() throws -> URL {
        if provider == .ecb && base != "EUR" {
            throw SnapshotError("the ECB publishes rates against the euro only; use --base EUR or another provider")
        }
        var text = urlTemplate.replacingOccurrences(of: "{base}", with: provider.written(base: base))
        if text.contains("{key}") {
            guard let apiKey, !apiKey.isEmpty else {
                throw SnapshotError("exchangerate-api needs a key: set the EXCHANGERATE_API_KEY environment variable")
            }
            text = text.replacingOccurrences(
                of: "{key}", with: apiKey.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? apiKey)
        }
        guard let url = URL(string: text), url.scheme == "https" || url.scheme == "http" else {
            throw SnapshotError("`\(shown(text))` is not an http or https address")
        }
        return url
    }

    /// `text` with the key hidden, in every form it can take in an address or a message.
    func shown(_ text: String) -> String {
        guard let apiKey, !apiKey.isEmpty else { return text }
        let forms = [
            apiKey, apiKey.addingPercentEncoding(withAllowedCharacters: .alphanumerics),
            apiKey.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
            apiKey.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed),
        ].compactMap { $0 }
        var shown = text
        for form in Set(forms).sorted(by: { $0.count > $1.count }) {
            shown = shown.replacingOccurrences(of: form, with: "{key}")
            shown = shown.replacingOccurrences(of: form.lowercased(), with: "{key}")  // %C3%BC written as %c3%bc
        }
        return shown
    }

    /// Fetches and reads the rates. Nothing is written here: a failed, partial or unusable answer only throws.
    public func fetch(now: Date = Date()) async throws -> Snapshot {
        try await fetchWithLeftOut(now: now).snapshot
    }

    /// Fetches and reads the rates, with the codes the answer lists that the snapshot leaves out (not ISO 4217).
    public func fetchWithLeftOut(now: Date = Date()) async throws -> (snapshot: Snapshot, leftOut: [String]) {
        let url = try url()
        let shownURL = shown(url.absoluteString)
        let data = try await download(url)
        do {
            let file = try RateImporter.read(data)
            guard var snapshot = file.snapshots.last else { throw SnapshotError("the answer holds no rates") }
            if provider != .ecb || data.first == UInt8(ascii: "{") {
                snapshot.provider = provider.rawValue
            }
            snapshot.fetchedAt = Self.timestamp(now)
            try snapshot.check(today: todayInUTC(now))
            return (snapshot, file.leftOut)
        } catch let error as SnapshotError {
            throw SnapshotError(
                "the answer from \(shownURL) cannot be used: \(shown(error.description)); nothing was written")
        }
    }

    /// Fetches the provider's history of recent days (the ECB's `eurofxref-hist-90d.xml`) at `historyURL`: every
    /// day's snapshot in it, oldest first, each marked as this provider's and fetched `now`.
    public func fetchHistory(from historyURL: String, now: Date = Date()) async throws -> [Snapshot] {
        guard let url = URL(string: historyURL), url.scheme == "https" || url.scheme == "http" else {
            throw SnapshotError("`\(historyURL)` is not an http or https address")
        }
        let data = try await download(url)
        do {
            let file = try RateImporter.read(
                RateArchive.isZip(data) ? RateArchive.files(in: data).first?.data ?? Data() : data)
            let today = todayInUTC(now)
            return try file.snapshots.map { snapshot in
                var snapshot = snapshot
                snapshot.provider = provider.rawValue
                snapshot.fetchedAt = Self.timestamp(now)
                try snapshot.check(today: today)
                return snapshot
            }.sorted { $0.date < $1.date }
        } catch let error as SnapshotError {
            throw SnapshotError(
                "the history from \(shown(historyURL)) cannot be used: \(shown(error.description)); nothing was written"
            )
        }
    }

    /// The body of a successful answer from `url`, after retries on 429, 5xx and lost connections.
    private func download(_ url: URL) async throws -> Data {
        let shownURL = shown(url.absoluteString)
        let start = Date()
        var attempt = 0
        while true {
            let remaining = totalTimeout - Date().timeIntervalSince(start)
            let answer: BoundedDownload.Answer
            do {
                answer = try await BoundedDownload.get(
                    url, agent: "cashdash (rates fetch)", limit: sizeLimit, deadline: min(timeout, max(remaining, 0.1)))
            } catch BoundedDownload.Failure.tooLarge(let limit, _) {
                throw SnapshotError(
                    "the answer from \(shownURL) is larger than \(limit / 1_000_000) MB, far more than any rates file; nothing was written"
                )
            } catch BoundedDownload.Failure.encoded(let encoding, _) {
                throw SnapshotError(
                    "\(shownURL) answered compressed (`Content-Encoding: \(encoding)`) though Cash Dash asked for plain "
                        + "text, and a compressed answer can hide gigabytes; nothing was written. Use another provider or address"
                )
            } catch BoundedDownload.Failure.tooSlow(let seconds) {
                throw SnapshotError(
                    "no complete answer from \(shownURL) within \(Self.seconds(seconds)); nothing was written")
            } catch let failure as BoundedDownload.Failure {
                if attempt < retries, try await pause(attempt + 1, retryAfter: nil, started: start) {
                    attempt += 1
                    continue
                }
                let reason =
                    if case .transport(let error) = failure { shown(error.message) } else {
                        "the download was cut short"
                    }
                throw SnapshotError("could not download \(shownURL): \(reason); nothing was written")
            }
            let status = answer.status
            if status == 429 || (500...599).contains(status) {
                let retryAfter = answer.header("Retry-After").flatMap(Double.init)
                guard attempt < retries, try await pause(attempt + 1, retryAfter: retryAfter, started: start) else {
                    throw SnapshotError(
                        "\(shownURL) answered \(status) \(attempt + 1) times; try again later. Nothing was written")
                }
                attempt += 1
                continue
            }
            if let length = answer.header("Content-Length").flatMap(Int.init), answer.body.count < length {
                throw SnapshotError("the download from \(shownURL) was cut short; nothing was written")
            }
            guard (200...299).contains(status) else {
                throw refusal(status: status, body: answer.body, from: shownURL)
            }
            return answer.body
        }
    }

    /// Why an answer with HTTP `status` (not a success) gives no rates, with what a provider's JSON error says.
    private func refusal(status: Int, body data: Data, from shownURL: String) -> SnapshotError {
        // A provider's JSON error says what is wrong (an unknown base); any other page says nothing useful.
        var detail = ""
        if let answer = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let kind = answer["error-type"] ?? answer["error"] ?? answer["message"]
        {
            detail = " (\(shown("\(kind)")))"
        }
        let meaning =
            status == 404
            ? "no such page: check the address, or the provider may have moved its rates"
            : status == 401 || status == 403
                ? "it refuses this request: check the address and any key in it"
                : "try again later"
        return SnapshotError("\(shownURL) answered \(status)\(detail); \(meaning). Nothing was written")
    }

    /// `2026-04-13T17:06:40Z`.
    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) seconds" : String(format: "%.1f seconds", value)
    }

    /// Waits before try number `attempt + 1`; false, without waiting, when that would pass the total deadline.
    private func pause(_ attempt: Int, retryAfter: Double?, started: Date) async throws -> Bool {
        let seconds = min(retryAfter ?? backoff * Double(1 << (attempt - 1)), 60)
        guard Date().timeIntervalSince(started) + seconds < totalTimeout else { return false }
        if seconds > 0 { try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
        return true
    }
}
