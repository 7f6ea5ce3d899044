struct Chart {
    var budgets: [Budget]
}
