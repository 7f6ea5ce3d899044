/// Turns a title into a URL path segment: lowercase letters and digits, words joined by `-`.
///
/// Letters outside ASCII are kept (as Hugo keeps them); everything else separates words.
public func urlSlug(_ title: String) -> String {
    asciiSlug(title) ?? unicodeSlug(title)
}

/// ``urlSlug(_:)`` of an ASCII title, made from its bytes; nil for a title that is not ASCII. A second way to the
/// same slug, which `SlugTests` compares with ``unicodeSlug(_:)``: a rebuild makes a slug of every chapter's title,
/// and the general way took 2 % of a rebuild after one chapter's edit at 2,000 chapters (perf).
func asciiSlug(_ title: String) -> String? {
    var title = title
    return title.withUTF8 { bytes -> String? in
        var slug: [UInt8] = []
        slug.reserveCapacity(bytes.count)
        var pendingDash = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower)
            {
                if pendingDash && !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(lower)
            } else if byte != UInt8(ascii: "'") {
                pendingDash = true
            }
        }
        return String(decoding: slug, as: UTF8.self)
    }
}

/// ``urlSlug(_:)`` of any title, a Unicode scalar at a time.
func unicodeSlug(_ title: String) -> String {
    var slug = ""
    var pendingDash = false
    for scalar in title.lowercased().unicodeScalars {
        // Letters of any script and digits; the ASCII test first, as the Unicode table lookup is slower.
        let isWordCharacter =
            scalar.isASCII
            ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) : scalar.properties.isAlphabetic
        // A combining mark belongs to the letter before it: Devanagari's virama and nukta are marks but not letters,
        // and "स्वागत" stays one word rather than "स-वागत".
        let isMarkOfLetter =
            !isWordCharacter && !pendingDash && !slug.isEmpty
            && [.nonspacingMark, .spacingMark].contains(scalar.properties.generalCategory)
        if isMarkOfLetter {
            slug.unicodeScalars.append(scalar)
        } else if isWordCharacter {
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
public func unknownChoiceMessage(_ value: String, among choices: [String], describing what: String) -> String {
    let list = choices.map { "`\($0)`" }.joined(separator: ", ")
    guard let guess = suggestion(for: value, among: choices) else {
        return "unknown \(what) `\(value)`; use one of \(list)"
    }
    return "unknown \(what) `\(value)`; did you mean `\(guess)`? Use one of \(list)"
}

/// The closest of `candidates` to `word`, when it is close enough to be a likely typo.
///
/// Bounded, so that a thousand unknown names against a thousand known ones stays quick: words over 64 characters
/// get no suggestion, candidates whose length alone rules them out are skipped, and each comparison stops as soon
/// as it cannot come within the limit.
public func suggestion(for word: String, among candidates: [String]) -> String? {
    var suggester = Suggester(candidates)
    return suggester.suggestion(for: word)
}

/// Suggestions among one set of names, asked many times (unknown students in a class of thousands): the names are
/// prepared once, and after ``maximumLookups`` questions it stops suggesting, so a file of a thousand unknown names
/// costs no more than fifty.
public struct Suggester {
    public static let maximumLookups = 50
    private let candidates: [(name: String, characters: [Character])]
    private var lookups = 0

    public init(_ names: [String]) {
        candidates = names.map { ($0, Array($0.lowercased())) }
    }

    public mutating func suggestion(for word: String) -> String? {
        guard lookups < Self.maximumLookups else { return nil }
        lookups += 1
        let word = Array(word.lowercased())
        guard word.count <= 64 else { return nil }
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where abs(candidate.characters.count - word.count) <= limit {
            let bound = min(limit, (best?.distance ?? limit + 1) - 1)
            guard bound >= 0, let distance = editDistance(word, candidate.characters, within: bound) else { continue }
            best = (candidate.name, distance)
        }
        return best?.candidate
    }
}

/// The edit distance between `a` and `b`, or nil when it is more than `limit`.
private func editDistance(_ a: [Character], _ b: [Character], within limit: Int) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var smallest = i
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = Swift.min(
                previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            smallest = Swift.min(smallest, current[j])
        }
        if smallest > limit { return nil }
        swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}
