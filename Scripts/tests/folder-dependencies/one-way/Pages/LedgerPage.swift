struct LedgerPage {
    var ledger: Ledger

    var html: String { "<p>\(ledger.total)</p>" }
}
