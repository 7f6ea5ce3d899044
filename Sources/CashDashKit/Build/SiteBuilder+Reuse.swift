import CashDashModel
import Foundation

extension SiteBuilder {
    /// What a build into the output folder reuses of the last one: the pages it may leave as they are, the search's
    /// files when what they are made from is the same (``SearchInputs``), and the record it leaves for the next.
    struct Reuse {
        /// Pages to leave in place, each already noted as kept by the output.
        private(set) var unchanged: Set<String> = []
        /// The search's shards left in place, with its first files, when what they are made from is the same: then
        /// no index is made. Nil when the search's files are made again.
        private(set) var keptShards: [String]?
        /// How many of the search's files are left in place: its first files and `keptShards`.
        var keptSearchFileCount: Int { keptShards.map { $0.count + searchPageCount } ?? 0 }
        private var searchPageCount = 0
        /// Each keyed page's (and kept file's) key, and their paths in the order of the plan, the shards last.
        private var keys: [String: String]
        private var order: [String]
        /// Identities of the files left in place, as just looked at: any record of the output's files may take them
        /// (``GuardedOutput/IdentityRecord/known``) rather than look at those files again.
        private(set) var known: [String: FileIdentity] = [:]
        /// What every page depends on (``PageInputs/stamp(_:settings:)``).
        let stamp: String
        /// The key of the print page's frame, when every chapter has a key (``PageInputs/curriculumKeys(for:)``).
        private var printFrame: String?
        /// Whether no record is to be written: the one there stands (every page left in place, as recorded), or no
        /// page has a key (and it was dropped).
        private var recordStands = false

        init(output: GuardedOutput, pages: [Page], renderer: SiteRenderer, settings: URL, search: String) {
            stamp = PageInputs.stamp(renderer.site, settings: settings)
            var (pageKeys, printFrame) = PageInputs(renderer: renderer).keys(for: pages)
            self.printFrame = printFrame
            let searchPages = pages.filter { $0.route == .searchIndex || $0.route == .searchScript }.map(\.path)
            for path in searchPages { pageKeys[path] = search }
            searchPageCount = searchPages.count
            // In the order of the plan (mostly sorted already): neither the record nor the walk sorts 7,000 paths.
            order = pages.map(\.path).filter { pageKeys[$0] != nil }
            keys = pageKeys
            guard !keys.isEmpty else {
                output.setControlFile(PageRecord.fileName, to: nil)
                recordStands = true
                return
            }
            // After a publish that was stopped half-way, nothing recorded is trusted.
            guard !output.interruptedPublish, let text = output.controlText(PageRecord.fileName),
                let last = PageRecord(text: text, stamp: stamp)
            else { return }
            let shards = last.pages.filter { SearchInputs.isShard($0.key) && $0.value.key == search }.keys.sorted()
            for path in shards { keys[path] = search }
            // Only the pages whose key is the recorded one are looked at (`unchanged` checks the keys again).
            let identities = FolderWalk.identities(
                of: (order + shards).filter { [keys = self.keys] in last.pages[$0]?.key == keys[$0] },
                under: output.root.path)
            var same = last.unchanged(keys, identities: identities)
            let searchFiles = searchPages + shards
            if !searchPages.isEmpty, searchFiles.allSatisfy(same.contains) {
                keptShards = shards
                order += shards
            } else {
                same.subtract(searchFiles)
                for path in shards { keys[path] = nil }
            }
            unchanged = output.keep(same)
            if let kept = keptShards, !searchFiles.allSatisfy(unchanged.contains) {
                // The output does not list one of them: the index is made again, and the same files written.
                (keptShards, order) = (nil, Array(order.dropLast(kept.count)))
                for path in kept { keys[path] = nil }
            }
            known = identities.filter { unchanged.contains($0.key) }
            // Every page is left in place, as recorded: the record there is this build's too.
            recordStands = unchanged.count == keys.count && last.pages.count == keys.count
        }

        /// Gives `renderer` what the pages made again may take from the last build's files: the search's words
        /// (``SearchWordRecord``), when its files are not kept whole, and the print page's chapters
        /// (``PrintRecord``), when the page is made again; returns the links of those chapters. `lastEntry` gives
        /// the search entry the last build made of a chapter file rendered again (``ChapterRecord/lastEntry(of:)``).
        func takeParts(
            for renderer: inout SiteRenderer, entries: [SearchEntry], entryKeys: [StableDigest], pages: [Page],
            from output: GuardedOutput, lastEntry: (String) -> (key: String, entry: SearchEntry)?
        ) -> PrintLinks? {
            if keptShards == nil {
                let words = SearchWordRecord.words(in: output, entryKeys: entryKeys)
                let changed = SearchInputs.changedEntries(
                    entryKeys, last: words.lastEntryKeys, entries: entries, chapters: renderer.chapters,
                    lastEntry: lastEntry)
                renderer.search = SearchIndex(entries: entries, forReuse: false, words: words, changed: changed)
            }
            let printPage = Route.curriculumPrint.path
            guard pages.contains(where: { $0.path == printPage }), !unchanged.contains(printPage) else { return nil }
            let (parts, links) = PrintRecord.parts(in: output, page: printPage, stamp: stamp, frame: printFrame)
            renderer.printParts = parts
            return links
        }

        /// The records of the parts `renderer` wrote (``takeParts(for:entries:entryKeys:pages:from:lastEntry:)``),
        /// of its search's entries of `entryKeys`, and of the print page's `links`, to write once they are in place;
        /// a record of parts this build did not write in parts is removed, and one of files it kept whole stands.
        func partRecords(
            of renderer: SiteRenderer, entryKeys: [StableDigest], links: PrintLinks?, in output: GuardedOutput
        ) -> [GuardedOutput.IdentityRecord] {
            var records: [GuardedOutput.IdentityRecord] = []
            let printPage = Route.curriculumPrint.path
            if let parts = renderer.printParts,
                let record = PrintRecord.record(of: parts, links: links, page: printPage)
            {
                records.append(record)
            } else if !unchanged.contains(printPage) {
                output.setControlFile(PrintRecord.fileName, data: nil)
            }
            if keptShards == nil {
                if let record = SearchWordRecord.record(of: renderer.search, entryKeys: entryKeys) {
                    records.append(record)
                } else {
                    output.setControlFile(SearchWordRecord.fileName, data: nil)
                }
            }
            return records
        }

        /// The record to leave for the next build, with the search's shards this build wrote (`writtenShards`, none
        /// when it kept them) under the key of what the search was made from: nil when the one there stands.
        func record(writtenShards: [String], search: String) -> GuardedOutput.IdentityRecord? {
            guard !recordStands else { return nil }
            var (keys, order) = (keys, order)
            for path in writtenShards where keys[path] == nil {
                keys[path] = search
                order.append(path)
            }
            let stamp = stamp
            return GuardedOutput.IdentityRecord(name: PageRecord.fileName, paths: order, known: known) {
                identities, taken in
                let text = PageRecord.text(stamp: stamp, taken: taken, order: order) { path in
                    guard let identity = identities[path], let key = keys[path] else { return nil }
                    return PageRecord.Entry(key: key, identity: identity)
                }
                return Data(text.utf8)
            }
        }
    }
}
