import Foundation

extension ProfileGuess {
    // The words of headers and of a bank's type column that the guess reads.

    static let dateWords = ["date", "datum", "buchungstag", "fecha", "day"]
    static let balanceWords = ["balance", "bal", "saldo", "kontostand", "solde", "guthaben"]
    static let amountWords = [
        "amount", "betrag", "bedrag", "montant", "importe", "umsatz", "value", "valor", "belopp", "castka", "osszeg",
        "beloeb", "belop",
    ]
    static let netWords = ["net", "netto"]
    static let grossWords = ["gross", "brutto"]
    /// Numbers beside a row's money that are not the money moved: PayPal's `Sales Tax` and `Insurance Amount`, its
    /// German `Umsatzsteuer` and `Versicherungsbetrag`, a fee, and what a buyer chose (`Option 1 Value`, a size).
    static let notMovedWords = [
        "tax", "taxes", "steuer", "fee", "fees", "gebuhr", "gebuhren", "shipping", "versand", "insurance",
        "versicherung", "handling", "bearbeitung", "option",
    ]
    static let debitWords = ["debit", "withdraw", "outflow", "moneyout", "paidout", "soll", "ausgang", "charge"]
    static let creditWords = ["credit", "deposit", "inflow", "moneyin", "paidin", "haben", "eingang"]
    static let currencyWords = ["currency", "wahrung", "waehrung", "devise", "moneda"]
    static let categoryWords = ["category", "kategorie", "categorie", "categoria"]
    static let typeWords = ["type", "kind"]
    static let noteWords = [
        "description", "memo", "payee", "name", "verwendungszweck", "begunstigter", "auftraggeber", "empfanger",
        "libelle",
        "concepto", "merchant", "narrative", "note", "buchungstext", "reference", "descricao", "details",
        "omschrijving", "naam", "mededelingen", "handelaar", "historico", "beschreibung", "transaktionsbeschreibung",
        "text", "tekst", "beskrivning", "popis",
    ]
    /// A bank's words for money out and in, in a column beside amounts with no sign: ING's `Debit`/`Credit` and Dutch
    /// `Af`/`Bij`, German `S`/`H` (`Soll`/`Haben`).
    static let directionWords: [String: Transaction.Kind] = [
        "debit": .expense, "debet": .expense, "dr": .expense, "af": .expense, "s": .expense, "soll": .expense,
        "d": .expense,
        "credit": .deposit, "cr": .deposit, "bij": .deposit, "h": .deposit, "haben": .deposit, "c": .deposit,
    ]

    /// What `word` says of the way money went, if it is one of ``directionWords`` (case and accents ignored).
    static func direction(_ word: String) -> Transaction.Kind? {
        let parts = words(word)
        return parts.count == 1 ? directionWords[parts[0]] : nil
    }

    static let creditTypeWords = [
        "credit", "deposit", "payment", "refund", "return", "gutschrift", "interest", "einzahlung",
    ]
}
