import CashDashModel
import Foundation

extension ClassEntry {
    /// The item of `store` called `name`; nil, with an error at rules.yml listing the closest names, when the store
    /// has none.
    func storeItem(
        _ name: String, _ store: ClassStore, in folder: String, _ diagnostics: inout Diagnostics
    ) -> ClassStore.Item? {
        switch store.item(named: name) {
        case .success(let item): return item
        case .failure(let failure):
            diagnostics.error(failure.message, in: displayPath(folder, PayRules.fileName))
            return nil
        }
    }
}
