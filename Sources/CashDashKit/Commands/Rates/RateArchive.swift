import CashDashModel
import Foundation
import ZIPFoundation

/// The rates files inside a zip, as the ECB serves its history (`eurofxref-hist.zip`) and its daily file
/// (`eurofxref.zip`): read in memory, with a bound on what the archive may unpack to.
enum RateArchive {
    /// Stops unpacking at the limit.
    private struct TooLarge: Error {}

    /// What all the entries together may unpack to. The ECB's whole history is about 2 MB of CSV.
    static let unpackedLimit = 50_000_000

    /// Whether `data` starts as a zip does (`PK`, a local file header).
    static func isZip(_ data: Data) -> Bool {
        data.starts(with: [0x50, 0x4B, 0x03, 0x04])
    }

    /// The `.csv`, `.xml` and `.json` files of the archive, by name, in name order.
    static func files(in data: Data, limit: Int = unpackedLimit) throws(SnapshotError) -> [(name: String, data: Data)] {
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw SnapshotError("this zip cannot be opened (\(plainWords(error))); download it again")
        }
        var files: [(name: String, data: Data)] = []
        var unpacked = 0
        for entry in archive where entry.type == .file {
            let name = entry.path
            guard [".csv", ".xml", ".json"].contains(where: name.lowercased().hasSuffix) else { continue }
            var contents = Data()
            do {
                _ = try archive.extract(entry) { chunk in
                    unpacked += chunk.count
                    guard unpacked <= limit else { throw TooLarge() }
                    contents.append(chunk)
                }
            } catch is TooLarge {
                throw SnapshotError(
                    "this zip unpacks to more than \(limit / 1_000_000) MB, far more than any rates file; it is not one"
                )
            } catch {
                throw SnapshotError(
                    "`\(name)` in this zip cannot be unpacked (\(plainWords(error))); download it again")
            }
            files.append((name, contents))
        }
        guard !files.isEmpty else {
            throw SnapshotError(
                "this zip holds no rates file (.csv, .xml or .json); is it the ECB's eurofxref-hist.zip?")
        }
        return files.sorted { $0.name < $1.name }
    }
}
