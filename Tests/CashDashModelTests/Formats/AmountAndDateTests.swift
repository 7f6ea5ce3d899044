@testable import CashDashModel
import Charts
import Foundation
import Testing

@Suite struct AmountTextTests {
    func cents(_ text: String, _ separator: Character = ".") -> Int64? {
        AmountText(decimalSeparator: separator).parse(Array(text.utf8))?.minorUnits(2)
    }

    /// OFX's date, in an OFX file or a CSV (an old Chase export), read by one parser: its time, fraction and zone
    /// are passed over and the date is the one written; a new row gets the date alone, which it reads back.
    @Test func readsOFXDatesWhereverTheyAre() throws {
        let ofx = try #require(DateFormat("OFX"))
        #expect(ofx.isOFX && ofx == DateFormat.ofx)
        for text in ["20091224", "20091224120000[0:GMT]", "20091224235959.123[-5:EST]", " 20091224120000 "] {
            #expect(ofx.parse(Array(text.utf8)) == Day(year: 2009, month: 12, day: 24), "\(text)")
        }
        #expect(ofx.parse(Array("200912241200".utf8)) != nil && ofx.parse(Array("20091224[-5:EST]".utf8)) != nil)
        for text in ["2009122", "20091324", "20090230", "20091224x", "Dec 24", "2013011702", "20091224120000[0"] {
            #expect(ofx.parse(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(ofx.format(Day(year: 2009, month: 12, day: 24)) == "20091224")
        #expect(OFXReader.date("20091224120000[0:GMT]") == Day(year: 2009, month: 12, day: 24))
    }

    @Test func readsAmountsAsPeopleAndBanksWriteThem() {
        #expect(cents("12.50") == 1250)
        #expect(cents("$1,234.56") == 123_456)
        #expect(cents(" -4 ") == -400)
        #expect(cents("-$4.10") == -410)
        #expect(cents("$-4.10") == -410)
        #expect(cents("(4.00)") == -400, "accounting brackets")
        #expect(cents("\u{2212}3.5") == -350, "a typographic minus")
        #expect(cents("€ 7") == 700)
        #expect(cents("1.234,56 €", ",") == 123_456)
        #expect(cents("1 234,5", ",") == 123_450)
        #expect(cents("0.05") == 5)
    }

    @Test func readsRupeesGroupedAsIndiaGroupsThemAndNoMixOfTheTwo() {
        // An Indian bank's or spreadsheet's export writes a lakh as 1,00,000: it was "not an amount".
        #expect(cents("1,23,456.00") == 12_345_600)
        #expect(cents("₹50,00,000") == 500_000_000)
        #expect(AmountText.symbol("₹", fits: "INR") && !AmountText.symbol("₹", fits: "USD"))
        #expect(cents("50,00,000") == 500_000_000)
        #expect(cents("1,00,00,000.50") == 1_000_000_050)
        #expect(cents("-12,34,567") == -123_456_700)
        for text in ["1,23,45", "123,45,678", "1,234,56,789", "1,23,456,789", "12,34"] {
            #expect(cents(text) == nil, "\(text)")
        }
    }

    @Test func readsTheCurrencyWordNordicAndCentralEuropeanBanksWriteAfterTheNumber() {
        // ICA Banken writes `2 500,00 kr`: its amount column had been "no column of amounts".
        #expect(cents("-144,75 kr", ",") == -14_475)
        #expect(cents("2 500,00 kr", ",") == 250_000)
        #expect(cents("12,00 kr.", ",") == 1200)
        #expect(cents("-1 234,50 Kč", ",") == -123_450)
        #expect(cents("99,99 zł", ",") == 9999)
        #expect(cents("1500 Ft") == 150_000)
        let kronor = AmountText(decimalSeparator: ",").parse(Array("2 500,00 kr".utf8))
        #expect(kronor?.symbol == "kr")
        #expect(AmountText.symbol("kr", fits: "SEK") && !AmountText.symbol("kr", fits: "EUR"))
        #expect(AmountText.symbol("Kč", fits: "CZK") && !AmountText.symbol("Kč", fits: "SEK"))
        #expect(cents("12 krona", ",") == nil, "a word that is not one of the symbols")
    }

    @Test func rejectsWhatIsNotAnAmount() {
        for text in ["", "abc", "12.", ".", "1.2.3", "$", "--4", "12,50", "(-4)", "1e5", "12 apples"] {
            #expect(cents(text) == nil, "\(text)")
        }
        #expect(AmountText().parse(Array("12.505".utf8))?.minorUnits(2) == nil, "more decimals than cents")
        #expect(AmountText().parse(Array("12.505".utf8))?.minorUnits(3) == 12_505)
        #expect(AmountText().parse(Array("1500".utf8))?.minorUnits(0) == 1500, "yen have no minor units")
    }

    @Test func comparesWithATrillionOnIntegers() throws {
        func isMore(_ text: String) throws -> Bool {
            try #require(AmountText().parse(Array(text.utf8))).isMore(than: Money.largestWholeAmount)
        }
        for text in [
            "1000000000000", "1,000,000,000,000.00", "-1000000000000.0000", "999999999999.999999", "0.0000001",
        ] {
            #expect(try !isMore(text), "\(text)")
        }
        for text in ["1000000000000.01", "-1000000000001", "(1,000,000,000,000.00001)", "999999999999999999"] {
            #expect(try isMore(text), "\(text)")
        }
    }
}

@Suite struct DateFormatTests {
    @Test func readsISOAndPatterns() throws {
        #expect(DateFormat.iso.parse(Array("2026-11-03".utf8)) == Day(year: 2026, month: 11, day: 3))
        let european = try #require(DateFormat("DD/MM/YYYY"))
        #expect(european.parse(Array("03/11/2026".utf8)) == Day(year: 2026, month: 11, day: 3))
        let american = try #require(DateFormat("M/D/YYYY"))
        #expect(american.parse(Array("11/3/2026".utf8)) == Day(year: 2026, month: 11, day: 3))
        #expect(DateFormat("D.M.YYYY")?.parse(Array("29.2.2028".utf8)) == Day(year: 2028, month: 2, day: 29))
    }

    @Test func rejectsDaysThatDoNotExistAndPatternsWithoutAYear() {
        for text in ["2026-02-29", "2026-13-01", "2026-04-31", "2026-1-1x", "26-01-01", ""] {
            #expect(DateFormat.iso.parse(Array(text.utf8)) == nil, "\(text)")
        }
        #expect(DateFormat("DD/MM") == nil)
    }

    /// Payment services and exchanges export timestamps; the day is kept and the time checked.
    @Test func readsTimestamps() throws {
        let stripe = try #require(DateFormat("YYYY-MM-DD hh:mm:ss"))
        #expect(stripe.parse(Array("2026-11-03 13:45:10".utf8)) == Day(year: 2026, month: 11, day: 3))
        #expect(stripe.parse(Array("2026-11-03 24:00:00".utf8)) == nil)
        #expect(stripe.parse(Array("2026-11-03 13:60:00".utf8)) == nil)
        #expect(stripe.parse(Array("2026-11-03".utf8)) == nil)
        let iso = try #require(DateFormat("YYYY-MM-DDThh:mm:ssZ"))
        #expect(iso.parse(Array("2026-11-03T09:05:00Z".utf8)) == Day(year: 2026, month: 11, day: 3))
        let american = try #require(DateFormat("M/D/YYYY h:mm"))
        #expect(american.parse(Array("11/3/2026 9:05".utf8)) == Day(year: 2026, month: 11, day: 3))
        #expect(
            DateFormat("dd/mm/yyyy")?.parse(Array("03/11/2026".utf8)) == Day(year: 2026, month: 11, day: 3),
            "mm with no hours is the month")
    }

    /// `date_format: DD Mon YYYY` was accepted and then told every row to be written as DD Mon YYYY.
    @Test func readsMonthNamesInFourLanguagesAndTwoDigitYears() throws {
        let named = try #require(DateFormat("DD Mon YYYY"))
        let november = Day(year: 2026, month: 11, day: 24)
        for text in ["24 Nov 2026", "24 nov. 2026", "24 November 2026", "24 novembre 2026", "24 noviembre 2026"] {
            #expect(named.parse(Array(text.utf8)) == november, "\(text)")
        }
        #expect(named.parse(Array("3 März 2026".utf8)) == Day(year: 2026, month: 3, day: 3))
        #expect(named.parse(Array("3 févr. 2026".utf8)) == Day(year: 2026, month: 2, day: 3))
        #expect(named.parse(Array("3 dic 2026".utf8)) == Day(year: 2026, month: 12, day: 3))
        #expect(named.parse(Array("3 Ju 2026".utf8)) == nil, "two letters name no month")
        #expect(named.parse(Array("3 Foo 2026".utf8)) == nil)
        #expect(DateFormat("Mon D, YYYY")?.parse(Array("Nov 24, 2026".utf8)) == november)
        #expect(DateFormat("DD. Mon. YYYY")?.parse(Array("24. Nov. 2026".utf8)) == november)
        #expect(
            DateFormat("DD. Mon. YYYY")?.parse(Array("24. Mai 2026".utf8)) == Day(year: 2026, month: 5, day: 24),
            "no dot after Mai")
        #expect(DateFormat("MM/DD/YY")?.parse(Array("11/24/26".utf8)) == november)
        #expect(DateFormat("DD/MM/YY")?.parse(Array("01/02/95".utf8)) == Day(year: 1995, month: 2, day: 1))
        #expect(DateFormat("DD Mes YYYY") == nil, "a letter that names nothing is refused when read, not row by row")
    }

    /// `cashdash add` writes a day as the ledger writes its dates.
    @Test func writesADayAsThePatternDoes() throws {
        let day = Day(year: 2026, month: 3, day: 4)
        let cases = [
            ("YYYY-MM-DD", "2026-03-04"), ("M/D/YYYY", "3/4/2026"), ("DD.MM.YYYY", "04.03.2026"),
            ("MM/DD/YY", "03/04/26"),
            ("DD Mon YYYY", "04 Mar 2026"), ("DD. Mon. YYYY", "04. Mar. 2026"),
            ("YYYY-MM-DD hh:mm:ss", "2026-03-04 00:00:00"),
        ]
        for (pattern, written) in cases {
            let format = try #require(DateFormat(pattern))
            #expect(format.format(day) == written, "\(pattern)")
            #expect(format.parse(Array(written.utf8)) == day, "\(pattern) reads back")
        }
        #expect(DateFormat.iso.format(day) == "2026-03-04")
    }
}
