struct Meters {
    var value: Int
}
