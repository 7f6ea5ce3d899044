import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What went wrong, in plain words for a message: `permission denied`, `the disk is full`. Errors of the system and
/// of Foundation are said in words rather than as Foundation prints them (`Error Domain=NSPOSIXErrorDomain Code=13`,
/// `The operation could not be completed. …`); Cash Dash's own errors are their sentence.
public func plainWords(_ error: any Error) -> String {
    if let error = error as? POSIXError { return plainWords(errno: error.code.rawValue) }
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return plainWords(errno: Int32(ns.code)) }
    if ns.domain == NSCocoaErrorDomain {
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? any Error {
            return plainWords(underlying)
        }
        switch CocoaError.Code(rawValue: ns.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return plainWords(errno: ENOENT)
        case .fileWriteFileExists: return plainWords(errno: EEXIST)
        case .fileReadNoPermission, .fileWriteNoPermission: return plainWords(errno: EACCES)
        case .fileWriteOutOfSpace: return plainWords(errno: ENOSPC)
        case .fileWriteVolumeReadOnly: return plainWords(errno: EROFS)
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile:
            return "it is not text Cash Dash can read (UTF-8)"
        default: break
        }
        let prefix = "The operation could not be completed. "
        let text = ns.localizedDescription
        return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
    return "\(error)"
}

/// A system error number in plain words.
public func plainWords(errno code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ENOENT: "there is no such file or folder"
    case EEXIST: "something of that name is there already"
    case ENOSPC, EDQUOT: "the disk is full"
    case EROFS: "the disk is read-only"
    case ENOTDIR: "part of the path is a file, not a folder"
    case EISDIR: "it is a folder, not a file"
    case ELOOP: "a link is in the way (Cash Dash does not follow it here)"
    case ENAMETOOLONG: "the name is too long"
    case ENOTEMPTY: "the folder is not empty"
    case EIO: "the disk could not read or write it"
    case EBUSY, ETXTBSY: "it is in use"
    default: String(cString: strerror(code)).lowercased()
    }
}
