/// A named set of colours for chart series and slices.
public struct Palette: Sendable, Equatable {
    public var name: String
    public var colors: [String]
    /// Whether people with the common kinds of colour blindness can tell the colours apart.
    public var isColorBlindSafe: Bool

    public init(name: String, colors: [String], isColorBlindSafe: Bool = false) {
        self.name = name
        self.colors = colors
        self.isColorBlindSafe = isColorBlindSafe
    }

    /// The colour for series or slice number `index`, repeating when there are more series than colours.
    public func color(_ index: Int) -> String { colors[index % colors.count] }

    /// The default: Okabe and Ito's colour-blind-safe set, darkest first so that it prints well.
    public static let standard = Palette(
        name: "okabe-ito",
        colors: ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#999999"],
        isColorBlindSafe: true)

    /// Every palette a chart may name: twelve, for pies and bars alike.
    public static let all: [Palette] = [
        standard,
        Palette(
            name: "tol-bright",
            colors: ["#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB"],
            isColorBlindSafe: true),
        Palette(
            name: "tol-muted",
            colors: [
                "#332288", "#88CCEE", "#44AA99", "#117733", "#999933", "#DDCC77", "#CC6677", "#882255", "#AA4499",
            ],
            isColorBlindSafe: true),
        Palette(name: "ocean", colors: ["#1F4E89", "#2E86AB", "#5FB3D9", "#9AD1E8", "#14365E", "#4C6A92", "#A7C4E0"]),
        Palette(name: "sunset", colors: ["#D1495B", "#EDAE49", "#F46036", "#8F2D56", "#FFC857", "#C44536", "#772E25"]),
        Palette(name: "forest", colors: ["#2D6A4F", "#40916C", "#74C69D", "#1B4332", "#95D5B2", "#52796F", "#B7E4C7"]),
        Palette(name: "berry", colors: ["#7B2CBF", "#C77DFF", "#9D4EDD", "#E0AAFF", "#5A189A", "#3C096C", "#B5179E"]),
        Palette(name: "earth", colors: ["#8C5E3C", "#C08552", "#DAB49D", "#5E3023", "#895737", "#F3E9DC", "#A47148"]),
        Palette(name: "pastel", colors: ["#8EC5E8", "#F6B5C7", "#B8E0C2", "#FDD9A0", "#CDB4DB", "#FFF1A8", "#A8DADC"]),
        Palette(name: "slate", colors: ["#33415C", "#5C677D", "#7D8597", "#979DAC", "#0353A4", "#023E7D", "#001845"]),
        Palette(name: "citrus", colors: ["#F9A620", "#FFD449", "#548C2F", "#104911", "#AAD922", "#F37748", "#C1E1C1"]),
        Palette(
            name: "grayscale", colors: ["#222222", "#555555", "#888888", "#AAAAAA", "#CCCCCC", "#3C3C3C", "#707070"]),
    ]

    /// The palette called `name`, if there is one.
    public static func named(_ name: String) -> Palette? {
        all.first { $0.name == name }
    }
}
