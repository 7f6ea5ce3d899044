@testable import CashDashKit
import Foundation
import Testing

/// The commit `Scripts/package.sh` writes into `Release/commit`, as `cashdash --version` names it.
@Suite struct BuildInfoTests {
    @Test func theCommitIsTheFilesLineWithoutItsEnd() {
        #expect(BuildInfo.commitLine(from: Data("f5dcc706322e\n".utf8)) == "commit f5dcc706322e")
        #expect(BuildInfo.commitLine(from: Data(" \tf5dcc706322e-dirty\r\n\n".utf8)) == "commit f5dcc706322e-dirty")
        #expect(BuildInfo.commitLine(from: Data("unknown".utf8)) == "commit unknown")
    }

    @Test func noCommitIsAnUnknownOne() {
        #expect(BuildInfo.commitLine(from: Data()) == "unknown commit")
        #expect(BuildInfo.commitLine(from: Data(" \n\r\n".utf8)) == "unknown commit")
    }

    @Test func theVersionLineNamesTheVersionAndTheCommit() {
        #expect(BuildInfo.versionLine == "\(BuildInfo.version) (\(BuildInfo.commit))")
        #expect(BuildInfo.commit == "unknown commit" || BuildInfo.commit.hasPrefix("commit "))
    }
}
