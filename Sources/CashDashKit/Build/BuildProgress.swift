import Foundation
import Synchronization

/// Receives progress while a site builds.
public protocol BuildProgress: Sendable {
    /// A new step begins, with `total` units of work (0 when unknown).
    func begin(_ step: String, total: Int)
    /// One more unit of the current step is done.
    func advance()
    /// The build has finished or failed.
    func finish()
}

/// Draws `Rendering pages  1234/2000` on one line of a terminal, redrawn at most every tenth of a second.
public final class TerminalProgress: BuildProgress {
    private struct State {
        var step = ""
        var total = 0
        var done = 0
        var lastDraw = 0.0
        var drawn = false
    }

    private let state = Mutex(State())
    private let write: @Sendable (String) -> Void

    /// A progress line on standard error, or nil when standard error is not a terminal.
    public static func onStandardError() -> TerminalProgress? {
        isatty(STDERR_FILENO) == 1 ? TerminalProgress { FileHandle.standardError.write(Data($0.utf8)) } : nil
    }

    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func begin(_ step: String, total: Int) {
        state.withLock { state in
            state.step = step
            state.total = total
            state.done = 0
            draw(&state, force: true)
        }
    }

    public func advance() {
        state.withLock { state in
            state.done += 1
            draw(&state, force: state.done == state.total)
        }
    }

    public func finish() {
        state.withLock { state in
            if state.drawn { write("\r\u{1B}[K") }
            state.drawn = false
        }
    }

    private func draw(_ state: inout State, force: Bool) {
        let now = Date().timeIntervalSinceReferenceDate
        guard force || now - state.lastDraw >= 0.1 else { return }
        state.lastDraw = now
        state.drawn = true
        let count = state.total > 0 ? "  \(state.done)/\(state.total)" : ""
        write("\r\u{1B}[K\(state.step)\(count)")
    }
}

/// Records how long each step of a build took, for `--timings`: "Reading content 73 ms, Writing pages 240 ms".
public final class StepTimer: BuildProgress {
    private struct State {
        var steps: [(name: String, started: ContinuousClock.Instant)] = []
        var finished: ContinuousClock.Instant?
    }

    private let state = Mutex(State())

    public init() {}

    public func begin(_ step: String, total: Int) {
        state.withLock { $0.steps.append((step, .now)) }
    }

    public func advance() {}

    public func finish() {
        state.withLock { $0.finished = .now }
    }

    /// Each step with its milliseconds, in the order they ran; empties the record for the next build.
    public func summary() -> String {
        state.withLock { state in
            let end = state.finished ?? .now
            let ends = state.steps.dropFirst().map(\.started) + [end]
            let parts = zip(state.steps, ends).map { step, end in
                "\(step.name.lowercased()) \(Self.milliseconds(end - step.started)) ms"
            }
            state = State()
            return parts.joined(separator: ", ")
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }
}
