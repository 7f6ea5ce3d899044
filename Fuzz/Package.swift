// swift-tools-version:6.0
// libFuzzer targets for Cash Dash's readers, writers and renderer. Not part of the main package: Scripts/fuzz.sh builds
// this with AddressSanitizer and libFuzzer's coverage, links libFuzzer into cashdash-fuzz, and runs one target for a
// number of seconds.
import PackageDescription

let package = Package(
    name: "cashdash-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "cashdash", path: "..")],
    targets: [
        .executableTarget(
            name: "cashdash-fuzz",
            dependencies: [
                .product(name: "CashDashKit", package: "cashdash"),
                .product(name: "CashDashModel", package: "cashdash"),
            ]
        )
    ]
)
