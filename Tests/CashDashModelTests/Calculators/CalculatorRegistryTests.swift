import Foundation
import Testing

@testable import CashDashModel

/// `CalculatorKind` is written from the calculators' types by `Scripts/generate-calculators.py`: one case per name.
struct CalculatorRegistryTests {
    static let python = URL(fileURLWithPath: "/usr/bin/python3")
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Scripts/generate-calculators.py")

    @Test("each kind is the name its type declares, and every kind but the currency converter has a calculator")
    func eachKindIsItsTypesName() {
        for kind in CalculatorKind.allCases {
            #expect(kind.declaration.name == kind.rawValue)
            #expect((kind.calculator == nil) == (kind.declaration == CurrencyConversion.self), "\(kind)")
            // The calculator its conformance gives is the type itself, as a cast finds it.
            let cast = kind.declaration as? any Calculator.Type
            #expect(kind.calculator.map(ObjectIdentifier.init) == cast.map(ObjectIdentifier.init), "\(kind)")
        }
    }

    @Test(
        "the checked-in registry is what the types declare, and the manual's tables list each calculator once",
        .enabled(if: FileManager.default.isExecutableFile(atPath: python.path), "needs python3"))
    func theRegistryIsUpToDate() throws {
        let process = Process()
        process.executableURL = Self.python
        process.arguments = [Self.script.path, "--check"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run python3 Scripts/generate-calculators.py")
    }
}
