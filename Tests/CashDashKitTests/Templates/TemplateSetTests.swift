@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct TemplateSetTests {
    @Test func everyTemplateCashDashRendersIsBundled() {
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(from: [.bundled], diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        for template in Template.allCases where template != .layout && !template.rawValue.hasPrefix("partials/") {
            #expect(throws: Never.self, "\(template)") { _ = try templates.render(template, [String: String]()) }
        }
    }

    @Test func aMissingTemplateIsAnErrorNamingItNeverAnEmptyPage() throws {
        let site = try TemporarySite(["Templates/home.mustache": "<p>{{title}}</p>"])
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(
            from: [.folder(site.root.appendingPathComponent("Templates"), path: "Templates")], diagnostics: &diagnostics
        )
        #expect(
            diagnostics.errors.contains {
                $0.path == "Templates/404.mustache" && $0.message.contains("`404.mustache` is missing")
            })
        #expect(try templates.render(.home, ["title": "Hi"]) == "<p>Hi</p>")
        #expect(throws: TemplateError.self) { try templates.render(.notFound, [String: String]()) }
        #expect(
            TemplateError(template: .notFound).description.hasPrefix(
                "the template `404.mustache` could not be rendered"))
    }
}

@Suite struct BundledTemplatesTests {
    /// The package's `Templates/` folder, which the build compiles in.
    static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../../Templates"
    )
    .standardizedFileURL

    @Test func theCompiledInTemplatesAreTheTemplatesFolderByteForByte() throws {
        let bundled = EmbeddedFiles.files(in: "Templates")
        let onDisk = listFiles(in: Self.sourceFolder, within: Self.sourceFolder.deletingLastPathComponent()).sorted()
        #expect(bundled.map(\.path) == onDisk)
        for (path, data) in bundled {
            #expect(
                data == FileManager.default.contents(atPath: Self.sourceFolder.appendingPathComponent(path).path),
                "\(path)")
        }
    }
}
