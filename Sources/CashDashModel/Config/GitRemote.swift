import Foundation

/// A git remote as `publish` takes it, from `--remote` or site.yml: a remote's name (`origin`), an address
/// (`https://…`, `ssh://…`, `git@host:path`) or a local path. Anything else is refused before git runs, so no setting
/// reaches git as an option (`--upload-pack=…`) or as a transport that runs a command (`ext::…`).
public struct GitRemote: Sendable, Equatable {
    /// The remote as git is given it, after `--`.
    public let argument: String

    /// The address schemes git may use for a remote; `GIT_ALLOW_PROTOCOL` holds git to the same list.
    public static let schemes = ["https", "http", "ssh", "git", "file"]

    /// The remote `text`, or nil when it is neither a remote's name, an address nor a path (``refusal(_:)`` says so).
    public init?(_ text: String) {
        guard !text.isEmpty, !text.hasPrefix("-"),
            !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }),
            Self.isName(text) || Self.isAddress(text) || Self.isPath(text)
        else { return nil }
        argument = text
    }

    /// Why `text` is not taken as a remote, in the user's words.
    public static func refusal(_ text: String) -> String {
        "`\(hidingCredentials(text))` is not a git remote Cash Dash can push to; write a remote's name (like origin, as "
            + "`git remote -v` lists them), an address (https://…, ssh://… or git@host:path) or a folder's path"
    }

    /// `origin`, `upstream`, `my-pages`: letters, digits, `.`, `_`, `-` and `/`, starting with a letter or digit.
    private static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetterOrDigit else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || "._/-".unicodeScalars.contains($0) }
            && !text.contains("..")
    }

    /// `https://host/path` with one of ``schemes``, or scp's `user@host:path`; never `ext::`, `fd::` or another
    /// transport helper (`name::address`).
    private static func isAddress(_ text: String) -> Bool {
        if text.contains("::") { return false }
        if let range = text.range(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            return schemes.contains(scheme) && range.upperBound < text.endIndex
        }
        // scp-like: [user@]host:path, the host made of letters, digits, `.` and `-`.
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
        let authority = text[..<colon]
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        return !host.isEmpty && !host.hasPrefix("-")
            && host.unicodeScalars.allSatisfy { $0.isASCIILetterOrDigit || $0 == "." || $0 == "-" }
            && authority.split(separator: "@", omittingEmptySubsequences: false).count <= 2
            && text.index(after: colon) < text.endIndex
    }

    /// `/srv/pages.git`, `./pages.git`, `../pages.git`.
    private static func isPath(_ text: String) -> Bool {
        text.hasPrefix("/") || text.hasPrefix("./") || text.hasPrefix("../")
    }

    /// `text` with any user name and password in an address replaced by `***`, for messages and logs:
    /// `https://user:token@host/x` is shown as `https://***@host/x`.
    public static func hidingCredentials(_ text: String) -> String {
        hidingQuery(hidingUserInfo(text))
    }

    /// `?access_token=…` and `#…` of an address as `?***`: a token may be there too.
    private static func hidingQuery(_ text: String) -> String {
        guard text.contains("://") else { return text }
        var result = "", hiding = false
        for character in text {
            if hiding {
                if character == " " || character == "'" || character == "\"" || character == "\n" {
                    hiding = false
                    result.append(character)
                }
                continue
            }
            result.append(character)
            if character == "?" || character == "#" {
                result += "***"
                hiding = true
            }
        }
        return result
    }

    private static func hidingUserInfo(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let authorityEnd =
                rest.firstIndex { $0 == "/" || $0 == " " || $0 == "'" || $0 == "\"" || $0 == "\n" } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += "***"
                rest = rest[at...]
            }
        }
        return result + rest
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrDigit: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
