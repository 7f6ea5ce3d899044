/// The first five of `items`, and how many more there are: `a, b, c, d, e and 3 more`, for a message.
func shortList(_ items: [String]) -> String {
    items.prefix(5).joined(separator: ", ") + (items.count > 5 ? " and \(items.count - 5) more" : "")
}
