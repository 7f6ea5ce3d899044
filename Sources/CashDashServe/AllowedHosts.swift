import CashDashKit
import Foundation

/// The names the preview answers to in a request's `Host`: the address it listens on and `localhost`. Any other
/// name is refused, so a web page whose own name was pointed at this machine (DNS rebinding) cannot read the preview.
struct AllowedHosts: Sendable {
    /// The address the server listens on, as `--bind` named it.
    let bound: String

    /// Whether a request whose `Host` is `authority` (`127.0.0.1:8000`, `localhost`, `[::1]:8000`) may be answered.
    /// An address that listens everywhere (`0.0.0.0`, `::`) answers to any IP address too, as no name is involved.
    func allows(_ authority: String?) -> Bool {
        guard let name = authority.map(Self.hostName) else { return false }
        if name == "localhost" || name == Self.hostName(bound) { return true }
        return (bound == "0.0.0.0" || bound == "::") && Self.isIPAddress(name)
    }

    /// The name of `authority` without its port and brackets, in lower case: `[::1]:80` → `::1`.
    static func hostName(_ authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("[") { return String(lowered.dropFirst().prefix { $0 != "]" }) }
        if lowered.filter({ $0 == ":" }).count > 1 { return lowered }  // a bare IPv6 address, as --bind names one
        return String(lowered.prefix { $0 != ":" })
    }

    private static func isIPAddress(_ name: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, name, &v4) == 1 || inet_pton(AF_INET6, name, &v6) == 1
    }
}
