@testable import CashDashModel
import Foundation
import Testing

@Suite struct PlainWordsTests {
    @Test func systemAndFoundationErrorsAreSaidInWords() {
        #expect(plainWords(POSIXError(.EACCES)) == "permission denied")
        #expect(plainWords(NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))) == "the disk is full")
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: POSIXError(.ENOTDIR)])
        #expect(plainWords(wrapped) == "part of the path is a file, not a folder")
        #expect(plainWords(CocoaError(.fileNoSuchFile)) == "there is no such file or folder")
        #expect(
            plainWords(SnapshotError("this zip holds no rates file")) == "this zip holds no rates file",
            "Cash Dash's own sentence")
    }
}
