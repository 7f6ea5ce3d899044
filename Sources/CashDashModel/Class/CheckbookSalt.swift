import Foundation

/// The class's checkbook salt, kept in `Content/class/checkbook-salt.txt`: 16 random bytes, written once as 32 hex
/// digits by the first build that encrypts the students' checkbooks, and never changed after, so that the same class
/// files give the same pages, byte for byte.
///
/// The salt is not a secret (each page carries what it derives from it): it makes work spent guessing one site's codes
/// useless on another's.
public struct CheckbookSalt: Sendable, Equatable {
    public static let fileName = "checkbook-salt.txt"
    /// The salt's bytes.
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// A new salt of 16 bytes from `generator`.
    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> CheckbookSalt {
        CheckbookSalt(bytes: (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    /// The salt as its file holds it: 32 hex digits and a line end.
    public var text: String {
        bytes.map { String(format: "%02x", $0) }.joined() + "\n"
    }

    /// The salt in `checkbook-salt.txt` in `folder`; nil when there is no file yet. A file that is not 32 hex digits
    /// is an error.
    public static func load(from folder: URL, path: String, diagnostics: inout Diagnostics) -> CheckbookSalt? {
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = Array(text.utf8)
        guard digits.count == 32, let bytes = hexBytes(digits) else {
            diagnostics.error(
                "this file should hold 32 hex digits, the salt Cash Dash wrote for the students' checkbooks; remove "
                    + "the file and build again for a new one (every student's checkbook code still opens their "
                    + "checkbook)", in: displayPath(path, fileName), line: 1)
            return nil
        }
        return CheckbookSalt(bytes: bytes)
    }

    private static func hexBytes(_ digits: [UInt8]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
        }
        return bytes
    }
}
