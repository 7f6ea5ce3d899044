// Budgets -> Rates -> Charts -> Budgets: no two folders use each other, yet the three go round.
struct Budget {
    var rate: Rate
}
