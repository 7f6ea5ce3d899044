@testable import CashDashKit
@testable import CashDashModel
import Foundation
import Testing

/// A scripted rates provider on 127.0.0.1 (`fake_provider.py`), started for each test and stopped after it.
final class FakeProvider {
    let process = Process()
    let port: Int

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "fake_provider.py")
        // The system Python itself, not a shim that would leave the server running when told to stop.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            throw SnapshotError("the fake provider did not start")
        }
        self.port = port
    }

    deinit {
        // SIGKILL, because a child started by Foundation may have SIGTERM blocked; and no waitUntilExit, which on
        // Linux spins when called from a test's concurrency thread.
        kill(process.processIdentifier, SIGKILL)
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
}

@Suite(.serialized) struct RateFetcherTests {
    static let hasPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

    /// A fetcher of `path` on the fake provider. The short `timeout` is for `/slow`; a test that must not time out on
    /// a busy machine (the whole suite runs at once) gives a longer one.
    private func fetcher(
        _ provider: FakeProvider, _ path: String, kind: RateFetcher.Provider = .ecb, base: String? = nil,
        key: String? = nil, timeout: Double = 1
    ) -> RateFetcher {
        var fetcher = RateFetcher(
            provider: kind, base: base, url: provider.url(path),
            environment: key.map { ["EXCHANGERATE_API_KEY": $0] } ?? [:])
        fetcher.timeout = timeout
        fetcher.backoff = 0.05
        fetcher.retries = 2
        return fetcher
    }

    private func failure(_ fetcher: RateFetcher) async -> String {
        do {
            _ = try await fetcher.fetch()
            return "no failure"
        } catch {
            return "\(error)"
        }
    }

    @Test(.enabled(if: hasPython)) func fetchesTheECBDailyXML() async throws {
        let provider = try FakeProvider()
        let snapshot = try await fetcher(provider, "/daily.xml").fetch(now: Date(timeIntervalSince1970: 1_776_100_000))
        #expect(snapshot.date == "2026-04-13", "the provider's rate date, not today's")
        #expect(snapshot.fetchedAt == "2026-04-13T17:06:40Z")
        #expect(snapshot.rates["USD"] == Decimal(string: "1.1684"))
    }

    @Test(.enabled(if: hasPython)) func retriesAfter429() async throws {
        let provider = try FakeProvider()
        #expect(try await fetcher(provider, "/busy").fetch().rates["JPY"] == Decimal(string: "186.75"))
    }

    @Test(.enabled(if: hasPython)) func reportsServerErrorsTimeoutsCutDownloadsAndErrorBodies() async throws {
        let provider = try FakeProvider()
        #expect(await failure(fetcher(provider, "/broken", timeout: 20)).contains("answered 500 3 times"))
        #expect(
            await failure(fetcher(provider, "/slow")).contains(
                "no complete answer from \(provider.url("/slow")) within 1 seconds"))
        let cut = await failure(fetcher(provider, "/cut", timeout: 20))
        #expect(cut.contains("the download was cut short") && cut.hasSuffix("nothing was written"), "\(cut)")
        #expect(
            await failure(fetcher(provider, "/error", timeout: 20)).contains(
                "the provider answered with an error: quota-reached"))
    }

    @Test(.enabled(if: hasPython)) func usesTheKeyButNeverShowsIt() async throws {
        let provider = try FakeProvider()
        let good = fetcher(provider, "/v6/{key}/latest/{base}", kind: .exchangeRateAPI, base: "usd", key: "s3cret")
        let snapshot = try await good.fetch()
        #expect(
            snapshot.base == "USD" && snapshot.provider == "exchangerate-api"
                && snapshot.rates["EUR"] == Decimal(string: "0.8559"))
        #expect(!snapshot.json.contains("s3cret"))
        let bad = await failure(fetcher(provider, "/v6/{key}/latest/{base}", kind: .exchangeRateAPI, key: "wrongkey9"))
        #expect(bad.contains("invalid-key"))
        #expect(!bad.contains("wrongkey9"))
        #expect(bad.contains("/v6/{key}/latest/USD"))
        #expect(
            await failure(fetcher(provider, "/v6/{key}/latest/{base}", kind: .exchangeRateAPI)).contains(
                "EXCHANGERATE_API_KEY"))
        #expect(await failure(fetcher(provider, "/daily.xml", base: "USD")).contains("against the euro only"))
    }

    @Test(.enabled(if: hasPython)) func refusesACutDocumentThatArrivedWhole() async throws {
        let provider = try FakeProvider()
        let cut = await failure(fetcher(provider, "/truncated.xml"))
        #expect(cut.contains("cannot be used: this XML stops before its end"), "\(cut)")
    }

    @Test(
        .enabled(if: hasPython),
        arguments: [
            ("script-code", "`</SCRIPT><SCRIPT>ALERT(1)` is not an ISO 4217 currency code"),
            ("zero-rate", "but a rate is above zero"), ("negative-rate", "but a rate is above zero"),
            ("future-date", "is after today"), ("huge-year", "is not a date"), ("signed-date", "is not a date"),
            ("unknown-code", "`XYZ` is not an ISO 4217 currency code"),
            ("script-base", "the base `<SCRIPT>` is not an ISO 4217"),
            ("huge-time", "is not a time between 1970 and 9999"),
        ])
    func refusesAnswersNoSnapshotMayHold(_ name: String, _ reason: String) async throws {
        let provider = try FakeProvider()
        let message = await failure(fetcher(provider, "/hostile/" + name))
        #expect(
            message.contains("cannot be used") && message.contains(reason) && message.hasSuffix("nothing was written"),
            "\(message)")
    }

    /// The failure of fetching `path` with a 1 MB limit and `seconds` a try. Unbounded, these never ended; the
    /// message is what proves the limit stopped it (how long it takes is the benchmarks' to say, not a test's). Only
    /// the test of the deadline gives a short one: on a machine busy with the whole suite, 3 seconds had passed
    /// before a compressed answer's headers were read, and that test failed for another reason than its own.
    private func boundedFailure(_ path: String, seconds: Double = 60) async throws -> String {
        let provider = try FakeProvider()
        var bounded = fetcher(provider, path)
        bounded.sizeLimit = 1_000_000
        bounded.timeout = seconds
        return await failure(bounded)
    }

    /// How the download of `path` with a 1 MB limit failed, with the bytes it had kept by then.
    private func downloadFailure(_ path: String) async throws -> BoundedDownload.Failure? {
        let provider = try FakeProvider()
        let url = try #require(URL(string: provider.url(path)))
        do {
            _ = try await BoundedDownload.get(url, agent: "cashdash (test)", limit: 1_000_000, deadline: 60)
            return nil
        } catch let failure as BoundedDownload.Failure {
            return failure
        }
    }

    @Test(.enabled(if: hasPython)) func stopsAnEndlessAnswerAtTheSizeLimit() async throws {
        let message = try await boundedFailure("/endless")
        #expect(message.contains("is larger than 1 MB"), "\(message)")
    }

    @Test(.enabled(if: hasPython), arguments: ["/endless", "/huge"])
    func keepsNoMoreThanTheLimitOfAnAnswerTooLarge(path: String) async throws {
        let failure = try await downloadFailure(path)
        guard case .tooLarge(let limit, let held) = failure else {
            Issue.record("\(String(describing: failure))")
            return
        }
        #expect(limit == 1_000_000 && held <= limit)
    }

    @Test(.enabled(if: hasPython)) func stopsAHugeAnswerBeforeReadingIt() async throws {
        let message = try await boundedFailure("/huge")
        #expect(message.contains("is larger than 1 MB"), "\(message)")
    }

    @Test(.enabled(if: hasPython), arguments: ["/gzip", "/bomb"])
    func refusesACompressedAnswerWithoutDecodingIt(path: String) async throws {
        let message = try await boundedFailure(path)
        #expect(message.contains("answered compressed (`Content-Encoding: gzip"), "\(message)")
        let failure = try await downloadFailure(path)
        guard case .encoded(let encoding, let held) = failure else {
            Issue.record("\(String(describing: failure))")
            return
        }
        #expect(encoding.hasPrefix("gzip") && held == 0, "refused at its headers, before one byte of its body is kept")
    }

    @Test(.enabled(if: hasPython)) func stopsATricklingAnswerAtTheDeadline() async throws {
        let message = try await boundedFailure("/drip", seconds: 3)
        #expect(message.contains("no complete answer"), "\(message)")
    }

    @Test(.enabled(if: hasPython)) func retriesStopAtTheTotalDeadline() async throws {
        let provider = try FakeProvider()
        var patient = fetcher(provider, "/broken")
        patient.retries = 100
        patient.backoff = 0.2
        patient.totalTimeout = 2
        // Pauses of 0.2, 0.4, 0.8 and 1.6 seconds pass the 2 seconds after the fourth: 5 tries at most, not 101.
        let message = await failure(patient)
        let tries = message.firstMatch(of: /answered 500 (\d+) times/).flatMap { Int($0.1) }
        #expect(tries.map { $0 <= 5 } == true, "\(message)")
    }

    @Test(arguments: ["a key", "s3crét", "k/e?y#1"])
    func masksTheKeyInEveryForm(_ key: String) throws {
        let fetcher = RateFetcher(
            provider: .exchangeRateAPI, url: "https://example.org/v6/{key}/latest",
            environment: ["EXCHANGERATE_API_KEY": key])
        let address = try fetcher.url().absoluteString
        #expect(fetcher.shown(address) == "https://example.org/v6/{key}/latest")
        #expect(
            fetcher.shown("error for \(key) and \(address.lowercased())")
                == "error for {key} and https://example.org/v6/{key}/latest")
    }
}

/// The keyless providers that date their own answers, each asked on a server on 127.0.0.1 that plays back an answer
/// as the provider writes it (`answers/`).
@Suite(.serialized) struct DatedProviderFetchTests {
    static let hasPython = RateFetcherTests.hasPython

    private func fetch(
        _ kind: RateProvider, _ answer: String, base: String = "EUR"
    ) async throws -> (snapshot: Snapshot, leftOut: [String]) {
        let provider = try FakeProvider()
        let fetcher = RateFetcher(
            provider: kind, base: base, url: provider.url("/answers/\(answer)?base={base}"), environment: [:])
        return try await fetcher.fetchWithLeftOut(now: Date(timeIntervalSince1970: 1_776_100_000))
    }

    @Test(.enabled(if: hasPython)) func frankfurtersFirstAPIGivesTheECBsDayToTheDigit() async throws {
        let (snapshot, leftOut) = try await fetch(.frankfurter, "frankfurter-latest.json")
        #expect(snapshot.date == "2026-04-13" && snapshot.base == "EUR" && snapshot.provider == "frankfurter")
        #expect(snapshot.rates.count == 10 && leftOut.isEmpty)
        #expect(
            snapshot.rates["GBP"] == Decimal(string: "0.87058") && snapshot.rates["IDR"] == Decimal(string: "19632.64"))
    }

    @Test(.enabled(if: hasPython)) func frankfurtersSecondAPIIsAListOfPairs() async throws {
        let (snapshot, leftOut) = try await fetch(.frankfurterV2, "frankfurter-v2-rates.json")
        #expect(snapshot.provider == "frankfurter-v2" && snapshot.rates.count == 5)
        #expect(snapshot.rates["NGN"] == Decimal(string: "1789.3314"))
        #expect(leftOut == ["XAU"], "gold has an ISO code but no minor units, so no page could round it")
    }

    @Test(.enabled(if: hasPython)) func currencyAPIKeepsEveryCurrencyAndLeavesOutTokens() async throws {
        let (snapshot, leftOut) = try await fetch(.currencyAPI, "currency-api-eur.json")
        #expect(snapshot.base == "EUR" && snapshot.provider == "currency-api")
        #expect(
            snapshot.rates.keys.sorted() == ["AED", "GBP", "IDR", "JPY", "KWD", "USD"], "the base itself is not a rate")
        #expect(snapshot.rates["USD"] == Decimal(string: "1.16841522"))
        #expect(leftOut == ["1inch", "btc", "usdt"])
    }

    @Test func currencyAPIsAddressWritesTheBaseInLowerCase() throws {
        let fetcher = RateFetcher(provider: .currencyAPI, base: "EUR", environment: [:])
        #expect(
            try fetcher.url().absoluteString
                == "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.json")
        #expect(
            try RateFetcher(provider: .frankfurter, base: "usd", environment: [:]).url().absoluteString
                == "https://api.frankfurter.app/latest?from=USD")
    }
}
