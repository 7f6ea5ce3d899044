@testable import Charts
import Testing

/// The colours a chart draws with: distinct side by side, grey for the folded small slices, and 3:1 against the card in both themes.
@Suite struct SeriesColorsTests {
    static let names = ["Rent", "Groceries", "Transport", "Utilities", "Fun", "Savings", "Kids", "Gifts"]

    @Test(arguments: Palette.all.map(\.name))
    func everyColourStandsOutFromTheCardInBothThemes(_ name: String) throws {
        let palette = try #require(Palette.named(name))
        let colors = SeriesColors(palette: palette, count: Self.names.count)
        for pair in colors.pairs {
            let light = try #require(RGB(hex: pair.light)), dark = try #require(RGB(hex: pair.dark))
            #expect(light.contrast(with: SeriesColors.lightCard) >= 3, "\(pair.light) on white")
            #expect(dark.contrast(with: SeriesColors.darkCard) >= 3, "\(pair.dark) on the dark card")
        }
    }

    /// A share written on a slice is small text: 4.5:1 against its slice, in the light theme and the dark one. White
    /// on the palettes' lighter colours had 2.25:1.
    @Test(arguments: Palette.all.map(\.name))
    func theShareOnASliceCanBeReadInBothThemes(_ name: String) throws {
        let palette = try #require(Palette.named(name))
        let pie = PieChart(
            ChartLabels(id: "p", title: "Spending", description: "By category"),
            slices: Self.names.indices.map { .init(Self.names[$0], Double(100 + $0)) }, palette: palette
        ).draw()
        let colors = SeriesColors(palette: palette, count: Self.names.count, ring: true)
        for (index, pair) in colors.pairs.enumerated() {
            for (slice, text) in [(pair.light, pair.lightText), (pair.dark, pair.darkText)] {
                let contrast = try #require(RGB(hex: slice)).contrast(with: try #require(RGB(hex: text)))
                #expect(contrast >= 4.5, "\(text) on \(slice)")
            }
            #expect(pie.svg.contains("fill=\"\(pair.lightText)\" class=\"cd-t\(index)\""))
            if pair.darkText != pair.lightText, pair.dark != pair.light {
                #expect(pie.svg.contains(".cd-t\(index){fill:\(pair.darkText)}"), "slice \(index) in the dark theme")
            }
        }
    }

    @Test func aPieNeverGivesNeighboursOneColour() {
        // Eight slices, seven colours: the eighth would repeat the first, which it touches round the pie.
        let ocean = Palette.named("ocean")!
        let colors = SeriesColors(palette: ocean, count: Self.names.count, ring: true).pairs.map(\.light)
        for index in colors.indices {
            #expect(colors[index] != colors[(index + 1) % colors.count], "slices \(index) and \(index + 1)")
        }
    }

    @Test func theFoldedSliceIsGreyInAnyLanguage() {
        let pie = PieChart(
            ChartLabels(id: "spending", title: "Gastos", description: "Gastos por categoría"),
            slices: [
                .init("Alquiler", 900), .init("Comida", 300), .init("Other", 200), .init("Sellos", 5), .init("Café", 4),
            ],
            restLabel: "Otros")
        let drawn = pie.drawnSlices
        #expect(drawn.map(\.label) == ["Alquiler", "Comida", "Other", "Otros"])
        let colors = SeriesColors(palette: .standard, count: drawn.count, grey: drawn.map(\.isRest), ring: true)
        #expect(colors[3].light == SeriesColors.otherGrey, "the folded slice, named in Spanish")
        #expect(colors[2].light != SeriesColors.otherGrey, "a category the author called Other is a category like any")
    }

    @Test func yellowIsDarkenedUntilItShowsOnWhite() throws {
        let yellow = try #require(RGB(hex: "#F0E442"))
        #expect(yellow.contrast(with: SeriesColors.lightCard) < 1.4, "as Okabe and Ito give it")
        let darker = yellow.darkened(toContrast: 3, against: SeriesColors.lightCard)
        #expect(darker.contrast(with: SeriesColors.lightCard) >= 3)
        #expect(darker.contrast(with: SeriesColors.lightCard) < 3.3, "no darker than it needs to be, in steps of 4%")
    }

    @Test func contrastMatchesWCAG() throws {
        #expect(abs(RGB(hex: "#000000")!.contrast(with: RGB(hex: "#FFFFFF")!) - 21) < 0.001)
        #expect(abs(RGB(hex: "#767676")!.contrast(with: RGB(hex: "#FFFFFF")!) - 4.54) < 0.01)
        #expect(abs(power24(0.5) - 0.189_464_571) < 1e-9)
        #expect(RGB(hex: "#0072b2")?.hex == "#0072B2")
        #expect(RGB(hex: "0072B2") == nil && RGB(hex: "#0072B") == nil && RGB(hex: "#0072BG") == nil)
    }

    @Test("a chart's dark colours apply on a dark system unless the reader chose light, and whenever they chose dark")
    func aChartCarriesItsDarkColoursForItsOwnSVG() {
        let svg = Examples.line.draw().svg
        #expect(svg.contains("id=\"line-svg\""))
        #expect(
            svg.contains(
                "<style>@media screen and (prefers-color-scheme: dark){:root:not([data-theme=light]) #line-svg .cd-f0{fill:"
            ))
        #expect(svg.contains("@media screen{:root[data-theme=dark] #line-svg .cd-f0{fill:"))
        #expect(svg.contains("class=\"cd-s1\""))
    }
}
