import CashDashKit
import CashDashModel
import Foundation

/// Prints the diagnostics to standard error as `path:line:column: severity: message` (at most
/// ``Diagnostics/shownPerFile`` a file, and how many more), with a count of the errors at the end.
func printDiagnostics(_ diagnostics: Diagnostics, failureNote: String = "nothing was written") {
    guard !diagnostics.all.isEmpty else { return }
    // The file just edited leads, as that is most likely what the person is working on.
    let ordered = diagnostics.newestFirst { path in
        (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
    }
    var text = Diagnostics.lines(ordered).joined(separator: "\n") + "\n"
    let errors = diagnostics.errors.count
    if errors > 0 {
        text += (errors == 1 ? "1 error" : "\(errors) errors") + "; \(failureNote).\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
}

/// Prints a line for the person at the terminal (such as "waiting for another build") on standard error, its control
/// characters written out as in every diagnostic.
@Sendable func printNotice(_ text: String) {
    FileHandle.standardError.write(Data((visibleText(text) + "\n").utf8))
}

/// Prints a result line on standard output, each of its lines with its control characters written out, so a note
/// or a file name holding a terminal's escape codes is shown, not obeyed.
func printLine(_ text: String) {
    print(
        text.split(separator: "\n", omittingEmptySubsequences: false).map { visibleText(String($0)) }
            .joined(separator: "\n"))
}
