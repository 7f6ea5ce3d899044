import CashDashModel
import Crypto

/// A student's checkbook key and the salt it was derived with, which the student's page carries for the browser to
/// derive it again from the code.
struct CheckbookKey: Sendable {
    let salt: [UInt8]
    /// The AES key's 32 bytes (swift-crypto's `SymmetricKey` is not `Sendable`).
    let bytes: [UInt8]
    let rounds: Int

    /// The AES key.
    var key: SymmetricKey { SymmetricKey(data: bytes) }

    /// Each student's key, in the order of `students` (their ids and checkbook codes), derived on every core: PBKDF2's
    /// rounds are most of what a class costs a build.
    static func derive(
        _ students: [(id: String, code: String)], site: CheckbookSalt, rounds: Int = CheckbookCipher.rounds
    ) -> [CheckbookKey] {
        students.parallelMap { student -> CheckbookKey in
            let salt = CheckbookCipher.salt(for: student.id, site: site)
            // PBKDF2 throws only for a hash it does not know or a key size of zero, neither of which is asked here.
            guard let key = try? CheckbookCipher.key(code: student.code, salt: salt, rounds: rounds) else {
                preconditionFailure("PBKDF2-HMAC-SHA256 derives a 32-byte key from any code")
            }
            return CheckbookKey(salt: salt, bytes: key.withUnsafeBytes { Array($0) }, rounds: rounds)
        }
    }
}
