@testable import CashDashKit
import Testing

/// The commit `Scripts/package.sh` writes into `Release/commit`, as `cashdash --version` names it.
@Suite struct BuildInfoTests {
    @Test func theCommitIsTheFilesLineWithoutItsEnd() {
        #expect(BuildInfo.commitLine(from: "f5dcc706322e\n") == "commit f5dcc706322e")
        #expect(BuildInfo.commitLine(from: " \tf5dcc706322e-dirty\r\n\n") == "commit f5dcc706322e-dirty")
        #expect(BuildInfo.commitLine(from: "unknown") == "commit unknown")
    }

    @Test func noCommitIsAnUnknownOne() {
        #expect(BuildInfo.commitLine(from: "") == "unknown commit")
        #expect(BuildInfo.commitLine(from: " \n\r\n") == "unknown commit")
    }

    @Test func theVersionLineNamesTheVersionAndTheCommit() {
        #expect(BuildInfo.versionLine == "\(BuildInfo.version) (\(BuildInfo.commit))")
        #expect(BuildInfo.commit == "unknown commit" || BuildInfo.commit.hasPrefix("commit "))
    }
}
