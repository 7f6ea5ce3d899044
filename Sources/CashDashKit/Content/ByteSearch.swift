import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Where `pattern` first starts at or after `start`; nil when it is not there. Found with C's `memchr` and
    /// `memcmp`: Foundation's `contains` reads the whole text as UTF-16 first, the standard library's generic
    /// `firstRange(of:)` looked up type metadata at every byte (half of a build), and a loop over the bytes in Swift
    /// still took a twentieth of rendering the chapters.
    func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        guard let base = baseAddress, let patternBase = pattern.baseAddress, let first = pattern.first,
            start >= 0, count - start >= pattern.count
        else { return nil }
        let last = count - pattern.count
        var offset = start
        while offset <= last, let found = memchr(base + offset, Int32(first), last - offset + 1) {
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + at, patternBase, pattern.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }
}
