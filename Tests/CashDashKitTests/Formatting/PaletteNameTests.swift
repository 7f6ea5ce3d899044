import CashDashModel
import Charts
import Testing

@Suite struct PaletteNameTests {
    @Test func theModelNamesExactlyThePalettesChartsDraws() {
        #expect(PaletteName.all == Palette.all.map(\.name))
        #expect(PaletteName.standard == Palette.standard.name)
    }
}
