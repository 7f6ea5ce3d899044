import Mustache

/// A figure on a card: a title, an amount in large type and a note under it.
struct Card: TemplateView, Sendable {
    var title: String
    var amount: String
    var note: String
    /// `added` or `spent`, for a card whose colour and arrow say which.
    var direction: String?
}
