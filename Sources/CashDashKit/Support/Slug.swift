/// Turns a title into a URL path segment: lowercase letters and digits, words joined by `-`.
///
/// Letters outside ASCII are kept (as Hugo keeps them); everything else separates words.
func urlSlug(_ title: String) -> String {
    var slug = ""
    var pendingDash = false
    for scalar in title.lowercased().unicodeScalars {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            if pendingDash && !slug.isEmpty { slug.append("-") }
            pendingDash = false
            slug.unicodeScalars.append(scalar)
        } else if scalar == "'" || scalar == "\u{2019}" {
            continue  // "Don't" becomes "dont", not "don-t"
        } else {
            pendingDash = true
        }
    }
    return slug
}

/// "unknown palette `ocaen`; did you mean `ocean`? Use one of …", for a value that is not one of `choices`.
func unknownChoiceMessage(_ value: String, among choices: [String], describing what: String) -> String {
    let list = choices.map { "`\($0)`" }.joined(separator: ", ")
    guard let guess = suggestion(for: value, among: choices) else { return "unknown \(what) `\(value)`; use one of \(list)" }
    return "unknown \(what) `\(value)`; did you mean `\(guess)`? Use one of \(list)"
}

/// The closest of `candidates` to `word`, when it is close enough to be a likely typo.
func suggestion(for word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
    return best.0
}

private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
