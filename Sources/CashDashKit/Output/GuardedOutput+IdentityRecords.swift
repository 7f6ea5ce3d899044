import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension GuardedOutput {
    /// A control file written when ``commit(records:)`` has put every file in place, from the identities of `paths`
    /// (nil: every file the folder now lists) as they are then and the moment they were taken (seconds since 1970).
    struct IdentityRecord {
        var name: String
        var paths: [String]?
        /// Identities of some of `paths` already taken by this writer, of files it keeps without writing them
        /// (``keep(_:)``): not looked at again.
        var known: [String: FileIdentity] = [:]
        var contents: (_ identities: [String: FileIdentity], _ taken: Double) -> Data
    }

    /// Writes `records` from the identities of their files as they are now (`listed`: every file the folder lists),
    /// each file looked at once however many records name it.
    func write(
        _ records: [IdentityRecord], listed: Set<String>, placed: Set<String>, kept: Set<String>, in control: String
    ) throws {
        guard !records.isEmpty else { return }
        // Every path a record names, each once: all of `listed` when a record names none of its own.
        let named = records.compactMap(\.paths)
        var all = named.count < records.count ? listed : []
        for paths in named { all.formUnion(paths) }
        // A file put in place moments before the record is taken is not trusted by the next build
        // (``FileIdentity/isSettled(before:)``, a tenth of a second), so every page this build wrote would be made
        // again by the next: the records are taken once that tenth has passed.
        if !all.isDisjoint(with: placed) { usleep(110_000) }
        let taken = Date().timeIntervalSince1970
        var identities: [String: FileIdentity] = [:]
        identities.reserveCapacity(all.count)
        for record in records {
            for (path, identity) in record.known where kept.contains(path) { identities[path] = identity }
        }
        // Those not known are looked at now.
        let looked = FolderWalk.identities(of: all.filter { identities[$0] == nil }, under: root.path)
        identities.merge(looked) { known, _ in known }
        for record in records {
            try Self.replace(
                control + "/" + record.name, with: record.contents(identities, taken), through: staging)
        }
    }
}
