import Foundation
import TestSupport
import Testing

/// The random edits of the preview's incremental-build test, each followed by the real binary's `build` into the
/// site's `Output/`, which keeps what the last build left: its output must equal a fresh full build into a new folder,
/// byte for byte, and the two must fail alike. Every other edit is left to settle before the build, as a writer's
/// are, so that the build after it may find nothing changed (`Output/.cashdash/built`): it then says so and touches
/// nothing, and the next edit, of any kind, must still be seen.
@Suite struct RebuildCommandTests {
    private func build(_ site: TemporarySite, output: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["build", "--site", site.path] + (output.map { ["--output", $0] } ?? []),
            environment: ["CASHDASH_TODAY": "2026-03-01"])
    }

    @Test(arguments: [4, 5] as [UInt64])
    func everyBuildAfterRandomEditsEqualsAFreshFullBuild(seed: UInt64) throws {
        var edits = try RandomSiteEdits(seed: seed)
        let site = edits.site
        let fresh = try TemporarySite()
        #expect(try build(site).status == 0)
        var lastGood = CommandRunner.tree(site.root.appendingPathComponent("Output"))
        for round in 0..<16 {
            let edit = try edits.next()
            let settled = round % 2 == 1
            if settled { usleep(150_000) }
            let kept = try build(site)
            let full = try build(site, output: fresh.root.appendingPathComponent("Output-\(round)").path)
            #expect(kept.status == full.status, "round \(round): \(kept.standardError) \(full.standardError)")
            let built = CommandRunner.tree(site.root.appendingPathComponent("Output"))
            guard full.status == 0 else {
                #expect(built == lastGood, "round \(round): a failed build leaves the last site as it was")
                continue
            }
            let expected = CommandRunner.tree(fresh.root.appendingPathComponent("Output-\(round)"))
            #expect(built.keys.sorted() == expected.keys.sorted(), "round \(round), operation \(edit.operation)")
            for (path, data) in expected where built[path] != data {
                Issue.record("round \(round), operation \(edit.operation): \(path) differs from a fresh full build")
            }
            lastGood = built
            guard settled else { continue }
            let again = try build(site)
            #expect(again.standardOutput.contains("nothing had changed"), "round \(round): \(again.standardOutput)")
            #expect(CommandRunner.tree(site.root.appendingPathComponent("Output")) == built, "round \(round)")
        }
    }
}
