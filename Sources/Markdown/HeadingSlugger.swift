/// Makes GitHub-style heading ids, unique within one page.
///
/// Like GitHub: lowercase, drop punctuation other than `-` and `_`, spaces become `-`; a repeat gets `-1`, `-2`…
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// The id for a heading whose text is `text`.
    public mutating func slug(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var suffix = 0
        while used.contains(candidate) {
            suffix += 1
            candidate = "\(base)-\(suffix)"
        }
        used.insert(candidate)
        return candidate
    }

    /// The GitHub slug of `text`, without de-duplication.
    public static func slug(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            let properties = scalar.properties
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" || properties.isAlphabetic || properties.numericType != nil
                || properties.generalCategory == .nonspacingMark
            {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
