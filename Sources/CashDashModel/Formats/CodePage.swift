import Foundation

/// Text in the code pages older programs write: Windows (1250–1258), DOS (437, 850…), Mac, and the double-byte
/// East Asian ones (Shift JIS, GBK, Big5, Korean).
public enum CodePage {
    /// Decodes bytes of a Windows, DOS or Mac code page; an unknown code page is read as Latin-1.
    public static func decode(_ bytes: [UInt8], codePage: Int) -> [Unicode.Scalar] {
        decodeIfKnown(bytes, codePage: codePage) ?? bytes.map { Unicode.Scalar($0) }
    }

    /// Whether Cash Dash can decode `codePage`.
    public static func isKnown(_ codePage: Int) -> Bool {
        [0, 1252, 1250, 28592, 10000].contains(codePage) || codePageEncodings[codePage] != nil
    }

    /// Decodes bytes of a code page, or nil when the code page is unknown or the bytes are not text in it.
    public static func decodeIfKnown(_ bytes: [UInt8], codePage: Int) -> [Unicode.Scalar]? {
        if codePage == 1252 || codePage == 0 {
            return bytes.map { byte in
                if (0x80...0x9F).contains(byte), let scalar = cp1252High[Int(byte - 0x80)] { return scalar }
                return Unicode.Scalar(byte)
            }
        }
        if codePage == 1250 { return decodeSingleByte(bytes, highs: cp1250High) }
        if codePage == 28592 { return decodeSingleByte(bytes, highs: latin2High) }
        if codePage == 10000 {
            return bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : macRomanHigh[Int($0 - 0x80)] }
        }
        if let encoding = codePageEncodings[codePage], let text = String(bytes: bytes, encoding: encoding) {
            return Array(text.unicodeScalars)
        }
        return nil
    }

    /// The code pages Foundation decodes. Those without a name of their own are CoreFoundation's encodings, whose
    /// `String.Encoding` raw value is `0x8000_0000` plus the CFStringEncoding.
    private static let codePageEncodings: [Int: String.Encoding] = [
        1251: .windowsCP1251, 1253: .windowsCP1253, 1254: .windowsCP1254,
        1255: cf(0x0505), 1256: cf(0x0506), 1257: cf(0x0507), 1258: cf(0x0508), 874: cf(0x041D),
        437: cf(0x0400), 850: cf(0x0410), 852: cf(0x0412), 866: cf(0x041B),
        932: .shiftJIS, 10001: .shiftJIS,  // Mac Japanese is Shift JIS with a few additions
        936: cf(0x0421), 54936: cf(0x0632), 20936: cf(0x0421), 10008: cf(0x0421),  // Simplified Chinese: GBK, GB 18030
        950: cf(0x0423), 10002: cf(0x0A03),  // Traditional Chinese: Big5
        949: cf(0x0422), 51949: cf(0x0940), 10003: cf(0x0422),  // Korean: Unified Hangul Code, EUC-KR
        10006: cf(0x0006), 10007: cf(0x0007), 10029: cf(0x001D),
        28591: .isoLatin1, 65001: .utf8,
    ]

    /// Whether a byte of `codePage` leaves a character unfinished in `bytes`: the lead byte of a double-byte code page
    /// waiting for its second byte, which RTF writers may write as plain text (`\'a4A` for two bytes).
    public static func awaitsSecondByte(_ bytes: [UInt8], codePage: Int) -> Bool {
        let isLead: (UInt8) -> Bool
        switch codePage {
        case 932, 10001: isLead = { (0x81...0x9F).contains($0) || (0xE0...0xFC).contains($0) }
        case 936, 54936, 20936, 10008, 950, 10002, 949, 51949, 10003: isLead = { (0x81...0xFE).contains($0) }
        default: return false
        }
        var index = 0
        while index < bytes.count { index += isLead(bytes[index]) ? 2 : 1 }
        return index > bytes.count
    }

    private static func cf(_ encoding: UInt) -> String.Encoding { String.Encoding(rawValue: 0x8000_0000 + encoding) }

    /// The code page of each RTF `\fcharsetN` a font table may give (0 and 1 leave the document's own).
    public static let charsetCodePages: [Int: Int] = [
        77: 10000, 78: 10001, 79: 10003, 80: 10008, 81: 10002, 128: 932, 129: 949, 134: 936, 136: 950, 161: 1253,
        162: 1254, 163: 1258, 177: 1255, 178: 1256, 186: 1257, 204: 1251,
        222: 874, 238: 1250, 255: 437,
    ]

    /// Mac OS Roman's characters for bytes 0x80–0xFF.
    private static let macRomanHigh: [Unicode.Scalar] = [
        "\u{00C4}", "\u{00C5}", "\u{00C7}", "\u{00C9}", "\u{00D1}", "\u{00D6}", "\u{00DC}", "\u{00E1}", "\u{00E0}",
        "\u{00E2}",
        "\u{00E4}", "\u{00E3}", "\u{00E5}", "\u{00E7}", "\u{00E9}", "\u{00E8}", "\u{00EA}", "\u{00EB}", "\u{00ED}",
        "\u{00EC}",
        "\u{00EE}", "\u{00EF}", "\u{00F1}", "\u{00F3}", "\u{00F2}", "\u{00F4}", "\u{00F6}", "\u{00F5}", "\u{00FA}",
        "\u{00F9}",
        "\u{00FB}", "\u{00FC}", "\u{2020}", "\u{00B0}", "\u{00A2}", "\u{00A3}", "\u{00A7}", "\u{2022}", "\u{00B6}",
        "\u{00DF}",
        "\u{00AE}", "\u{00A9}", "\u{2122}", "\u{00B4}", "\u{00A8}", "\u{2260}", "\u{00C6}", "\u{00D8}", "\u{221E}",
        "\u{00B1}",
        "\u{2264}", "\u{2265}", "\u{00A5}", "\u{00B5}", "\u{2202}", "\u{2211}", "\u{220F}", "\u{03C0}", "\u{222B}",
        "\u{00AA}",
        "\u{00BA}", "\u{03A9}", "\u{00E6}", "\u{00F8}", "\u{00BF}", "\u{00A1}", "\u{00AC}", "\u{221A}", "\u{0192}",
        "\u{2248}",
        "\u{2206}", "\u{00AB}", "\u{00BB}", "\u{2026}", "\u{00A0}", "\u{00C0}", "\u{00C3}", "\u{00D5}", "\u{0152}",
        "\u{0153}",
        "\u{2013}", "\u{2014}", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00F7}", "\u{25CA}", "\u{00FF}",
        "\u{0178}",
        "\u{2044}", "\u{20AC}", "\u{2039}", "\u{203A}", "\u{FB01}", "\u{FB02}", "\u{2021}", "\u{00B7}", "\u{201A}",
        "\u{201E}",
        "\u{2030}", "\u{00C2}", "\u{00CA}", "\u{00C1}", "\u{00CB}", "\u{00C8}", "\u{00CD}", "\u{00CE}", "\u{00CF}",
        "\u{00CC}",
        "\u{00D3}", "\u{00D4}", "\u{F8FF}", "\u{00D2}", "\u{00DA}", "\u{00DB}", "\u{00D9}", "\u{0131}", "\u{02C6}",
        "\u{02DC}",
        "\u{00AF}", "\u{02D8}", "\u{02D9}", "\u{02DA}", "\u{00B8}", "\u{02DD}", "\u{02DB}", "\u{02C7}",
    ]

    /// Windows-1252's characters for bytes 0x80–0x9F (nil where the code page has none).
    private static let cp1252High: [Unicode.Scalar?] = [
        "\u{20AC}", nil, "\u{201A}", "\u{0192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}", "\u{02C6}", "\u{2030}",
        "\u{0160}", "\u{2039}", "\u{0152}", nil, "\u{017D}", nil, nil, "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}",
        "\u{2022}", "\u{2013}", "\u{2014}", "\u{02DC}", "\u{2122}", "\u{0161}", "\u{203A}", "\u{0153}", nil, "\u{017E}",
        "\u{0178}",
    ]
}
