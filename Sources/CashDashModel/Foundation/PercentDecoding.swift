import Foundation

extension String {
    /// The text with `%20` and the like decoded, as a browser reads an address or a `#fragment`; as written when a
    /// `%` does not start a valid escape. Text without a `%`, nearly every link, is returned as it is: Foundation's
    /// decoder took 2.6 % of a rebuild's CPU on Node.js's docs (`Benchmarks/build.sh`) only to find nothing to decode.
    public var percentDecoded: String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        return removingPercentEncoding ?? self
    }
}
