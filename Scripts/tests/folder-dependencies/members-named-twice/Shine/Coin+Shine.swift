// `shine()` is declared twice in the target (here and on Lamp), so a checker that matches names drops it.
extension Coin {
    func shine() -> String { "\(cents) cents, shining" }
}
