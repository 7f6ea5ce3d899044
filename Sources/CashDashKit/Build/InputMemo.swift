import CashDashModel
import Synchronization

/// The site's inputs besides the chapters (settings, glossary, rates, budgets, calculators, class, templates) as
/// the last build read them, with what was wrong in them, so that a rebuild told what changed (``ChangedFiles``)
/// reads again only an input whose files were named, or whose other inputs (its `key`) are not the same.
final class InputMemo: Sendable {
    private struct Entry: @unchecked Sendable {  // `value` and `key` are always Sendable
        var value: Any
        var key: Any
        var diagnostics: Diagnostics
    }

    private let entries = Mutex<[String: Entry]>([:])

    init() {}

    /// What `read` gives, or what it gave last time when nothing at or inside `paths` may have changed and `key` is
    /// equal; either way, its diagnostics are appended to `diagnostics`.
    func value<Value: Sendable, Key: Equatable & Sendable>(
        of name: String, paths: [String], key: Key, changes: ChangedFiles, diagnostics: inout Diagnostics,
        read: (inout Diagnostics) -> Value
    ) -> Value {
        if !paths.contains(where: changes.touches(folder:)), let last = entries.withLock({ $0[name] }),
            let value = last.value as? Value, let lastKey = last.key as? Key, lastKey == key
        {
            diagnostics.append(contentsOf: last.diagnostics)
            return value
        }
        var found = Diagnostics()
        let value = read(&found)
        entries.withLock { $0[name] = Entry(value: value, key: key, diagnostics: found) }
        diagnostics.append(contentsOf: found)
        return value
    }
}
