/// What a quiz block and its questions look like, said where the YAML reader would only say that some text is not
/// `key: value` lines.
extension QuizReader {
    /// What a quiz block looks like, said where a block is not `key: value` lines (a bare Markdown list of questions).
    static let shape =
        "a quiz block is `key: value` lines: `title:` (optional), then `questions:` with each question an item "
        + "`- question: …` that has `choices:` (items `- text: …`, with `right: true` on the right ones) or a number "
        + "`answer:`"
    /// What a question looks like, said where an item of `questions:` is not `key: value` lines.
    static let questionShape =
        "each question is an item `- question: …` with `choices:` (items `- text: …`, with `right: true` on the "
        + "right ones) or a number `answer:`, each on a line of its own"

    /// `diagnostics`, with the YAML reader's "\(what) should be a list of `key: value` lines" said as `shape`, at the
    /// same place: that message names no quiz, and a teacher who wrote a list of questions learns nothing from it.
    static func explained(_ diagnostics: Diagnostics, _ what: String, as shape: String) -> Diagnostics {
        Diagnostics(
            diagnostics.all.map { diagnostic in
                guard diagnostic.message == "\(what) should be a list of `key: value` lines" else { return diagnostic }
                return Diagnostic(
                    path: diagnostic.path, line: diagnostic.line, column: diagnostic.column,
                    severity: diagnostic.severity, message: shape)
            })
    }
}
