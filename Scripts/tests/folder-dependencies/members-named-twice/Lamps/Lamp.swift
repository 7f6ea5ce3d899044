struct Lamp {
    func shine() -> String { "light" }
}
