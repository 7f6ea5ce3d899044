@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A build copies the print page's unchanged chapters from the page the last build wrote, and can tell when that
/// page was written over while it copied (then the build stops rather than publish a page of mixed bytes).
@Suite struct PrintPartsTests {
    private let page = "curriculum/print/index.html"

    /// Parts taken from a page of three chapters, with the spans of their keys `a`, `b` and `c` (the last trimmed).
    private func parts(in folder: TemporarySite) throws -> PrintParts {
        try folder.write("<p>a</p>\n<p>b</p>\n<p>c</p>", to: page)
        var status = stat()
        try #require(lstat(folder.path + "/" + page, &status) == 0)
        let identity = FileIdentity(status)
        let root = folder.path, page = page
        return PrintParts(
            stamp: "test",
            spans: [
                "a": .init(offset: 0, length: 9, trimmed: false), "b": .init(offset: 9, length: 9, trimmed: false),
                "c": .init(offset: 18, length: 8, trimmed: true),
            ]
        ) { KeptFile(page, under: root, identity: identity) }
    }

    @Test func aPartIsTakenOnlyWhereItEndsThePageAsItWould() throws {
        let folder = try TemporarySite()
        let parts = try parts(in: folder)
        #expect(parts.kept("a", last: false)?.count == 9)
        #expect(parts.kept("c", last: true)?.count == 8)
        #expect(parts.kept("c", last: false) == nil, "it lost its line break as the last")
        #expect(parts.kept("a", last: true) == nil, "it has its line break")
        #expect(parts.kept("d", last: false) == nil)
        #expect(parts.kept(nil, last: false) == nil)
    }

    @Test func aPageWrittenOverWhileItsPartsWereTakenIsNoticed() throws {
        let folder = try TemporarySite()
        let parts = try parts(in: folder)
        #expect(parts.kept("b", last: false) != nil)
        #expect(parts.takenPageIsIntact)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path + "/" + page))
        try handle.write(contentsOf: Data("<p>A</p>".utf8))
        try handle.close()
        parts.wrote([])
        #expect(!parts.takenPageIsIntact)
    }
}
