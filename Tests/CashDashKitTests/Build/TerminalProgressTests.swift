@testable import CashDashKit
@testable import CashDashModel
import Synchronization
import Testing

@Suite struct TerminalProgressTests {
    @Test func drawsOneLineAndClearsItAtTheEnd() {
        let lines = Mutex<[String]>([])
        let progress = TerminalProgress { text in lines.withLock { $0.append(text) } }
        progress.begin("Writing pages", total: 3)
        progress.advance()
        progress.advance()
        progress.advance()
        progress.finish()
        let drawn = lines.withLock { $0 }
        #expect(drawn.first == "\r\u{1B}[KWriting pages  0/3")
        #expect(drawn.contains("\r\u{1B}[KWriting pages  3/3"))
        #expect(drawn.last == "\r\u{1B}[K")
    }
}

@Suite struct StepTimerTests {
    @Test func namesEachStepWithItsTimeInTheOrderTheyRan() throws {
        let timer = StepTimer()
        timer.begin("Reading content", total: 0)
        timer.begin("Writing pages", total: 10)
        timer.advance()
        timer.finish()
        let summary = timer.summary()
        let pattern = try Regex("^reading content [0-9]+ ms, writing pages [0-9]+ ms$")
        #expect(summary.wholeMatch(of: pattern) != nil, "\(summary)")
        #expect(timer.summary() == "", "each summary starts the record afresh")
    }
}
