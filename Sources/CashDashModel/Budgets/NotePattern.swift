/// A category rule's pattern: words to find in a row's note, case ignored, with `|` between choices
/// (`STARBUCKS|PEET'S`). Every other character stands for itself (`AMZN.COM` finds a dot); `\` before one, `\|`
/// say, takes it as written. Matching is a plain search for each choice, so it takes time in proportion to the
/// note, never more (no regular expressions, which can take exponential time).
public struct NotePattern: Sendable, Equatable {
    /// The choices, lowercased.
    public let choices: [String]

    /// The pattern `text`, or nil when it has an empty choice (`A||B`, a `|` at either end), which would match
    /// every note.
    public init?(_ text: String) {
        var choices: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                choices.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        choices.append(current)
        guard !choices.contains(where: { $0.allSatisfy(\.isWhitespace) }) else { return nil }
        self.choices = choices.map { $0.lowercased() }
    }

    /// Whether a choice is found in `note`, which the caller has lowercased.
    public func isFound(inLowercased note: String) -> Bool {
        choices.contains { note.contains($0) }
    }
}
