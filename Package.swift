// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cashdash",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cashdash", targets: ["cashdash"]),
        .library(name: "CashDashModel", targets: ["CashDashModel"]),
        .library(name: "CashDashKit", targets: ["CashDashKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // What the model, the charts and the Markdown renderer share: the calendar `Day` and the one HTML/XML escaper.
        .target(name: "CashDashBasics"),
        .target(name: "CmarkHTML", dependencies: ["CCmarkGFM", "CashDashBasics"]),
        // One bounded HTTP GET with libcurl, loaded at run time: nothing decoded, every byte counted.
        .target(name: "CCurlFetch", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "Charts", dependencies: ["CashDashBasics"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // KnownLayouts.yml, PayeeWords.yml and MethodWords.yml compiled in as bytes (`PackageResources`), so the binary stands alone.
        .target(
            name: "CashDashModel", dependencies: ["CashDashBasics", .product(name: "Yams", package: "Yams")],
            resources: [
                .embedInCode("Budgets/KnownLayouts.yml"),
                .embedInCode("Budgets/PayeeWords.yml"),
                .embedInCode("Budgets/MethodWords.yml"),
            ]),
        .target(
            name: "CashDashKit",
            dependencies: [
                "CashDashBasics",
                "CashDashModel",
                "CmarkHTML",
                "CCurlFetch",
                "Charts",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            plugins: ["EmbedFiles", "TemplateLookups"]
        ),
        // The preview server (`cashdash serve`): its own target, so the library is free of a server.
        .target(
            name: "CashDashServe",
            dependencies: [
                "CashDashKit",
                "CashDashModel",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Templates/, Content/ and Starter/ compiled into CashDashKit, so the binary stands alone.
        .executableTarget(name: "embed-files"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
        .executableTarget(name: "template-lookups"),
        .plugin(name: "TemplateLookups", capability: .buildTool(), dependencies: ["template-lookups"]),
        .executableTarget(
            name: "cashdash",
            dependencies: [
                "CashDashModel",
                "CashDashKit",
                "CashDashServe",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "charts-benchmark", dependencies: ["Charts"], path: "Benchmarks/ChartsBenchmark"),
        .testTarget(name: "CashDashBasicsTests", dependencies: ["CashDashBasics"]),
        .testTarget(name: "CmarkHTMLTests", dependencies: ["CmarkHTML"]),
        .testTarget(name: "TemplateLookupsTests"),
        .testTarget(name: "ChartsTests", dependencies: ["Charts"], exclude: ["Golden"]),
        .target(
            name: "TestSupport", dependencies: ["CashDashModel"], path: "Tests/TestSupport",
            exclude: ["calculator-cases.json"]),
        .testTarget(
            name: "CashDashModelTests", dependencies: ["CashDashModel", "TestSupport"], exclude: ["Glossary/Samples"]),
        .testTarget(
            name: "CashDashKitTests",
            dependencies: [
                "CashDashKit", "CashDashModel", "TestSupport", .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            exclude: ["Commands/Rates/fake_provider.py", "Commands/Rates/answers"],
            plugins: ["TemplateLookups"]
        ),
        .testTarget(
            name: "CashDashServeTests", dependencies: ["CashDashServe", "CashDashKit", "CashDashModel", "TestSupport"]),
        .testTarget(
            name: "cashdashTests",
            dependencies: [
                "cashdash", "TestSupport", .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ]),
    ]
)
