@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct TemplateSetTests {
    @Test func everyTemplateCashDashRendersIsBundled() {
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(from: [(BundledTemplates.folder, "Templates")], diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        for template in Template.allCases where template != .layout && !template.rawValue.hasPrefix("partials/") {
            #expect(throws: Never.self, "\(template)") { _ = try templates.render(template, [String: String]()) }
        }
    }

    @Test func aMissingTemplateIsAnErrorNamingItNeverAnEmptyPage() throws {
        let site = try TemporarySite(["Templates/home.mustache": "<p>{{title}}</p>"])
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(from: [(site.root.appendingPathComponent("Templates"), "Templates")], diagnostics: &diagnostics)
        #expect(diagnostics.errors.contains { $0.path == "Templates/404.mustache" && $0.message.contains("`404.mustache` is missing") })
        #expect(try templates.render(.home, ["title": "Hi"]) == "<p>Hi</p>")
        #expect(throws: TemplateError.self) { try templates.render(.notFound, [String: String]()) }
        #expect(TemplateError(template: .notFound).description.hasPrefix("the template `404.mustache` could not be rendered"))
    }
}
