import Charts

/// A kind of chart that a ```chart block can draw, registered once: its name (what `type:` says), the block's keys it
/// reads, and how it draws. ``all`` is what chart blocks offer, check their keys against and name in their messages.
///
/// A new kind of chart is its renderer in `Sources/Charts/`, a reading method on ``ChartBlock/Reader`` and an entry
/// here.
struct ChartKind: Sendable {
    /// What `type:` says: `pie`.
    let name: String
    /// The keys this kind reads beyond ``commonKeys``.
    let parameters: [String]
    /// Draws a block, given how to label the chart from a summary of its data; nil with the reader's diagnostics.
    let draw: @Sendable (inout ChartBlock.Reader, (String) -> ChartLabels) -> Chart?

    /// The keys every chart block may have.
    static let commonKeys = ["type", "title", "description", "format", "palette"]

    /// Every kind a chart block offers, in the order messages list them.
    static let all: [ChartKind] = [
        ChartKind(name: "pie", parameters: ["data"]) { reader, labels in reader.pie(labels, isDonut: false) },
        ChartKind(name: "donut", parameters: ["data"]) { reader, labels in reader.pie(labels, isDonut: true) },
        ChartKind(name: "bar", parameters: ["data", "categories", "series", "stacked", "average", "reference"]) {
            reader, labels in
            reader.bar(labels)
        },
        ChartKind(name: "horizontal-bar", parameters: ["data", "column"]) { reader, labels in
            reader.horizontalBar(labels)
        },
        ChartKind(name: "line", parameters: ["series", "rebase", "decimals"]) { reader, labels in reader.line(labels) },
    ]

    /// The kind `type:` names, if any.
    static func named(_ name: String) -> ChartKind? { all.first { $0.name == name } }
}
