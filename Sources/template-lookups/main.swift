import Foundation

// Writes the lookups by name of every view type, for the TemplateLookups build plugin:
//     template-lookups OUTPUT.swift SOURCE.swift...
// A view is a struct declared as conforming to `TemplateView`. Its lookups are `child(named:)`, for swift-mustache
// (which renders a site's own templates), and `templateValue(named:)`, for Cash Dash's compiled templates, both
// from the properties its body declares (it reads the same imports as the file that declares it) (see `SwiftOutline`). Files are read in the order of their paths, so the
// output is the same on every machine.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: template-lookups OUTPUT.swift SOURCE.swift...\n".utf8))
    exit(2)
}
var views: [SwiftOutline.View] = []
/// The imports of the files that declare views, which their lookups need too (`@testable import` in a test).
var imports: Set<String> = []
var failed = false
for path in arguments.dropFirst(2).sorted() {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
    do {
        let found = try SwiftOutline(source).views
        views += found
        if !found.isEmpty {
            imports.formUnion(
                source.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
                    .map(String.init))
        }
    } catch {
        FileHandle.standardError.write(Data("\(path):\(error.line): error: \(error.message)\n".utf8))
        failed = true
    }
}
if failed { exit(1) }
let text =
    "// Written by template-lookups (the TemplateLookups build plugin) from the views' declarations.\n\n"
    + imports.union(["import Mustache"]).sorted().joined(separator: "\n") + "\n" + views.map(lookups).joined()
    + names(views)
let output = URL(fileURLWithPath: arguments[1])
do {
    try text.write(to: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("template-lookups: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}

/// Every name any view answers to, for telling a misspelt name in a site's own template from one a page may have.
func names(_ views: [SwiftOutline.View]) -> String {
    let all = Set(views.flatMap(\.properties)).sorted()
    return """

        /// Every name a view of this module answers to in a template (written by template-lookups).
        enum TemplateViewNames {
            static let all: Set<String> = [
        \(all.map { "        \"\($0)\"," }.joined(separator: "\n"))
            ]
        }

        """
}

/// The extension that gives `view` its two lookups.
func lookups(_ view: SwiftOutline.View) -> String {
    // `self.` always: a property called `name` would otherwise be the parameter.
    func body(_ value: (String) -> String, fallback: (String) -> String) -> String {
        let fallbacks = (view.through.map(fallback) + ["nil"]).joined(separator: " ?? ")
        guard !view.properties.isEmpty else { return "        \(fallbacks)\n" }
        return "        switch name {\n"
            + view.properties.map { "        case \"\($0)\": \(value($0))\n" }.joined()
            + "        default: \(fallbacks)\n        }\n"
    }
    return """

        extension \(view.name) {
            func child(named name: String) -> Any? {
        \(body({ "self.\($0)" }, fallback: { "self.\($0).child(named: name)" }))    }

            func templateValue(named name: String) -> TemplateValue? {
        \(body({ "self.\($0).templateValue" }, fallback: { "self.\($0).templateValue(named: name)" }))    }
        }

        """
}
