// The clean case: Pages uses Model, Model knows nothing of Pages, so the checker passes.
struct Ledger {
    var total: Int
}
