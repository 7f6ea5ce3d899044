import CashDashModel
import Foundation

/// The site's lock: an exclusive `flock` on `Content/site.yml`, held while a command changes a file of the site, so two
/// commands (`add` and `daily`, say) never write at once. `cashdash daily` takes the same lock.
final class SiteLock {
    private let path: String
    private var descriptor: Int32 = -1

    init(_ site: SiteFolder) {
        path = site.content("site.yml").url.path
    }

    /// Waits for the lock; false, after saying why, when site.yml cannot be opened.
    func acquire(diagnostics: inout Diagnostics) -> Bool {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.error("site.yml cannot be opened (\(plainWords(errno: errno))); nothing was written", in: path)
            return false
        }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        return true
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
