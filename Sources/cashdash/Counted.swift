/// `count` and `noun`, the noun plural unless the count is one: `1 chapter`, `0 chapters`, `12 chapters`.
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
