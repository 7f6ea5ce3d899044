/// A part of a page made in batches (``PageSet/make(_:at:emit:)``): HTML made now, or bytes of the file the last
/// build wrote in the page's place, which a build into a folder copies from there unread (the print page's unchanged
/// chapters, ``PrintParts``).
struct PagePart: Sendable {
    enum Bytes: Sendable {
        case html(String)
        /// `count` bytes of `file` from `offset` on.
        case kept(KeptFile, offset: Int, count: Int)
    }

    var bytes: Bytes
    /// What the part's links are kept under for the next build (a print chapter's key, ``PrintParts``); nil for a
    /// part whose links are not kept.
    var key: String?

    /// A part of HTML made now.
    static func html(_ html: String, key: String? = nil) -> PagePart {
        PagePart(bytes: .html(html), key: key)
    }

    /// The part's HTML. A kept part is made only for a build into a folder, which copies it (``StreamedFile``):
    /// anything else asking for its text is a mistake in Cash Dash.
    var html: String {
        guard case .html(let html) = bytes else {
            preconditionFailure("a part kept in the last build's file is written only into that folder")
        }
        return html
    }

    /// How many bytes the part is.
    var count: Int {
        switch bytes {
        case .html(let html): html.utf8.count
        case .kept(_, _, let count): count
        }
    }
}
