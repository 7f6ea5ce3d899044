// A conformance used only through a literal: nothing in Units/ names `init(integerLiteral:)` in its text.
extension Meters: ExpressibleByIntegerLiteral {
    init(integerLiteral value: Int) {
        self.init(value: value)
    }
}
