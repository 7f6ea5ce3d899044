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

    /// Every file below `folder` (`Templates`) whose path inside it `includes`, by that path, in path order (the
    /// table's). Only those are made `Data`: all of `Templates/` for its few templates was 0.6 % of a rebuild after
    /// one edit (perf).
    static func files(
        in folder: String, where includes: (String) -> Bool = { _ in true }
    ) -> [(path: String, data: Data)] {
        let prefix = folder + "/"
        return table.compactMap { file in
            guard file.path.hasPrefix(prefix) else { return nil }
            let path = String(file.path.dropFirst(prefix.count))
            return includes(path) ? (path, file.content.data) : nil
        }
    }

    /// The file at `path` (`Release/commit`) when it is held as text, as it is held: no `Data` is made of it.
    static func text(at path: String) -> String? {
        guard let file = table.first(where: { $0.path == path }), case .text(let text) = file.content else {
            return nil
        }
        return text
    }
}
