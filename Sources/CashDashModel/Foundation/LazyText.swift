import Foundation

/// A text held as a `String`, or as the UTF-8 bytes a record beside the output keeps (the chapters as read and as
/// rendered), made a `String` only when one is asked for: a rebuild after one edit takes thousands of chapters from
/// the records and reads the Markdown, HTML and text of few (decoding the HTML and text alone was 7 % of such a
/// rebuild, by perf, and most of its fresh memory).
///
/// Two texts are equal when their UTF-8 is, however each is held.
public struct LazyText: Sendable, Equatable {
    private enum Storage {
        case string(String)
        /// The bytes, with their ``LazyText/digest`` when the record kept it.
        case bytes(Data, digest: StableDigest?)
    }

    private let storage: Storage

    public init(_ string: String) {
        storage = .string(string)
    }

    /// The text whose UTF-8 is `bytes`, which are read as UTF-8 is (an invalid byte reads as U+FFFD); `digest`, when
    /// given, is their ``digest`` as a record kept it, so that it need not be taken again.
    public init(utf8 bytes: Data, digest: StableDigest? = nil) {
        storage = .bytes(bytes, digest: digest)
    }

    /// The digest of the text's UTF-8 alone (the text added to a new ``StableDigest``): kept beside the text by a
    /// record, as a chapter's key takes it on every build and its Markdown is otherwise left unread (hashing 2,000
    /// chapters' Markdown was 2.2 % of a rebuild after one edit of the generated chapters, by perf).
    public var digest: StableDigest {
        if case .bytes(_, let digest?) = storage { return digest }
        var digest = StableDigest()
        digest.add(self)
        return digest
    }

    public var string: String {
        switch storage {
        case .string(let string): string
        case .bytes: withUTF8 { String(decoding: $0, as: UTF8.self) }
        }
    }

    public var isEmpty: Bool { utf8Count == 0 }

    /// Whether the text is held as a `String` of its own, not as the bytes it was read from.
    public var isString: Bool {
        if case .string = storage { true } else { false }
    }

    public var utf8Count: Int {
        switch storage {
        case .string(let string): string.utf8.count
        case .bytes(let bytes, _): bytes.count
        }
    }

    /// Calls `body` with the text's UTF-8, without making a `String` of bytes a record keeps.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        switch storage {
        case .string(var string): return try string.withUTF8(body)
        case .bytes(let bytes, _): return try bytes.withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
        }
    }

    public static func == (left: LazyText, right: LazyText) -> Bool {
        left.withUTF8 { left in
            right.withUTF8 { right in
                left.count == right.count
                    && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }
}
