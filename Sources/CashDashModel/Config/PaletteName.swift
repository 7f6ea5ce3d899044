/// The chart palettes a site, a budget or a chart block may name. The site draws with Charts' palette of the same
/// name; a test keeps the two lists equal.
public enum PaletteName {
    /// The palette used when none is named.
    public static let standard = "okabe-ito"

    public static let all = [
        "okabe-ito", "tol-bright", "tol-muted", "ocean", "sunset", "forest", "berry", "earth", "pastel", "slate",
        "citrus", "grayscale",
    ]
}
