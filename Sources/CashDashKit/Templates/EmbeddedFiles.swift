import Foundation

/// The files compiled into Cash Dash by the EmbedFiles build plugin: its own `Templates/`, the default class site
/// (`Content/`), the starter site (`Starter/`) and a release's commit (`Release/`), each by its path in the package (`Templates/layout.mustache`).
enum EmbeddedFiles {
    /// One file's bytes, as the generated table holds them.
    enum Content: Sendable {
        case text(String)
        case base64(String)

        var data: Data {
            switch self {
            case .text(let text): Data(text.utf8)
            case .base64(let encoded): Data(base64Encoded: encoded) ?? Data()
            }
        }
    }

    /// Every file below `folder` (`Templates`), by its path inside it, in path order.
    static func files(in folder: String) -> [(path: String, data: Data)] {
        let prefix = folder + "/"
        return table.keys.filter { $0.hasPrefix(prefix) }.sorted().map {
            (String($0.dropFirst(prefix.count)), table[$0]!.data)
        }
    }
}
