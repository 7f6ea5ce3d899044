import CashDashModel
import Testing

/// A digest's leading bits are the number its hex starts with, so that what is picked by one (a record's part) is
/// what the other picked.
@Suite struct StableDigestTests {
    @Test func theLeadingBitsAreTheFirstEightHexDigits() {
        for number in 0..<2_000 {
            var digest = StableDigest()
            digest.add("\(number)-chapter.md")
            #expect(UInt32(digest.hex.prefix(8), radix: 16) == digest.leadingBits, "\(number)")
        }
        #expect(StableDigest().leadingBits == UInt32(StableDigest().hex.prefix(8), radix: 16))
    }
}
