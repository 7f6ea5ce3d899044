import Foundation
import PackagePlugin

/// Writes every view's lookups by name (`child(named:)` and `templateValue(named:)`) from the properties it
/// declares, so that no view keeps a hand-written map of its names: see `Sources/template-lookups`.
@main
struct TemplateLookups: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "TemplateLookups.swift")
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        return [
            .buildCommand(
                displayName: "Writing the views' template lookups",
                executable: try context.tool(named: "template-lookups").url,
                arguments: [output.path] + sources.map(\.path), inputFiles: sources, outputFiles: [output])
        ]
    }
}
