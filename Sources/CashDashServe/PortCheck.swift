import CashDashKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `cashdash serve` cannot listen where it was asked to, as a sentence for the terminal.
public struct ServeError: Error, CustomStringConvertible {
    public var description: String
}

/// Finds out before the first build whether the server will be able to listen, so that a second `serve` on a port
/// another one holds says so at once rather than after building the whole site.
enum PortCheck {
    /// Tries to bind a socket to `host`:`port` as the server will (with `SO_REUSEADDR`), and lets it go. Throws when
    /// another program listens there, or the port needs an administrator; anything else is left to the server.
    static func ensureFree(host: String, port: Int) throws(ServeError) {
        guard port > 0 else { return }  // 0: the system picks a free port
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let address = list?.pointee else { return }
        defer { freeaddrinfo(list) }
        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var one: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.ai_addr, address.ai_addrlen) != 0 else { return }
        switch errno {
        case EADDRINUSE:
            throw ServeError(
                description: "port \(port) on \(host) is taken, perhaps by another `cashdash serve`; stop that "
                    + "one, or choose another port, like --port \(port == 8000 ? 8001 : 8000)")
        case EACCES:
            throw ServeError(
                description: "port \(port) needs administrator rights; choose a port from 1024 up, like --port 8000")
        default:
            return
        }
    }
}
