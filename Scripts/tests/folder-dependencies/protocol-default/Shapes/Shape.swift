protocol Shape {
    var sides: Int { get }
}

struct Square: Shape {
    var sides: Int { 4 }
}

/// A square's outline, drawn by the default implementation that Drawing/ gives every shape.
func outline() -> String { Square().outline() }
