@testable import CashDashModel
import Testing

@Suite struct UniqueNamesTests {
    @Test func repeatsGetTheNextFreeNumber() {
        var names = UniqueNames(reserved: ["print"])
        #expect(
            ["saving", "saving", "saving-1", "saving", "print"].map { names.claim($0) }
                == ["saving", "saving-1", "saving-1-1", "saving-2", "print-1"])
        var students = UniqueNames(firstSuffix: 2)
        #expect(["mia", "mia", "mia"].map { students.claim($0) } == ["mia", "mia-2", "mia-3"])
    }

    @Test func fiftyThousandRepeatsTakeLinearTime() {
        var names = UniqueNames()
        for _ in 0..<50_000 { _ = names.claim("chapter") }
        #expect(names.claim("chapter") == "chapter-50000")
    }
}
