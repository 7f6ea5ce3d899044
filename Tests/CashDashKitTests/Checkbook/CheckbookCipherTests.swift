@testable import CashDashKit
@testable import CashDashModel
import Crypto
import Foundation
import Testing
import _CryptoExtras

/// A checkbook sealed at build time opens with its code, and with nothing else.
@Suite struct CheckbookCipherTests {
    private let site = CheckbookSalt(bytes: Array(0..<16))
    private let rows = Data(#"[{"memo":"Weekly pay: Class banker","balance":"$12.00"}]"#.utf8)

    /// PBKDF2-HMAC-SHA256 as RFC 7914 (section 11) gives it: "passwd", "salt", one round, 64 bytes.
    @Test func pbkdf2GivesTheRFCsBytes() throws {
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: Data("passwd".utf8), salt: Data("salt".utf8), using: .sha256, outputByteCount: 64,
            unsafeUncheckedRounds: 1)
        let hex = key.withUnsafeBytes { $0.map { String(format: "%02x", $0) }.joined() }
        #expect(
            hex == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    }

    @Test func aSealedCheckbookOpensWithItsCodeTypedAnyWay() throws {
        let salt = CheckbookCipher.salt(for: "s01", site: site)
        let key = try CheckbookCipher.key(code: "K7M3PX9AC", salt: salt, rounds: 1_000)
        let (nonce, sealed) = try CheckbookCipher.seal(rows, with: key)
        #expect(nonce.count == 12 && sealed.count == rows.count + 16)
        #expect(Data(sealed).range(of: Data("Weekly pay".utf8)) == nil, "nothing of the rows in the clear")
        let typed = try CheckbookCipher.key(code: "k7m-3px-9ac ", salt: salt, rounds: 1_000)
        #expect(try CheckbookCipher.open(sealed, nonce: nonce, with: typed) == rows)
    }

    @Test func anotherCodeOrAnotherStudentsSaltDoesNotOpenIt() throws {
        let salt = CheckbookCipher.salt(for: "s01", site: site)
        let (nonce, sealed) = try CheckbookCipher.seal(
            rows, with: CheckbookCipher.key(code: "K7M3PX9AC", salt: salt, rounds: 1_000))
        let wrong = try CheckbookCipher.key(code: "K7M3PX9AD", salt: salt, rounds: 1_000)
        #expect(throws: (any Error).self) { try CheckbookCipher.open(sealed, nonce: nonce, with: wrong) }
        let other = CheckbookCipher.salt(for: "s02", site: site)
        #expect(other != salt)
        let elsewhere = try CheckbookCipher.key(code: "K7M3PX9AC", salt: other, rounds: 1_000)
        #expect(throws: (any Error).self) { try CheckbookCipher.open(sealed, nonce: nonce, with: elsewhere) }
    }

    /// The same rows give the same bytes (a build's output is the same for the same content); other rows another
    /// nonce, so no nonce is ever used twice with different rows under one key.
    @Test func theNonceFollowsTheRows() throws {
        let key = try CheckbookCipher.key(
            code: "K7M3PX9AC", salt: CheckbookCipher.salt(for: "s01", site: site), rounds: 1_000)
        let first = try CheckbookCipher.seal(rows, with: key), again = try CheckbookCipher.seal(rows, with: key)
        #expect(first.nonce == again.nonce && first.sealed == again.sealed)
        var changed = rows
        changed.append(0x20)
        #expect(try CheckbookCipher.seal(changed, with: key).nonce != first.nonce)
    }

    @Test func checkbookCodesAreNineOfTwentyThreeSignsWrittenInThrees() {
        var codes = StudentCodes(kind: .checkbook)
        var generator = SystemRandomNumberGenerator()
        let lines = codes.assign(["s01"], using: &generator)
        let code = codes.codes["s01"]!
        #expect(code.count == 9 && lines == ["s01,\(codes.written(code))"])
        #expect(codes.written("K7M3PX9AC") == "K7M-3PX-9AC")
        // The signs a code is made of, to the power of its length, are more than 2 ** 40: a year of guesses at
        // PBKDF2's rounds on a graphics card does not reach it.
        #expect(Double(code.count) * log2(Double(StudentCodes.alphabet.count)) > 40)
        #expect(code.allSatisfy(StudentCodes.alphabet.contains))
    }
}
