@testable import CashDashKit
import Testing

/// What a one-off build leaves to the process's exit is never freed before it.
@Suite struct LeftToExitTests {
    private final class Page: Sendable {}

    @Test func aHeldValueOutlivesItsLastReference() {
        weak var held: Page?
        weak var dropped: Page?
        do {
            let page = Page(), other = Page()
            (held, dropped) = (page, other)
            LeftToExit.hold([page])
        }
        #expect(held != nil)
        #expect(dropped == nil)
    }
}
