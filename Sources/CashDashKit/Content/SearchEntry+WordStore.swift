import Foundation

extension SearchEntry {
    /// An entry's words: made from its texts, or as ``ChapterRecord`` keeps them (``write(to:)``), checked when read
    /// and made a table only when the search asks. A rebuild after one edit takes 2,000 chapters from the record and
    /// asks for the words of the few it renders again; making a table of every chapter's was 1.8 % of it (perf,
    /// Node.js's docs in 2,000 chapters), and a chapter kept is written back to the record from the same bytes.
    enum WordStore: Sendable, Equatable {
        case made(WordTable<Hit>)
        /// The words' bytes, and where each ends and its hit, six little-endian 32-bit fields a word: bytes of the
        /// record, already checked to read as a table, whose words name no place past `lastSource`.
        case recorded(bytes: Data, fields: Data, lastSource: Int32)

        /// The highest place in its entry's texts a word names (-1 for none).
        var lastSource: Int32 {
            switch self {
            case .made(let table): table.values.lazy.map(\.source).max() ?? -1
            case .recorded(_, _, let lastSource): lastSource
            }
        }

        /// The words as a table.
        var table: WordTable<Hit> {
            switch self {
            case .made(let table): return table
            case .recorded(let bytes, let fields, _):
                let count = fields.count / Self.wordWidth
                var (ends, hits) = ([Int32](), [Hit]())
                ends.reserveCapacity(count)
                hits.reserveCapacity(count)
                _ = fields.withUnsafeBytes { fields in
                    Self.forEachWord(in: fields) { end, hit in
                        ends.append(end)
                        hits.append(hit)
                        return true
                    }
                }
                // Checked when read: it is a table.
                return WordTable(bytes: Array(bytes), ends: ends, values: hits)!
            }
        }

        /// The hit of `word`, found without making a table of recorded words.
        func hit(of word: String) -> Hit? {
            guard case .recorded(let bytes, let fields, _) = self else { return table[word] }
            var word = word
            return word.withUTF8 { wanted in
                bytes.withUnsafeBytes { all in
                    var (start, found) = (0, Hit?.none)
                    _ = fields.withUnsafeBytes { fields in
                        Self.forEachWord(in: fields) { end, hit in
                            defer { start = Int(end) }
                            guard Int(end) - start == wanted.count,
                                wanted.isEmpty
                                    || memcmp(all.baseAddress! + start, wanted.baseAddress!, wanted.count) == 0
                            else { return true }
                            found = hit
                            return false
                        }
                    }
                    return found
                }
            }
        }

        /// Equal when they hold the same words with the same hits, however each is held.
        static func == (left: WordStore, right: WordStore) -> Bool {
            switch (left, right) {
            case (.made(let left), .made(let right)): left == right
            // A table is written one way only.
            case (.recorded(let bytes, let fields, _), .recorded(let otherBytes, let otherFields, _)):
                bytes == otherBytes && fields == otherFields
            default: left.table == right.table
            }
        }

        /// Writes the words for ``ChapterRecord``, which ``read(_:kept:)`` reads back: the words' bytes, then where
        /// each ends and its hit, in fields of fixed width (little-endian), which read back as a copy: reading each
        /// as a number of its own was 2.9 % of a rebuild after one edit (perf, Node.js's docs in 2,000 chapters).
        func write(to writer: inout RecordWriter) {
            switch self {
            case .recorded(let bytes, let fields, _):
                bytes.withUnsafeBytes { writer.add($0.bindMemory(to: UInt8.self)) }
                fields.withUnsafeBytes { writer.add($0.bindMemory(to: UInt8.self)) }
            case .made(let table):
                let (bytes, ends) = table.storage
                writer.add(bytes)
                var fields: [UInt8] = []
                fields.reserveCapacity(ends.count * Self.wordWidth)
                for (end, hit) in zip(ends, table.values) {
                    let flags = Int32(hit.headings) << 1 | (hit.inTitle ? 1 : 0)
                    for field in [end, flags, Int32(hit.text), hit.source, hit.start, hit.end] {
                        withUnsafeBytes(of: field.littleEndian) { fields.append(contentsOf: $0) }
                    }
                }
                writer.add(fields)
            }
        }

        /// The words ``write(to:)`` wrote, as the bytes `kept` gives for their places in the reader's bytes; nil
        /// when the record is damaged.
        static func read(_ reader: inout RecordReader, kept: (Range<Int>) -> Data) -> WordStore? {
            guard let bytes = reader.textRange(), let fields = reader.textRange(),
                fields.count.isMultiple(of: wordWidth)
            else { return nil }
            var (start, lastSource) = (Int32(0), Int32(-1))
            let fine = forEachWord(in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: reader.bytes[fields]))) {
                end, hit in
                guard end >= start else { return false }
                (start, lastSource) = (end, max(lastSource, hit.source))
                return true
            }
            guard fine, Int(start) == bytes.count else { return nil }
            return .recorded(bytes: kept(bytes), fields: kept(fields), lastSource: lastSource)
        }

        /// The bytes a word takes in the record after its own: six 32-bit fields, where it ends and its hit.
        private static let wordWidth = 24

        /// Calls `body` with where each word of the fields `raw` ends and its hit, in order, while it returns true;
        /// false when a field is out of its range or `body` stopped.
        @discardableResult
        private static func forEachWord(
            in raw: UnsafeRawBufferPointer, _ body: (_ end: Int32, _ hit: Hit) -> Bool
        ) -> Bool {
            for at in stride(from: 0, to: raw.count - wordWidth + 1, by: wordWidth) {
                func field(_ number: Int) -> Int32 {
                    Int32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 4 * number, as: Int32.self))
                }
                let (end, flags, text, source, start, stop) = (
                    field(0), field(1), field(2), field(3), field(4), field(5)
                )
                guard end >= 0, (0...511).contains(flags), (0...Int32(UInt16.max)).contains(text), source >= -1,
                    start >= 0, stop >= start
                else { return false }
                let hit = Hit(
                    inTitle: flags & 1 == 1, headings: UInt8(flags >> 1), text: UInt16(text), source: source,
                    start: start, end: stop)
                guard body(end, hit) else { return false }
            }
            return true
        }
    }
}
