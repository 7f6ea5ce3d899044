import Foundation

/// Finds a student the way a teacher names them on a command line: by id (`s04`), by whole name, or by the start of
/// a word of the name that only one student has (`Dev`, `patel`, `Ava Bright`, but not `Ali` for "Natalie"), case
/// and accents ignored (`chloe` finds "Chloé").
public struct StudentFinder: Sendable {
    public let students: [Student]

    public init(_ students: [Student]) {
        self.students = students
    }

    /// Why a name found no single student.
    public enum Failure: Error, Equatable, Sendable {
        /// No student has that name or id; `candidates` are every student's name, for the message.
        case unknown(String, candidates: [String])
        /// Several students match; their names.
        case ambiguous(String, candidates: [String])

        /// The problem in beginner's words, with what to type instead.
        public var message: String {
            switch self {
            case .unknown(let name, let candidates):
                "there is no student called `\(name)`; the students are \(Self.list(candidates))"
            case .ambiguous(let name, let candidates):
                "`\(name)` could be \(Self.list(candidates, joiner: "or")); write more of the name, or the student's id"
            }
        }

        private static func list(_ names: [String], joiner: String = "and") -> String {
            let shown = names.prefix(12).map { "`\($0)`" }
            let text =
                shown.count > 1
                ? shown.dropLast().joined(separator: ", ") + " \(joiner) " + shown.last! : shown.first ?? "none"
            return names.count > 12 ? text + " and \(names.count - 12) more" : text
        }
    }

    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `query` appears in `name` at the start of one of its words: first, or after a space, hyphen or `'`.
    static func hasWord(startingWith query: String, in name: String) -> Bool {
        var rest = name[...]
        while let found = rest.range(of: query) {
            if found.lowerBound == name.startIndex || !name[name.index(before: found.lowerBound)].isLetter {
                return true
            }
            rest = name[name.index(after: found.lowerBound)...]
        }
        return false
    }

    /// The index of the one student `name` names.
    public func find(_ name: String) -> Result<Int, Failure> {
        let query = Self.folded(name)
        if let index = students.firstIndex(where: { $0.id == name })
            ?? students.firstIndex(where: { Self.folded($0.id) == query })
        {
            return .success(index)
        }
        let names = students.map { Self.folded($0.name) }
        if let index = names.firstIndex(of: query), names.filter({ $0 == query }).count == 1 { return .success(index) }
        let matches = query.isEmpty ? [] : names.indices.filter { Self.hasWord(startingWith: query, in: names[$0]) }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.isEmpty {
            return .failure(.unknown(name, candidates: students.map(\.name)))
        }
        return .failure(.ambiguous(name, candidates: matches.map { students[$0].name }))
    }
}
