import CashDashModel
import Foundation

/// `cashdash templates export [DIR] [--force]`: Cash Dash's own templates and assets written out to customise, into
/// the site's `Templates/` by default. A file that is there is kept unless `force`; a link is never written through,
/// neither where a file goes nor at any folder from the export folder down.
public struct TemplatesExport: Sendable {
    public var folder: String
    public var force: Bool

    public init(folder: String = "Templates", force: Bool = false) {
        self.folder = folder
        self.force = force
    }

    public struct Result: Sendable {
        public var diagnostics = Diagnostics()
        public var written: [String] = []
        /// Files that were there and were kept.
        public var kept: [String] = []
        /// Files that could not be written (each has an error in `diagnostics`).
        public var failed: [String] = []
    }

    public func run() -> Result {
        var result = Result()
        let base = URL(fileURLWithPath: folder)
        for (path, data) in CalculatorScript.bundledTemplates() {
            let shown = displayPath(folder, path)
            do {
                switch try NewFile.write(data, to: base.appendingPathComponent(path), replacing: force, within: base) {
                case .written: result.written.append(shown)
                case .kept: result.kept.append(shown)
                }
            } catch {
                result.failed.append(shown)
                result.diagnostics.error(
                    "this file cannot be written (\(error.localizedDescription)); nothing was written here", in: shown)
            }
        }
        return result
    }
}
