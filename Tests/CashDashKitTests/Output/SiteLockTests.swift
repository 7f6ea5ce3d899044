@testable import CashDashKit
@testable import CashDashModel
import Foundation
import Synchronization
import TestSupport
import Testing

/// One lock for every command that changes a site: `add` waits its turn, `daily` and the class commands give up with
/// a message that says what to do.
@Suite struct SiteLockTests {
    @Test func aSecondCommandThatMustNotWaitIsToldWhatHappened() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Lock\n"])
        let held = SiteLock(SiteFolder(site.path))
        var diagnostics = Diagnostics()
        #expect(held.acquire(diagnostics: &diagnostics))
        let other = SiteLock(SiteFolder(site.path))
        #expect(!other.acquire(whenBusy: .refuse(what: "nothing was added"), diagnostics: &diagnostics))
        #expect(
            diagnostics.sorted.map(\.message) == [
                "another cashdash command is changing this site right now, so nothing was added; run this again when it has finished"
            ])
        #expect(diagnostics.sorted.first?.description.contains("/Content/site.yml:1:1: error: ") == true)
        held.release()
        var after = Diagnostics()
        #expect(
            other.acquire(whenBusy: .refuse(what: "nothing was added"), diagnostics: &after), "free again once released"
        )
    }

    @Test func aCommandThatWaitsSaysSoAndGoesOnWhenTheLockIsFree() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Lock\n"])
        let held = SiteLock(SiteFolder(site.path))
        var diagnostics = Diagnostics()
        #expect(held.acquire(diagnostics: &diagnostics))
        let sitePath = site.path
        let notices = Mutex<[String]>([])
        let acquired = Atomic(false)
        let waiter = Thread {
            var local = Diagnostics()
            let lock = SiteLock(SiteFolder(sitePath))
            let took = lock.acquire(
                whenBusy: .wait(notice: { message in notices.withLock { $0.append(message) } }), diagnostics: &local)
            acquired.store(took, ordering: .sequentiallyConsistent)
        }
        waiter.start()
        let deadline = Date().addingTimeInterval(5)
        while notices.withLock({ $0.isEmpty }) && Date() < deadline { usleep(10_000) }
        #expect(notices.withLock { $0 } == ["waiting for another cashdash command to finish with this site…"])
        let tookWhileHeld = acquired.load(ordering: .sequentiallyConsistent)
        #expect(!tookWhileHeld, "it waits while the lock is held")
        held.release()
        while !acquired.load(ordering: .sequentiallyConsistent) && Date() < deadline { usleep(10_000) }
        let tookOnceFree = acquired.load(ordering: .sequentiallyConsistent)
        #expect(tookOnceFree)
    }

    @Test func withoutSettingsNothingIsLockedAndTheMessageSaysWhere() throws {
        let folder = try TemporarySite()
        var diagnostics = Diagnostics()
        #expect(!SiteLock(SiteFolder(folder.path)).acquire(diagnostics: &diagnostics))
        #expect(
            diagnostics.sorted.first?.description.contains(
                "/Content/site.yml:1:1: error: the site's settings cannot be opened") == true)
    }
}
