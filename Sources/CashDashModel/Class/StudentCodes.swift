import Foundation

/// The codes that stand for students on public class pages (`class: privacy: codes`), kept in
/// `Content/class/codes.csv` (`student,code`): the teacher's key, which no page and no output ever holds.
///
/// A code is five letters and digits drawn at random from ones that cannot be mistaken for each other (no O and 0,
/// no I and 1), so it says nothing about the student; pages list students by code, an order that says nothing either.
/// Codes are only ever added to the file, a line for each new student, never changed.
///
/// The same file layout holds the secret codes that open each student's checkbook (``Kind/checkbook``).
public struct StudentCodes: Sendable, Equatable {
    public static let fileName = Kind.page.fileName
    static let header = "student,code"
    static let alphabet = Array("ACDEFHJKMNPRTUVWXY34679")

    /// Which codes a file holds: the page codes everyone sees, or the secret checkbook codes.
    public struct Kind: Sendable, Equatable {
        /// The file's name in the class folder.
        public let fileName: String
        /// The letters and digits of a code, without the dashes it may be written with.
        public let length: Int
        /// A code as an example in a message.
        let example: String
        /// How many letters a code is written in: `K7M3P`, or `K7M-3PX-9AC` in threes.
        let group: Int
        /// What a message calls a code: "code", "checkbook code".
        public let noun: String

        /// The codes the public class pages show (`privacy: codes`): five letters and digits, about 23 bits.
        public static let page = Kind(
            fileName: "codes.csv", length: 5, example: "s01,K7M3P", group: 5, noun: "code")
        /// The secret codes that open each student's checkbook: nine letters and digits of 23, 40.7 bits.
        public static let checkbook = Kind(
            fileName: "checkbook.csv", length: 9, example: "s01,K7M-3PX-9AC", group: 3, noun: "checkbook code")
    }

    /// Each student id's code, without dashes.
    public private(set) var codes: [String: String] = [:]
    /// Which codes these are.
    public let kind: Kind

    public init(codes: [String: String] = [:], kind: Kind = .page) {
        self.codes = codes
        self.kind = kind
    }

    /// `code` as a card and the file write it: `K7M-3PX-9AC` for a checkbook code.
    public func written(_ code: String) -> String {
        stride(from: 0, to: code.count, by: kind.group).map {
            String(code.dropFirst($0).prefix(kind.group))
        }.joined(separator: "-")
    }

    /// Reads the codes file of `kind` in `folder`; a missing file is no codes yet. A line that is not `student,code`
    /// is an error.
    public static func load(
        from folder: URL, path: String, kind: Kind = .page, diagnostics: inout Diagnostics
    ) -> StudentCodes {
        let fileName = kind.fileName
        let url = folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return StudentCodes(kind: kind) }
        var codes: [String: String] = [:]
        /// Each code's student and line, for a code written twice.
        var lines: [String: (student: String, line: Int)] = [:]
        let filePath = displayPath(path, fileName)
        for (number, line) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.isEmpty || (number == 0 && text == header) { continue }
            var fields = text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            // A code may be written in groups (`K7M-3PX-9AC`); an id keeps its dashes.
            if fields.count == 2 { fields[1] = fields[1].replacingOccurrences(of: "-", with: "") }
            guard fields.count == 2, !fields[0].isEmpty, fields[1].count == kind.length,
                fields[1].allSatisfy(alphabet.contains)
            else {
                diagnostics.error(
                    "this line should be a student's id and a code of \(kind.length) letters and digits, like "
                        + "`\(kind.example)`; Cash Dash writes this file, so remove the line and build again to give the "
                        + "student a new code", in: filePath, line: number + 1)
                continue
            }
            // A code two students share would show both as one on the class pages, with nothing to tell them apart.
            if let (other, line) = lines[fields[1]] {
                diagnostics.error(
                    "the code `\(fields[1])` is already `\(other)`'s (line \(line)); each student needs a code of their "
                        + "own, so remove this line and build again to give `\(fields[0])` a new one",
                    in: filePath, line: number + 1)
                continue
            }
            if let line = codes[fields[0]].flatMap({ lines[$0]?.line }) {
                diagnostics.error(
                    "`\(fields[0])` already has a code (line \(line)); a student keeps one code, so remove this line",
                    in: filePath, line: number + 1)
                continue
            }
            codes[fields[0]] = fields[1]
            lines[fields[1]] = (fields[0], number + 1)
        }
        return StudentCodes(codes: codes, kind: kind)
    }

    /// The students of `ids` that have no code yet, in the order given.
    public func missing(_ ids: [String]) -> [String] {
        ids.filter { codes[$0] == nil }
    }

    /// Gives each of `ids` a new random code, unlike every other, and returns the lines to add to the file.
    public mutating func assign<Generator: RandomNumberGenerator>(
        _ ids: [String], using generator: inout Generator
    ) -> [String] {
        var used = Set(codes.values)
        var lines: [String] = []
        for id in ids where codes[id] == nil {
            var code: String
            repeat {
                code = String((0..<kind.length).map { _ in Self.alphabet.randomElement(using: &generator)! })
            } while !used.insert(code).inserted
            codes[id] = code
            lines.append("\(id),\(written(code))")
        }
        return lines
    }

    /// The bytes of `codes.csv` with `lines` added after `existing` (the file's bytes, empty if there is none yet),
    /// keeping every byte already there; the Output layer writes them whole.
    public static func appending(_ lines: [String], to existing: Data) -> Data {
        var bytes = existing
        if bytes.isEmpty { bytes.append(contentsOf: Array((header + "\n").utf8)) }
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        bytes.append(contentsOf: Array(lines.map { $0 + "\n" }.joined().utf8))
        return bytes
    }
}
