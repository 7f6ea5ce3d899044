// A default implementation: `Square().outline()` in Shapes/ resolves to this extension, in another folder.
extension Shape {
    func outline() -> String { String(repeating: "-", count: sides) }
}
