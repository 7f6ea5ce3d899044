// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cashdash",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cashdash", targets: ["cashdash"]),
        .library(name: "CashDashKit", targets: ["CashDashKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "CmarkHTML", dependencies: ["CCmarkGFM"]),
        .target(name: "Charts", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(
            name: "CashDashKit",
            dependencies: [
                "CmarkHTML",
                "Charts",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "cashdash",
            dependencies: [
                "CashDashKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "charts-benchmark", dependencies: ["Charts"], path: "Benchmarks/ChartsBenchmark"),
        .testTarget(name: "CmarkHTMLTests", dependencies: ["CmarkHTML"]),
        .testTarget(name: "ChartsTests", dependencies: ["Charts"], exclude: ["Golden"]),
        .testTarget(
            name: "CashDashKitTests",
            dependencies: ["CashDashKit", .product(name: "Mustache", package: "swift-mustache")],
            exclude: ["Glossary/Samples", "Rates/fake_provider.py", "Calculators/calculator-cases.json"]
        ),
        .testTarget(name: "cashdashTests", dependencies: ["cashdash"]),
    ]
)
