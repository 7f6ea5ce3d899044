// An init added by an extension: `Meters(feet:)` elsewhere names Meters, declared in Units/, yet uses this file.
extension Meters {
    init(feet: Int) {
        self.init(value: feet * 3048 / 10_000)
    }
}
