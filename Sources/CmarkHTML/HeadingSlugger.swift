/// Makes GitHub-style heading ids, unique within one page.
///
/// Like GitHub: lowercase, drop punctuation other than `-` and `_`, spaces become `-`; a repeat gets `-1`, `-2`…
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []
    /// The next suffix to try for each base, so 50,000 equal headings take linear time, not quadratic.
    private var next: [String: Int] = [:]

    public init() {}

    /// The id for a heading whose text is `text`.
    public mutating func slug(for text: String) -> String {
        claim(Self.slug(text))
    }

    /// `id` if no heading has it yet, else `id-1`, `id-2`…: an author's own (`{#options}`) or one made from a text.
    public mutating func claim(_ id: String) -> String {
        if used.insert(id).inserted { return id }
        var suffix = next[id] ?? 1
        while !used.insert("\(id)-\(suffix)").inserted { suffix += 1 }
        next[id] = suffix + 1
        return "\(id)-\(suffix)"
    }

    /// The GitHub slug of `text`, without de-duplication.
    public static func slug(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(text) }
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

    /// The same rules for ASCII text, without looking up Unicode properties.
    private static func asciiSlug(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
                UInt8(ascii: "_"):
                bytes.append(byte)
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
