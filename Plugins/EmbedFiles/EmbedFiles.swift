import Foundation
import PackagePlugin

/// Compiles the package's `Templates/`, `Content/` and `Starter/` folders into the target as Swift source, so that
/// the `cashdash` binary needs no source tree beside it: the bundled templates and assets, the default class site
/// (`init --example`) and the starter site (`init`) travel inside it. The folders stay the one place to edit them.
/// `Release/` (not in git) holds what `Scripts/package.sh` stamps into a release: the commit it was built from.
@main
struct EmbedFiles: BuildToolPlugin {
    static let folders = ["Templates", "Content", "Starter", "Release"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in Self.folders {
            let base = root.appending(path: folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walker where !url.lastPathComponent.hasPrefix(".") {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true { inputs.append(url) }
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles+Table.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(Self.folders.joined(separator: ", "))",
                executable: try context.tool(named: "embed-files").url,
                arguments: [root.path, output.path] + Self.folders,
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}
