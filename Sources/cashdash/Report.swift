import CashDashKit
import Foundation

/// Prints every diagnostic to standard error as `path:line:column: severity: message`, with a count at the end.
func report(_ diagnostics: Diagnostics) {
    guard !diagnostics.all.isEmpty else { return }
    var text = diagnostics.sorted.map(\.description).joined(separator: "\n") + "\n"
    let errors = diagnostics.errors.count
    if errors > 0 {
        text += errors == 1 ? "1 error; nothing was written.\n" : "\(errors) errors; nothing was written.\n"
    }
    FileHandle.standardError.write(Data(text.utf8))
}
