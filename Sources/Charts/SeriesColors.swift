/// The colours one chart draws its series or slices with: the palette's in order, never the same colour side by
/// side (nor, round a pie, last beside first), grey for the slice of small ones folded together, and each made to stand out
/// from the card it is drawn on by at least 3:1, in the light theme and in the dark one.
struct SeriesColors {
    /// A colour for the light theme and its counterpart for the dark one, as `#RRGGBB`.
    struct Pair: Equatable {
        var light: String
        var dark: String

        /// The text written on the colour in each theme: black or white, whichever stands out more from it (at
        /// least 4.58:1 either way, above the 4.5:1 that small text needs).
        var lightText: String { RGB.text(on: light) }
        var darkText: String { RGB.text(on: dark) }
    }

    /// The card behind a chart in the light theme and in the dark one (`--bg-card` in the stylesheet).
    static let lightCard = RGB(hex: "#FFFFFF")!, darkCard = RGB(hex: "#18293C")!
    static let otherGrey = "#888888"
    /// WCAG's contrast for graphics that carry meaning.
    static let minimumContrast = 3.0

    let pairs: [Pair]

    /// Colours for `count` series or slices, in order, grey where `grey` says; `ring` when the last one touches the
    /// first (a pie).
    init(palette: Palette, count: Int, grey: [Bool] = [], ring: Bool = false) {
        var picked: [String] = []
        for index in 0..<count {
            if index < grey.count, grey[index] {
                picked.append(Self.otherGrey)
                continue
            }
            var color = palette.color(index)
            let previous = picked.last
            let next = ring && index == count - 1 && index > 1 ? picked.first : nil
            if color == previous || color == next {
                color = palette.colors.first { $0 != previous && $0 != next && $0 != Self.otherGrey } ?? color
            }
            picked.append(color)
        }
        pairs = picked.map { hex in
            let rgb = RGB(hex: hex) ?? RGB(red: 0.5, green: 0.5, blue: 0.5)
            return Pair(
                light: rgb.darkened(toContrast: Self.minimumContrast, against: Self.lightCard).hex,
                dark: rgb.lightened(toContrast: Self.minimumContrast, against: Self.darkCard).hex)
        }
    }

    subscript(index: Int) -> Pair { pairs[index % max(pairs.count, 1)] }

    /// A `<style>` for the SVG with id `svgID` that gives its series their dark colours on a dark screen: elements
    /// with the class `cd-f2` take series 2's colour as their fill, `cd-s2` as their stroke. The screen is dark when
    /// the reader chose the dark theme (`data-theme="dark"` on the page), or when the system is dark and the reader
    /// did not choose the light one. Empty when no colour changes.
    func darkStyle(svgID: String) -> String {
        var rules: [String] = []
        for (index, pair) in pairs.enumerated() where pair.dark != pair.light {
            rules.append("#\(svgID) .cd-f\(index){fill:\(pair.dark)}")
            rules.append("#\(svgID) .cd-s\(index){stroke:\(pair.dark)}")
            if pair.darkText != pair.lightText { rules.append("#\(svgID) .cd-t\(index){fill:\(pair.darkText)}") }
        }
        guard !rules.isEmpty else { return "" }
        func scoped(_ root: String) -> String { rules.map { root + " " + $0 }.joined() }
        return "<style>@media screen and (prefers-color-scheme: dark){\(scoped(":root:not([data-theme=light])"))}"
            + "@media screen{\(scoped(":root[data-theme=dark]"))}</style>"
    }
}

extension Palette {
    /// The colours of a chart's first `count` series as the charts here draw them, for the light theme and the dark
    /// one (`#RRGGBB`): for the charts a page's script draws from the reader's own numbers.
    public func seriesColors(count: Int) -> (light: [String], dark: [String]) {
        let colors = SeriesColors(palette: self, count: count)
        return (colors.pairs.map(\.light), colors.pairs.map(\.dark))
    }
}

/// A colour as red, green and blue from 0 to 1.
struct RGB: Equatable {
    var red: Double, green: Double, blue: Double

    init(red: Double, green: Double, blue: Double) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// `#RRGGBB`, or nil for anything else.
    init?(hex: String) {
        let digits = Array(hex.utf8.dropFirst())
        guard hex.hasPrefix("#"), digits.count == 6 else { return nil }
        func channel(_ at: Int) -> Double? {
            guard let high = Self.hexValue(digits[at]), let low = Self.hexValue(digits[at + 1]) else { return nil }
            return Double(high * 16 + low) / 255
        }
        guard let red = channel(0), let green = channel(2), let blue = channel(4) else { return nil }
        self.init(red: red, green: green, blue: blue)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#"
            + [red, green, blue].map { value -> String in
                let byte = Int((min(max(value, 0), 1) * 255).rounded())
                return String([digits[byte / 16], digits[byte % 16]])
            }.joined()
    }

    /// Black or white, whichever has the higher contrast with the colour `hex`.
    static func text(on hex: String) -> String {
        let background = RGB(hex: hex) ?? RGB(red: 0.5, green: 0.5, blue: 0.5)
        let (black, white) = (RGB(red: 0, green: 0, blue: 0), RGB(red: 1, green: 1, blue: 1))
        return background.contrast(with: black) > background.contrast(with: white) ? "#000000" : "#FFFFFF"
    }

    /// The colour as `hex` writes it, to 1/255.
    var rounded: RGB { RGB(hex: hex) ?? self }

    /// WCAG's relative luminance.
    var luminance: Double {
        func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : power24((c + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio between two colours, from 1 to 21.
    func contrast(with other: RGB) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour, darkened toward black in small steps until it has `ratio` against `background`.
    func darkened(toContrast ratio: Double, against background: RGB) -> RGB {
        var color = self
        while color.rounded.contrast(with: background) < ratio && color.red + color.green + color.blue > 0.01 {
            color = RGB(red: color.red * 0.96, green: color.green * 0.96, blue: color.blue * 0.96)
        }
        return color
    }

    /// This colour, lightened toward white in small steps until it has `ratio` against `background`.
    func lightened(toContrast ratio: Double, against background: RGB) -> RGB {
        var color = self
        while color.rounded.contrast(with: background) < ratio && color.red + color.green + color.blue < 2.99 {
            color = RGB(
                red: color.red + (1 - color.red) * 0.06, green: color.green + (1 - color.green) * 0.06,
                blue: color.blue + (1 - color.blue) * 0.06)
        }
        return color
    }
}

/// `x` to the power 2.4 for x in 0…1 (sRGB's curve), as x² times the fifth root of x², without Foundation.
func power24(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    let square = x * x
    var root = 1.0  // Newton's method for the fifth root of `square`, which lies in 0…1
    for _ in 0..<40 {
        let next = root - (root * root * root * root * root - square) / (5 * root * root * root * root)
        if abs(next - root) < 1e-12 { break }
        root = next
    }
    return square * root
}
