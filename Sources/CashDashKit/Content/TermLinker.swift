import CashDashModel
import CmarkHTML

/// Finds glossary terms in prose with one pass over the text: a trie of the terms' words, walked from each word.
///
/// Matching ignores case, never starts or ends inside a word, takes the longest term at each place, and accepts
/// simple plurals (`budgets`, `taxes`, `policies`; `préstamos`, `intérêts`, `Zinsen`, as `TermPlurals` writes them). A term written `APR (Annual Percentage Rate)` is also found as
/// `APR` and as `Annual Percentage Rate`; `401(k)` is found as written.
struct TermLinker: Sendable {
    private struct Node: Sendable {
        var children: [String: Int32] = [:]
        /// The entry a match ending here links to.
        var entry: Int32 = -1
    }

    private var nodes = [Node()]
    /// Hashes of the words that can start a term, to skip text that cannot hold one without tokenizing it.
    private var firstWords: Set<UInt64> = []
    let entries: [GlossaryEntry]

    /// The terms of `entries`, with the plurals of `language` (`en`, `es`, `fr`, `de`, `pt`; others as written).
    init(entries: [GlossaryEntry], language: String = "en") {
        self.entries = entries
        for (index, entry) in entries.enumerated() {
            let forms =
                entry.linkForms.map { $0.map { Self.tokenize(Substring($0)).map(\.key) } }
                ?? Self.forms(of: entry.term, language: language)
            for form in forms where !form.isEmpty {
                insert(form, entry: index)
                if let first = form.first { firstWords.insert(Self.hash(first.utf8)) }
            }
        }
    }

    /// FNV-1a of the bytes with ASCII letters lowercased.
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(hashSeed, hash)
    }

    private static let hashSeed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One FNV-1a step, folding an ASCII capital to lowercase.
    private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte)) &* 0x100_0000_01b3
    }

    /// Whether some word of `text` could start a term: an ASCII word whose hash is a first word, or any word with
    /// other letters (checked properly by the tokenizer).
    private func mayHoldTerm(_ text: String) -> Bool {
        var hash = Self.hashSeed
        var inWord = false, nonASCII = false
        for byte in text.utf8 {
            let isWordByte =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte >= 0x80
            if isWordByte {
                if !inWord { hash = Self.hashSeed; nonASCII = false }
                inWord = true
                nonASCII = nonASCII || byte >= 0x80
                hash = Self.hash(hash, byte)
            } else if inWord {
                if nonASCII || firstWords.contains(hash) { return true }
                inWord = false
            }
        }
        return inWord && (nonASCII || firstWords.contains(hash))
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The spellings a term is found under: itself, the parts of `X (Y)`, and plurals of each.
    static func forms(of term: String, language: String = "en") -> [[String]] {
        var names = [term]
        if let open = term.range(of: " ("), term.hasSuffix(")") {
            names.append(String(term[..<open.lowerBound]))
            names.append(String(term[open.upperBound..<term.index(before: term.endIndex)]))
        }
        var forms: [[String]] = []
        for name in names {
            let tokens = tokenize(Substring(name)).map(\.key)
            guard let last = tokens.last, !tokens.isEmpty else { continue }
            forms.append(tokens)
            guard last.unicodeScalars.allSatisfy(\.properties.isAlphabetic), last.count > 2 else { continue }
            for plural in TermPlurals.plurals(of: last, language: language) {
                forms.append(tokens.dropLast() + [plural])
            }
        }
        return forms
    }

    private mutating func insert(_ tokens: [String], entry: Int) {
        var node = 0
        for token in tokens {
            if let next = nodes[node].children[token] {
                node = Int(next)
            } else {
                nodes.append(Node())
                nodes[node].children[token] = Int32(nodes.count - 1)
                node = nodes.count - 1
            }
        }
        if nodes[node].entry < 0 { nodes[node].entry = Int32(entry) }
    }

    /// A word, a run of white space, or one other character; `key` is what the trie compares.
    struct Token {
        var range: Range<String.Index>
        var key: String
        var isWord: Bool
    }

    static func tokenize(_ text: Substring) -> [Token] {
        var tokens: [Token] = []
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text.unicodeScalars[index]
            var end = text.unicodeScalars.index(after: index)
            if isWordScalar(scalar) {
                while end < text.endIndex && isWordScalar(text.unicodeScalars[end]) {
                    end = text.unicodeScalars.index(after: end)
                }
                tokens.append(Token(range: index..<end, key: text[index..<end].lowercased(), isWord: true))
            } else if scalar.properties.isWhitespace {
                while end < text.endIndex && text.unicodeScalars[end].properties.isWhitespace {
                    end = text.unicodeScalars.index(after: end)
                }
                tokens.append(Token(range: index..<end, key: " ", isWord: false))
            } else {
                let key = scalar == "\u{2019}" ? "'" : String(scalar)  // a curly apostrophe matches a straight one
                tokens.append(Token(range: index..<end, key: key, isWord: false))
            }
            index = end
        }
        return tokens
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// The entry `name` is a form of (`apr` for `APR (Annual Percentage Rate)`, `budgets` for `Budget`), if any.
    func entry(named name: String) -> Int? {
        let name = name.trimmingCharacters(in: .whitespaces)
        if let entry = entries.firstIndex(where: { $0.term.caseInsensitiveCompare(name) == .orderedSame }) {
            return entry
        }
        guard let only = matches(in: name).first, only.range == name.startIndex..<name.endIndex else { return nil }
        return only.entry
    }

    /// The terms in `text` as (range, entry index) in order, taking the longest term at each place.
    func matches(in text: String) -> [(range: Range<String.Index>, entry: Int)] {
        guard mayHoldTerm(text) else { return [] }
        let tokens = Self.tokenize(Substring(text))
        var found: [(Range<String.Index>, Int)] = []
        var start = 0
        while start < tokens.count {
            guard tokens[start].isWord else { start += 1; continue }
            var node = 0, position = start
            var best: (end: Int, entry: Int)?
            while position < tokens.count, let next = nodes[node].children[tokens[position].key] {
                node = Int(next)
                position += 1
                // A match never ends inside a word: "401(k)" is not found in "401(k)s".
                let entry = Int(nodes[node].entry)
                let endsInsideWord = position < tokens.count && tokens[position].isWord
                if entry >= 0 && !endsInsideWord { best = (position, entry) }
            }
            if let best {
                found.append((tokens[start].range.lowerBound..<tokens[best.end - 1].range.upperBound, best.entry))
                start = best.end
            } else {
                start += 1
            }
        }
        return found
    }

    /// `text` with the first occurrence of each term not yet in `linked` made a link to its entry on the glossary
    /// page at `glossary`, the definition as its tooltip; nil when nothing is linked. Newly linked entries are
    /// added to `linked` and, in order, to `order`.
    func link(_ text: String, glossary: String, linked: inout Set<Int>, order: inout [Int]) -> [TextSegment]? {
        guard !isEmpty else { return nil }
        var segments: [TextSegment] = []
        var cursor = text.startIndex
        for (range, index) in matches(in: text) where linked.insert(index).inserted {
            order.append(index)
            let entry = entries[index]
            segments.append(.text(String(text[cursor..<range.lowerBound])))
            segments.append(
                .link(
                    text: String(text[range]), destination: glossary + "#" + entry.anchor, title: entry.definition))
            cursor = range.upperBound
        }
        guard !segments.isEmpty else { return nil }
        segments.append(.text(String(text[cursor...])))
        return segments
    }
}
