import CashDashModel
import Crypto
import Foundation
import _CryptoExtras

/// How a student's checkbook is sealed at build time, for the student's page to open in the browser (WebCrypto) with
/// the student's checkbook code: AES-GCM with a 256-bit key derived from the code by PBKDF2-HMAC-SHA256.
///
/// The nonce is derived, not drawn: the first 12 bytes of HMAC-SHA256 of the plaintext, under a key of its own made
/// from the AES key. The same checkbook gives the same bytes on every build (a site's files change only when what they
/// show changes), and two different checkbooks sealed under one key get different nonces, since a nonce is repeated
/// only when the plaintext is (SIV's construction, RFC 5297). All a reader without the code learns is whether a
/// checkbook changed between two builds, which its page's date says anyway.
enum CheckbookCipher {
    /// PBKDF2's rounds: OWASP's figure for PBKDF2-HMAC-SHA256 (2023). A student's browser spends them once, when the
    /// code is typed (160 ms in headless Chromium here); a build spends them once a student, on every core (68 ms a
    /// student in the release binary: 0.7 s of CPU for the example's ten, measured on a loaded two-core machine).
    static let rounds = 600_000

    /// The salt of one student's key: the first 16 bytes of HMAC-SHA256 of the student's id under the site's salt. Each
    /// student's key has a salt of its own, so a guess tried against one checkbook is no guess at another's, and the
    /// page that carries the salt says nothing of the id.
    static func salt(for student: String, site: CheckbookSalt) -> [UInt8] {
        Array(
            HMAC<Crypto.SHA256>.authenticationCode(for: Data(student.utf8), using: SymmetricKey(data: site.bytes))
                .prefix(16))
    }

    /// The code as the key is derived from it: capitals, without the dashes and spaces it is written or typed with.
    static func normalized(_ code: String) -> String {
        code.uppercased().filter { !$0.isWhitespace && $0 != "-" }
    }

    /// The AES key that `code` opens, as the page derives it with `crypto.subtle.deriveKey`.
    static func key(code: String, salt: [UInt8], rounds: Int = rounds) throws -> SymmetricKey {
        try KDF.Insecure.PBKDF2.deriveKey(
            from: Data(normalized(code).utf8), salt: salt, using: .sha256, outputByteCount: 32,
            unsafeUncheckedRounds: rounds)
    }

    /// `plaintext` sealed under `key`: the nonce, and the ciphertext followed by its 16-byte tag (as WebCrypto's
    /// `decrypt` takes them).
    static func seal(_ plaintext: Data, with key: SymmetricKey) throws -> (nonce: [UInt8], sealed: [UInt8]) {
        let nonceKey = SymmetricKey(
            data: HMAC<Crypto.SHA256>.authenticationCode(for: Data("cashdash checkbook nonce".utf8), using: key))
        let nonce = Array(HMAC<Crypto.SHA256>.authenticationCode(for: plaintext, using: nonceKey).prefix(12))
        let box = try AES.GCM.seal(plaintext, using: key, nonce: AES.GCM.Nonce(data: nonce))
        return (nonce, Array(box.ciphertext) + Array(box.tag))
    }

    /// What ``seal(_:with:)`` sealed; throws when `key` is not the one it was sealed with.
    static func open(_ sealed: [UInt8], nonce: [UInt8], with key: SymmetricKey) throws -> Data {
        let box = try AES.GCM.SealedBox(
            nonce: AES.GCM.Nonce(data: nonce), ciphertext: sealed.dropLast(16), tag: sealed.suffix(16))
        return try AES.GCM.open(box, using: key)
    }
}
