import CashDashModel
import Foundation

/// The site's lock: an exclusive `flock` on `Content/site.yml`, held while a command changes a file of the site, so two
/// commands (`add` and `daily`, say) never write at once. Every command that changes the site's own files takes it.
final class SiteLock {
    /// What to do when another command holds the lock.
    enum WhenBusy {
        /// Wait for it, telling `notice` once that this command is waiting.
        case wait(notice: ((String) -> Void)? = nil)
        /// Give up at once, with an error naming `what` was not done.
        case refuse(what: String)
    }

    private let file: SiteFolder.Item
    private var descriptor: Int32 = -1

    init(_ site: SiteFolder) {
        file = site.content("site.yml")
    }

    /// Takes the lock; false, after saying why in `diagnostics`, when site.yml cannot be opened or, with `.refuse`,
    /// another command holds the lock.
    func acquire(whenBusy: WhenBusy = .wait(), diagnostics: inout Diagnostics) -> Bool {
        descriptor = open(file.url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.error(
                "the site's settings cannot be opened (\(plainWords(errno: errno))), so nothing was changed; "
                    + "give the site folder with --site DIR", in: file.path)
            return false
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        switch whenBusy {
        case .refuse(let what):
            release()
            diagnostics.error(
                "another cashdash command is changing this site right now, so \(what); run this again when it has finished",
                in: file.path)
            return false
        case .wait(let notice):
            notice?("waiting for another cashdash command to finish with this site…")
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            return true
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
