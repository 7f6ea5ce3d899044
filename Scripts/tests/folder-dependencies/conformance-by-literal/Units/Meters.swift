struct Meters {
    var value: Int
}

/// A lap written as a plain number: `let lap: Meters = 400` calls `init(integerLiteral:)`, declared in Tracks/.
func lap() -> Meters { 400 }
