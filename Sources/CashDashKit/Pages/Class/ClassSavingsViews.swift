import Mustache

/// A student's savings on their page: the balance and every movement, with the savings after each.
struct SavingsDetails: TemplateView, Sendable {
    var balance: String
    var register: [RegisterRow]
}

/// A student's savings on a month's statement: the savings at the start and the end, and the month's movements.
struct StatementSavings: TemplateView, Sendable {
    var opening: String
    var closing: String
    var register: [RegisterRow]
}

/// An item of the class store's price list.
struct StoreItemRow: TemplateView, Sendable {
    var name: String
    var price: String
}

/// The class store's page: the price list of rules.yml, in its order.
struct StorePageView: TemplateView, Sendable {
    var items: [StoreItemRow]
}
