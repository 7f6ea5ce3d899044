@testable import CashDashKit
import CashDashModel
import Foundation
import Testing

/// The record a build leaves in `Output/.cashdash/pages`: read back exactly, trusted only whole and only with the
/// same stamp, and vouching for a page only when its inputs and its file are the very ones recorded.
@Suite struct PageRecordTests {
    private func identity(inode: UInt64 = 7, size: Int64 = 120, changed: Int = 1_000) -> FileIdentity {
        FileIdentity(text: "\(inode):\(size):\(changed).250000000:\(changed).250000000")!
    }

    private var record: PageRecord {
        PageRecord(
            stamp: "s1", taken: 2_000,
            pages: [
                "rates/2026-01-02/index.html": PageRecord.Entry(
                    key: String(repeating: "a", count: 32), identity: identity()),
                "rates/2026-01-05/index.html": PageRecord.Entry(
                    key: String(repeating: "b", count: 32), identity: identity(inode: 8)),
            ])
    }

    @Test func readsBackWhatItWrote() throws {
        let read = try #require(PageRecord(text: record.text, stamp: "s1"))
        #expect(read.text == record.text)
        #expect(read.pages["rates/2026-01-05/index.html"]?.identity == identity(inode: 8))
    }

    @Test func anIdentityIsReadFromBytesOnlyWhole() {
        let read = { (text: String) in Array(text.utf8).withUnsafeBufferPointer { FileIdentity(bytes: $0[...]) } }
        #expect(read("7:120:1000.250000000:1000.250000000") == identity())
        for damaged in [
            "7:120:1000.25:1000", "7:120:1000.25", "7::1.2:3.4", "7:120:1.2:3.4x", "99999999999999999999:1:1.2:3.4",
            "7:120:1.2.3:4", "", "7:-1:1.2:3.4",
        ] {
            #expect(read(damaged) == nil, "\(damaged)")
        }
    }

    @Test func anotherStampOrADamagedFileIsNoRecord() {
        #expect(PageRecord(text: record.text, stamp: "s2") == nil, "another Cash Dash, other templates or settings")
        #expect(PageRecord(text: String(record.text.dropLast(5)), stamp: "s1") == nil, "cut short")
        #expect(PageRecord(text: record.text.replacingOccurrences(of: "\t", with: " "), stamp: "s1") == nil)
        #expect(PageRecord(text: "", stamp: "s1") == nil)
    }

    @Test func vouchesOnlyForTheSameInputsAndTheSameFile() {
        let keys = [
            "rates/2026-01-02/index.html": String(repeating: "a", count: 32),
            "rates/2026-01-05/index.html": String(repeating: "c", count: 32),
        ]
        let now = ["rates/2026-01-02/index.html": identity(), "rates/2026-01-05/index.html": identity(inode: 8)]
        #expect(
            record.unchanged(keys, identities: now) == ["rates/2026-01-02/index.html"],
            "the second page's inputs changed")
        #expect(
            record.unchanged(keys, identities: ["rates/2026-01-02/index.html": identity(size: 121)]).isEmpty,
            "edited by hand")
        #expect(record.unchanged(keys, identities: [:]).isEmpty, "the file is gone")
    }

    @Test func aFileChangedJustBeforeTheRecordWasTakenIsNotTrusted() {
        let recent = PageRecord(
            stamp: "s1", taken: 1_000.3,
            pages: [
                "index.html": PageRecord.Entry(
                    key: String(repeating: "a", count: 32), identity: identity(changed: 1_000))
            ])
        #expect(
            recent.unchanged(
                ["index.html": String(repeating: "a", count: 32)], identities: ["index.html": identity(changed: 1_000)]
            ).isEmpty)
    }

    @Test func theDigestIsTheSameForTheSameValuesInAnyOrderAndTellsSplitsApart() {
        var one = StableDigest(), two = StableDigest()
        one.addUnordered(["USD": 1, "GBP": 2]) { digest, entry in
            digest.add(entry.key); digest.add(entry.value)
        }
        two.addUnordered(["GBP": 2, "USD": 1]) { digest, entry in
            digest.add(entry.key); digest.add(entry.value)
        }
        #expect(one == two && one.hex.count == 32)
        var ab = StableDigest(), a = StableDigest()
        ab.add("ab"); ab.add("c")
        a.add("a"); a.add("bc")
        #expect(ab != a)
    }
}
