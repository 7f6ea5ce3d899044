import CashDashModel
import Foundation

extension SiteBuilder {
    /// The result of a build when nothing it reads, nor any file it left, changed since the last build into the
    /// output folder (``StandingBuild``): what that build said and counted. Nil when anything did.
    func standingResult(_ inputs: BuildInputs) -> Result? {
        progress?.begin("Looking for changes", total: 0)
        guard let summary = StandingBuild.standing(for: inputs, in: URL(fileURLWithPath: outputPath)) else {
            return nil
        }
        var result = Result(
            diagnostics: Diagnostics(summary.diagnostics), pageCount: summary.pageCount,
            chapterCount: summary.chapterCount, outputPath: outputPath)
        result.unchangedPageCount = summary.pageCount
        result.showsStudentNamesByDefault = summary.showsStudentNamesByDefault
        result.nothingChanged = true
        return result
    }

    /// What this build leaves for the next to tell that nothing changed, with what it `said` so far (the link check's
    /// findings are added when it publishes); nil when an input was saved too close to the build to tell a later save.
    func standingBuild(_ inputs: BuildInputs, _ loaded: Site, said: Result) -> StandingBuild? {
        let curriculum = loaded.curriculum
        let included = (curriculum.chapters + curriculum.drafts).reduce(into: Set<String>()) {
            $0.formUnion($1.includedFiles)
        }
        let sorted = included.sorted()
        guard let key = inputs.key(including: sorted) else { return nil }
        return StandingBuild(
            inputs: key, included: sorted,
            summary: StandingBuild.Summary(
                diagnostics: said.diagnostics.all, pageCount: said.pageCount, chapterCount: said.chapterCount,
                showsStudentNamesByDefault: said.showsStudentNamesByDefault))
    }
}
