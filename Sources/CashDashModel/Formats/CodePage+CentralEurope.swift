import Foundation

/// The Central European single-byte code pages banks in the Czech Republic, Slovakia, Poland, Hungary and Slovenia
/// export in: Windows-1250 and ISO-8859-2 (Latin-2). Decoded from tables here, as Windows-1252 is, so the reading
/// does not depend on the platform's converters.
extension CodePage {
    /// Decodes Windows-1250 (`highs` ``cp1250High``) or ISO-8859-2 (``latin2High``) bytes: ASCII as it is, each
    /// byte from 0x80 its table's character (a byte the code page leaves unused is read as the Latin-1 control).
    static func decodeSingleByte(_ bytes: [UInt8], highs: [Unicode.Scalar]) -> [Unicode.Scalar] {
        bytes.map { $0 < 0x80 ? Unicode.Scalar($0) : highs[Int($0 - 0x80)] }
    }

    /// Windows-1250's characters for bytes 0x80–0xFF.
    static let cp1250High: [Unicode.Scalar] = Array(
        """
        €\u{0081}‚\u{0083}„…†‡\u{0088}‰Š‹ŚŤŽŹ\
        \u{0090}‘’“”•–—\u{0098}™š›śťžź\
        \u{00A0}ˇ˘Ł¤Ą¦§¨©Ş«¬\u{00AD}®Ż\
        °±˛ł´µ¶·¸ąş»Ľ˝ľż\
        ŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎ\
        ĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢß\
        ŕáâăäĺćçčéęëěíîď\
        đńňóôőö÷řůúűüýţ˙
        """.unicodeScalars)

    /// ISO-8859-2's characters for bytes 0x80–0xFF (0x80–0x9F are the C1 controls).
    static let latin2High: [Unicode.Scalar] =
        (0x80..<0xA0).map { Unicode.Scalar(UInt8($0)) }
        + Array(
            """
            \u{00A0}Ą˘Ł¤ĽŚ§¨ŠŞŤŹ\u{00AD}ŽŻ\
            °ą˛ł´ľśˇ¸šşťź˝žż\
            ŔÁÂĂÄĹĆÇČÉĘËĚÍÎĎ\
            ĐŃŇÓÔŐÖ×ŘŮÚŰÜÝŢß\
            ŕáâăäĺćçčéęëěíîď\
            đńňóôőö÷řůúűüýţ˙
            """.unicodeScalars)
}
