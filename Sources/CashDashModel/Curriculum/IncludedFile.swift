import Foundation

/// The lines an `{{#include}}` selects from a file, read only as far as the selection needs: `file:1` of a 3 GB file
/// reads one block, and a whole file larger than what the chapter may still hold is refused before it is read.
enum IncludedFile {
    /// Why a file cannot be included, in words for the author.
    struct Failure: Error {
        var message: String
    }

    /// What a selection (`2`, `2:10`, `2:`, `:10` or an anchor's name) picks.
    private enum Selection {
        case all
        case lines(first: Int, last: Int?)
        case anchor(String)
    }

    /// The selected lines of the regular file at `path` (a real path) joined by line breaks, without `ANCHOR:`
    /// lines; `name` is the path as the author wrote it and `budget` the most bytes the chapter may still take. An
    /// anchor selects the first stretch it marks, or with `everyAnchor` (`{{#rustdoc_include}}`) every one, in order.
    static func read(
        _ path: String, selection text: String?, everyAnchor: Bool = false, name: String, budget: Int
    ) -> Result<String, Failure> {
        let tooLarge = Failure(message: "including `\(name)` makes this chapter larger than 16 MB; include fewer lines")
        let selection: Selection
        switch parse(text) {
        case .failure(let failure): return .failure(failure)
        case .success(let parsed): selection = parsed
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(Failure(message: "`\(name)` cannot be read; check that it is a file you may open"))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Failure(message: "`\(name)` is not a file (a folder, a pipe or a device); include a file"))
        }
        if case .all = selection, Int(status.st_size) > budget { return .failure(tooLarge) }

        var lines = SelectedLines(selection: selection, everyAnchor: everyAnchor, budget: budget)
        let scanned = forEachLine(of: descriptor) { lines.offer($0) }
        if lines.overflow { return .failure(tooLarge) }
        guard scanned else {
            return .failure(
                Failure(
                    message:
                        "`\(name)` is larger than 64 MB before the lines it selects end; an include reads at most 64 MB of a "
                        + "file, so split the file and include the part you need"))
        }
        if let failure = lines.selectsNothing(name: name, text: text) { return .failure(failure) }
        guard let result = String(validating: lines.held, as: UTF8.self) else {
            return .failure(Failure(message: "`\(name)` is not UTF-8 text; save it as UTF-8 to include it"))
        }
        return .success(result)
    }

    /// The lines a selection takes, offered one by one as the file is read.
    private struct SelectedLines {
        let selection: Selection
        let everyAnchor: Bool
        let budget: Int
        /// The lines taken, joined by line breaks.
        var held: [UInt8] = []
        var heldLines = 0
        /// The lines read so far.
        var count = 0
        var inAnchor = false
        var anchorFound = false
        /// The lines taken passed `budget`.
        var overflow = false
        /// The last line wanted was taken.
        var done = false

        init(selection: Selection, everyAnchor: Bool, budget: Int) {
            (self.selection, self.everyAnchor, self.budget) = (selection, everyAnchor, budget)
        }

        /// Takes `line` if the selection does; false when reading can stop.
        mutating func offer(_ line: ArraySlice<UInt8>) -> Bool {
            count += 1
            let take: Bool
            switch selection {
            case .all:
                take = true
            case .lines(let first, let last):
                if let last, count > last { return false }
                take = count >= first
                if take, let last, count == last {
                    done = true  // the last line wanted: stop reading after it
                }
            case .anchor(let anchor):
                let text = String(decoding: line, as: UTF8.self)
                if !inAnchor {
                    if IncludedFile.isMarker(text, "ANCHOR:", anchor) { (inAnchor, anchorFound) = (true, true) }
                    return true
                }
                if IncludedFile.isMarker(text, "ANCHOR_END:", anchor) {
                    inAnchor = false
                    return everyAnchor  // mdBook's rustdoc_include goes on to the next stretch; include stops
                }
                take = true
            }
            guard take, !IncludedFile.isAnchorLine(line) else { return true }
            if heldLines > 0 { held.append(UInt8(ascii: "\n")) }
            held.append(contentsOf: line)
            heldLines += 1
            if held.count > budget {
                overflow = true
                return false
            }
            return !done
        }

        /// Why the selection (`text`) found nothing in the whole file: its first line is past the end, or its anchor
        /// is not there.
        func selectsNothing(name: String, text: String?) -> Failure? {
            switch selection {
            case .all: break
            case .lines(let first, _):
                if first > count {
                    return Failure(
                        message: "`\(name)` has \(count) lines, so `\(text ?? "")` selects none; check the line numbers"
                    )
                }
            case .anchor(let anchor):
                if !anchorFound {
                    return Failure(
                        message:
                            "`\(name)` has no line `ANCHOR: \(anchor)`; mark the lines to include with `ANCHOR: \(anchor)` and `ANCHOR_END: \(anchor)`"
                    )
                }
            }
            return nil
        }
    }

    private static func parse(_ text: String?) -> Result<Selection, Failure> {
        guard let text else { return .success(.all) }
        let bounds = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard bounds.allSatisfy({ $0.isEmpty || $0.allSatisfy(\.isASCII) && Int($0) != nil }), bounds.count <= 2 else {
            return .success(.anchor(text.trimmingCharacters(in: .whitespaces)))
        }
        guard let first = bounds[0].isEmpty ? 1 : Int(bounds[0]), first >= 1 else {
            return .failure(Failure(message: "line numbers in `{{#include}}` count from 1"))
        }
        let last = bounds.count == 1 ? first : bounds[1].isEmpty ? nil : Int(bounds[1])
        if let last, last < first {
            return .failure(
                Failure(
                    message:
                        "`\(text)` selects no lines, as its first line comes after its last; write them in order, like `\(last):\(first)`"
                ))
        }
        return .success(.lines(first: first, last: last))
    }

    /// Whether `line` holds `marker` followed by the word `name`.
    private static func isMarker(_ line: String, _ marker: String, _ name: String) -> Bool {
        guard let range = line.range(of: marker) else { return false }
        return line[range.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init) == name
    }

    private static func isAnchorLine(_ line: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: line, as: UTF8.self)
        return text.contains("ANCHOR:") || text.contains("ANCHOR_END:")
    }

    /// The most bytes of one file an include reads, whatever it selects.
    static let mostRead = 64 << 20

    /// Calls `body` with each line of the open file (without its `\n` or `\r\n`) until it returns false or the file
    /// ends; a last line without a line break counts, an empty one after the last break does not. Returns false,
    /// having stopped, when more than ``mostRead`` bytes would be read.
    private static func forEachLine(of descriptor: Int32, _ body: (ArraySlice<UInt8>) -> Bool) -> Bool {
        var pending: [UInt8] = []
        var total = 0
        var block = [UInt8](repeating: 0, count: 1 << 16)
        func emit(_ line: ArraySlice<UInt8>) -> Bool {
            body(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
        while true {
            let count = block.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
            guard total <= mostRead else { return false }
            var start = 0
            for index in 0..<count where block[index] == UInt8(ascii: "\n") {
                let keepGoing: Bool
                if pending.isEmpty {
                    keepGoing = emit(block[start..<index])
                } else {
                    pending.append(contentsOf: block[start..<index])
                    keepGoing = emit(pending[...])
                    pending.removeAll(keepingCapacity: true)
                }
                guard keepGoing else { return true }
                start = index + 1
            }
            pending.append(contentsOf: block[start..<count])
        }
        if !pending.isEmpty { _ = emit(pending[...]) }
        return true
    }
}
