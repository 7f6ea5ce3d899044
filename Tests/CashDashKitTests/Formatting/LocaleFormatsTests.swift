@testable import CashDashKit
import CashDashModel
import Charts
import Foundation
import Testing

/// Money, percentages and days in the seven locales the project ships, against what CLDR documents for each (its
/// number patterns, symbols and date formats, in the comments) and what ICU on this machine writes.
@Suite struct LocaleFormatsTests {
    /// A locale, its currency, and CLDR's own results: a lakh (100000), a negative amount (−1234.5, with the site's
    /// minus sign in place of CLDR's hyphen), 12.5 %, 24 November 2026 in words (dateFormats long) and short (the
    /// yyMd skeleton of availableFormats, two-digit years for narrow tables).
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String, currency: String
        var lakh: String, negative: String, percent: String, long: String, short: String
        var testDescription: String { locale }
    }

    static let cases: [Case] = [
        // en: ¤#,##0.00, "MMMM d, y", "M/d/yy".
        Case(
            locale: "en_US", currency: "USD", lakh: "$100,000.00", negative: "−$1,234.50", percent: "12.5%",
            long: "November 24, 2026", short: "Nov 24, 2026"),
        // en_IN: ¤#,##,##0.00 (a lakh is 1,00,000), "d MMMM y", "dd/MM/yy".
        Case(
            locale: "en_IN", currency: "INR", lakh: "₹1,00,000.00", negative: "−₹1,234.50", percent: "12.5%",
            long: "24 November 2026", short: "24 Nov 2026"),
        // de: #,##0.00 ¤ with "." and ",", #,##0 % with a no-break space, "d. MMMM y", "dd.MM.yy".
        Case(
            locale: "de_DE", currency: "EUR", lakh: "100.000,00\u{A0}€", negative: "−1.234,50\u{A0}€",
            percent: "12,5\u{A0}%",
            long: "24. November 2026", short: "24. Nov. 2026"),
        // fr: the group separator is a narrow no-break space (U+202F), #,##0 % with a no-break space, "d MMMM y".
        Case(
            locale: "fr_FR", currency: "EUR", lakh: "100\u{202F}000,00\u{A0}€", negative: "−1\u{202F}234,50\u{A0}€",
            percent: "12,5\u{A0}%", long: "24 novembre 2026", short: "24 nov. 2026"),
        // es: minimumGroupingDigits 2, so 1234,50 stands ungrouped; "d 'de' MMMM 'de' y", "d/M/yy".
        Case(
            locale: "es_ES", currency: "EUR", lakh: "100.000,00\u{A0}€", negative: "−1234,50\u{A0}€",
            percent: "12,5\u{A0}%",
            long: "24 de noviembre de 2026", short: "24 nov 2026"),
        // pt: ¤ #,##0.00 with a no-break space after R$, #,##0%, "d 'de' MMMM 'de' y".
        Case(
            locale: "pt_BR", currency: "BRL", lakh: "R$\u{A0}100.000,00", negative: "−R$\u{A0}1.234,50",
            percent: "12,5%",
            long: "24 de novembro de 2026", short: "24 de nov. de 2026"),
        // hi: ¤#,##,##0.00 in Latin digits (hi's default numbering system), "d MMMM y" with नवंबर.
        Case(
            locale: "hi_IN", currency: "INR", lakh: "₹1,00,000.00", negative: "−₹1,234.50", percent: "12.5%",
            long: "24 नवंबर 2026", short: "24 नव॰ 2026"),
    ]

    @Test(arguments: cases) func moneyPercentAndDaysAsCLDRWritesThem(_ example: Case) {
        let money = MoneyFormat(
            style: NumberStyle(locale: example.locale, currency: example.currency), minorUnits: 2,
            currency: example.currency)
        #expect(money.string(100_000) == example.lakh)
        #expect(money.string(Decimal(string: "-1234.5")!) == example.negative)
        #expect(NumberStyle(locale: example.locale).with(kind: .percent).format(12.5, decimals: 1) == example.percent)
        let days = DayFormat(locale: example.locale)
        let day = Day(year: 2026, month: 11, day: 24)
        #expect(days.string(day, .long) == example.long)
        #expect(days.string(day, .short) == example.short)
    }

    /// Arabic (`ar`: digits 0 to 9, CLDR's default for it) writes `#,##0.00 ¤` with the marks of right-to-left text
    /// around its numbers; the amounts keep the symbol after the number and leave the marks out (the page sets an
    /// amount's direction).
    @Test func arabicWritesTheSymbolAfterTheAmountWithoutItsDirectionMarks() {
        let money = MoneyFormat(style: NumberStyle(locale: "ar", currency: "USD"), minorUnits: 2, currency: "USD")
        #expect(money.string(100_000) == "100,000.00\u{A0}US$")
        #expect(money.string(Decimal(string: "-1234.5")!) == "\u{2212}1,234.50\u{A0}US$")
        #expect(NumberStyle(locale: "ar").with(kind: .percent).format(12.5, decimals: 1) == "12.5%")
        let icu = Decimal(string: "1234.5")!.formatted(
            Decimal.FormatStyle.Currency(code: "USD", locale: Locale(identifier: "ar")))
        #expect(icu.unicodeScalars.first == "\u{200F}", "ICU's own, for comparison: \(icu)")
    }

    /// Egyptian Arabic (`ar_EG`) writes ١٢٣ by default; Cash Dash writes its amounts' digits itself and the
    /// calculators' forms read 0 to 9, so its pages write 0 to 9 (CLDR's `numbers=latn`) in amounts and days alike.
    @Test func aLocaleWithOtherDigitsWritesZeroToNine() {
        let money = MoneyFormat(style: NumberStyle(locale: "ar_EG", currency: "EGP"), minorUnits: 2, currency: "EGP")
        let amount = money.string(Decimal(string: "-1234.5")!)
        #expect(amount.hasPrefix("\u{2212}1,234.50\u{A0}") && amount.count > "−1,234.50 ".count, "\(amount)")
        let day = DayFormat(locale: "ar_EG").string(Day(year: 2026, month: 11, day: 24), .long)
        #expect(day.contains("24") && day.contains("2026") && day.contains("نوفمبر"), "\(day)")
    }

    @Test(arguments: cases) func theHandWrittenDigitsAgreeWithICU(_ example: Case) {
        let locale = Locale(identifier: example.locale)
        let style = NumberStyle(locale: example.locale, currency: example.currency)
        let money = MoneyFormat(style: style, minorUnits: 2, currency: example.currency)
        let icu = Decimal.FormatStyle.Currency(code: example.currency, locale: locale)
        for text in ["0", "7", "12.3", "999.99", "1000", "12345.67", "100000", "9876543.21", "-0.5", "-1000000"] {
            let amount = Decimal(string: text)!
            #expect(
                money.string(amount) == amount.formatted(icu).replacingOccurrences(of: "-", with: "\u{2212}"), "\(text)"
            )
        }
    }

    @Test(arguments: cases) func everyDayOfTwoYearsIsWrittenAsICUWritesIt(_ example: Case) {
        let days = DayFormat(locale: example.locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = Day(year: 2027, month: 1, day: 1)
        for offset in stride(from: 0, to: 731, by: 3) {
            let day = first.adding(days: offset)
            let date = Date(timeIntervalSince1970: Double(day.ordinal) * 86_400)
            let icu = Date.FormatStyle(
                date: .long, time: .omitted, locale: Locale(identifier: example.locale), calendar: calendar,
                timeZone: calendar.timeZone)
            #expect(days.string(day) == date.formatted(icu))
        }
    }

    @Test func theWeekStartsWhereCLDRSays() {
        // CLDR's weekData: Sunday in the United States, India and Brazil; Monday in Germany, France and Spain.
        #expect(
            ["en_US", "en_IN", "de_DE", "fr_FR", "es_ES", "pt_BR", "hi_IN"].map { DayFormat(locale: $0).firstWeekday }
                == [7, 7, 1, 1, 1, 7, 7])
    }

    @Test func chartAxesUseTheShortForms() {
        let day = Day(year: 2026, month: 11, day: 5)
        #expect(DayFormat(locale: "en_US").string(day, .monthDay) == "Nov 5")
        #expect(DayFormat(locale: "en_US").string(day, .monthYear) == "Nov 2026")
        #expect(DayFormat(locale: "fr_FR").string(day, .monthDay) == "5 nov.")
        #expect(DayFormat(locale: "de_DE").string(day, .monthDay) == "5. Nov.")
    }

    @Test func aDayInProseIsATimeElementThatNamesItInISO() {
        #expect(
            DayFormat(locale: "es_ES").html(Day(year: 2026, month: 11, day: 30))
                == "<time datetime=\"2026-11-30\">30\u{A0}de\u{A0}noviembre\u{A0}de\u{A0}2026</time>")
    }

    @Test func countsAndPlainNumbersGroupAsThePlaceDoes() {
        #expect(
            MoneyFormat(style: NumberStyle(locale: "en_IN", currency: "INR"), minorUnits: 2).count(1_234_567)
                == "12,34,567")
        #expect(MoneyFormat(style: NumberStyle(locale: "es_ES", currency: "EUR"), minorUnits: 2).count(1234) == "1234")
        #expect(
            MoneyFormat(style: NumberStyle(locale: "es_ES", currency: "EUR"), minorUnits: 2).count(12345) == "12.345")
        #expect(NumberStyle(locale: "fr_FR").format(1234.5, decimals: 1) == "1\u{202F}234,5")
    }

    @Test func monthsInWordsAreCLDRsWideMonthWithTheYear() {
        // CLDR's yMMMM skeleton: "MMMM y", "d 'de' MMMM 'de' y" without the day, and so on.
        let day = Day(year: 2026, month: 11, day: 24)
        let months = ["en_US", "en_IN", "de_DE", "fr_FR", "es_ES", "pt_BR", "hi_IN"].map {
            DayFormat(locale: $0).monthWords(day)
        }
        #expect(
            months
                == [
                    "November 2026", "November 2026", "November 2026", "novembre 2026", "noviembre de 2026",
                    "novembro de 2026", "नवंबर 2026",
                ].map { $0.replacingOccurrences(of: " ", with: "\u{A0}") })
    }

    @Test func aDayInATableIsShortAndNeverBreaks() {
        let day = Day(year: 2026, month: 11, day: 3)
        // In short words, never numbers alone: `11/3/26` is March 11 to most readers outside the United States.
        #expect(
            DayFormat(locale: "en_US").html(day, .short) == "<time datetime=\"2026-11-03\">Nov\u{A0}3,\u{A0}2026</time>"
        )
        #expect(
            DayFormat(locale: "fr_FR").html(day, .short) == "<time datetime=\"2026-11-03\">3\u{A0}nov.\u{A0}2026</time>"
        )
        #expect(DayFormat(locale: "de_DE").unbroken(day, .monthDay) == "3.\u{A0}Nov.")
        // A locale whose short form has hyphens (Dutch) keeps them from breaking too.
        #expect(!DayFormat(locale: "nl_NL").unbroken(day, .short).contains("-"))
    }

    @Test(arguments: cases) func decimalsAsICUWritesThem(_ example: Case) {
        // Rates and percentages: plain numbers with the locale's separators and grouping, exactly, from a Decimal.
        let style = NumberStyle(locale: example.locale)
        let icu = Decimal.FormatStyle(locale: Locale(identifier: example.locale)).precision(.fractionLength(4))
        for text in ["0", "1.1684", "186.75", "1234.5", "19632.6404", "1234567.891", "-0.35", "-12345.6789"] {
            let value = Decimal(string: text)!
            #expect(
                style.decimal(value, decimals: 4)
                    == value.formatted(icu).replacingOccurrences(of: "-", with: "\u{2212}"),
                "\(text)")
        }
    }

    @Test func aRateChangeIsWrittenWithTheLocalesPercentSign() {
        #expect(RatesPresenter.describe(change: 0.354).text == "▲ +0.35%")
        #expect(RatesPresenter.describe(change: -1.2, numbers: NumberStyle(locale: "fr_FR")).text == "▼ −1,20\u{A0}%")
        #expect(RatesPresenter.describe(change: 0.001, numbers: NumberStyle(locale: "de_DE")).text == "■ 0,00\u{A0}%")
    }

    @Test func theFirstWeekdayIsReadWithoutTheDateFormats() {
        #expect(DayFormat.firstWeekday(locale: "en_US") == 7 && DayFormat.firstWeekday(locale: "fr_FR") == 1)
    }
}
