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
            // A price with no item after it (`buy Ava 4.00`) is not an item the store lacks.
            let message =
                DecimalText.parse(Substring(name)) != nil
                ? "`\(name)` reads as a price; give the item after it, like `cashdash class buy NAME \(name) \"Pencil set\"`, "
                    + "or an item of the store by name alone"
                : failure.message
            diagnostics.error(message, in: displayPath(folder, PayRules.fileName))
            return nil
        }
    }
}
