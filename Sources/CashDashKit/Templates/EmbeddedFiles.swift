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

    /// Every file below `folder` (`Templates`), by its path inside it, in path order (the table's).
    static func files(in folder: String) -> [(path: String, data: Data)] {
        let prefix = folder + "/"
        return table.filter { $0.path.hasPrefix(prefix) }.map {
            (String($0.path.dropFirst(prefix.count)), $0.content.data)
        }
    }
}
