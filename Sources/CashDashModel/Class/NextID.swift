/// The next free id in a file's own style: after `t148` comes `t149`, after `x055` `x056`; the prefix of the file's
/// last numbered id, its digits' width kept, one more than the largest number of that prefix.
///
/// - Parameters:
///   - ids: the ids already in the file, in file order.
///   - fallback: the prefix for a file with no numbered ids yet (`t` gives `t001`).
public func nextID(after ids: [String], fallback: String) -> String {
    func split(_ id: String) -> (prefix: String, digits: String)? {
        let digits = String(id.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return (String(id.dropLast(digits.count)), digits)
    }
    let numbered = ids.compactMap(split)
    guard let last = numbered.last else { return fallback + "001" }
    let used = Set(ids)
    var number = numbered.filter { $0.prefix == last.prefix }.compactMap { Int($0.digits) }.max() ?? 0
    while true {
        number += 1
        let digits = String(number)
        let id = last.prefix + String(repeating: "0", count: max(0, last.digits.count - digits.count)) + digits
        if !used.contains(id) { return id }
    }
}
