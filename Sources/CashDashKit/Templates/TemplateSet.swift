import CashDashModel
import Foundation
import Mustache

/// The Mustache templates and static assets a site is rendered with.
///
/// Cash Dash's own `Templates/` folder provides every template; a site's `Templates/` folder may replace any of them
/// (or any asset) by putting a file of the same name there, as a Hugo site overrides its theme's layouts.
struct TemplateSet: Sendable {
    private let library: MustacheLibrary
    /// Asset files by relative path (`style.css`), with the folder each one comes from.
    let assets: [(path: String, source: URL)]

    /// `style.css` as text, for pages that inline it to stand alone (reports, statements).
    var stylesheet: String {
        assets.first { $0.path == "style.css" }.flatMap { try? String(contentsOf: $0.source, encoding: .utf8) } ?? ""
    }

    /// Cash Dash's own templates with the site's `Templates/` over them, file by file.
    static func load(for site: SiteFolder, bundled: URL = BundledTemplates.folder, diagnostics: inout Diagnostics) -> TemplateSet {
        let own = site.item("Templates")
        return load(from: [(bundled, bundled.path), (own.url, own.path)], diagnostics: &diagnostics)
    }

    /// Loads templates from `folders`, later folders overriding earlier ones.
    static func load(from folders: [(url: URL, path: String)], diagnostics: inout Diagnostics) -> TemplateSet {
        var sources: [String: (url: URL, path: String)] = [:]
        var assets: [String: URL] = [:]
        for folder in folders {
            for file in listFiles(in: folder.url, within: folder.url.deletingLastPathComponent()) {
                let url = folder.url.appendingPathComponent(file)
                if file.hasPrefix("assets/") {
                    assets[String(file.dropFirst("assets/".count))] = url
                } else if file.hasSuffix(".mustache") {
                    sources[String(file.dropLast(".mustache".count))] = (url, displayPath(folder.path, file))
                }
            }
        }
        HTMLContentType.register()
        var library = MustacheLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard let text = readTextFile(source.url, path: source.path, diagnostics: &diagnostics) else { continue }
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error(
                    "this template cannot be read (\(error.error)); check the `{{` tags on this line", in: source.path,
                    line: error.context.lineNumber, column: error.context.columnNumber)
            } catch {
                diagnostics.error("this template cannot be read: \(error)", in: source.path)
            }
        }
        for template in Template.allCases where sources[template.rawValue] == nil {
            let folder = folders.last?.path ?? "Templates"
            diagnostics.error(
                "the template `\(template.fileName)` is missing; copy it from Cash Dash's Templates folder",
                in: displayPath(folder, template.fileName))
        }
        return TemplateSet(
            library: library, assets: assets.sorted { $0.key < $1.key }.map { (path: $0.key, source: $0.value) })
    }

    /// Renders `template` with `context`.
    func render(_ template: Template, _ context: Any) throws(TemplateError) -> String {
        guard let html = library.render(context, withTemplate: template.rawValue) else { throw TemplateError(template: template) }
        return html
    }
}

/// Where Cash Dash's own templates are: the `Templates/` folder of the source tree the tool was built from.
enum BundledTemplates {
    static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Templates
            .deletingLastPathComponent()  // CashDashKit
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Templates")
    }
}
