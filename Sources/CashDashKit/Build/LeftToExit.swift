/// Values a one-off build never frees: the process's exit gives their memory back at once
/// (``SiteBuilder/leavesMemoryToExit``).
enum LeftToExit {
    private final class Held: Sendable {
        let value: any Sendable
        init(_ value: any Sendable) { self.value = value }
    }

    /// Keeps `value` until the process exits.
    static func hold(_ value: any Sendable) {
        _ = Unmanaged.passRetained(Held(value))
    }
}
