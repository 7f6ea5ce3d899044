import CashDashModel
import Foundation

/// New rows for the class files, checked as a build checks them, then added to the files in their own layout under
/// the site's lock: each file becomes its old bytes plus the new lines, through a temporary file renamed into place.
/// The class commands (`pay`, `buy`, …, `payroll`) write only through this.
struct ClassFileAppend {
    let site: SiteFolder
    let config: SiteConfig
    let ledger: ClassLedger
    let money: MoneyWriter
    /// The files' layouts, by file name, read once.
    private(set) var appenders: [String: CSVRowAppender] = [:]
    /// Each file's bytes as read (none for a missing file), which must be unchanged when the new rows are written.
    private var originals: [String: [UInt8]] = [:]
    /// The lines to add, by file name.
    private(set) var lines: [String: [String]] = [:]
    /// The ids of the rows added, by file name.
    private var addedIDs: [String: [String]] = [:]

    var folder: SiteFolder.Item { site.content("class") }

    /// The memos the commands write in their own words, in the site's language.
    var memos: ClassMemos { ClassMemos(site: site, language: config.language) }

    /// Opens the class of `sitePath` for adding rows; nil, with the problem in `diagnostics`, when it has no class. Its
    /// other problems are not reported here: ``commit(today:diagnostics:)`` checks the files as they will be, so that
    /// rows which settle a problem (pay that covers a purchase already written) are let in, and any left refuse them.
    init?(sitePath: String, diagnostics: inout Diagnostics) {
        site = SiteFolder(sitePath)
        var found = Diagnostics()
        guard let (config, ledger, _) = loadClass(sitePath: sitePath, warnUnlocked: false, diagnostics: &found) else {
            diagnostics.append(contentsOf: found)
            return nil
        }
        self.config = config
        self.ledger = ledger
        money = MoneyFormat(config: config).writer
    }

    /// The layout of `file`; a missing file gets a header of its columns.
    mutating func appender(_ file: String) -> CSVRowAppender {
        if let known = appenders[file] { return known }
        let url = folder.url.appendingPathComponent(file)
        var bytes = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } ?? []
        originals[file] = bytes
        if bytes.isEmpty, let columns = ClassLedger.files.first(where: { $0.name == file }) {
            bytes = Array(((columns.required + columns.optional).joined(separator: ",") + "\n").utf8)
        }
        let appender = CSVRowAppender(bytes: bytes) ?? CSVRowAppender(bytes: Array("\n".utf8))!
        appenders[file] = appender
        return appender
    }

    /// The ids of `file`'s rows and of the rows added to it so far, in order.
    mutating func ids(of file: String) -> [String] {
        let existing: [String] =
            switch file {
            case "transactions.csv": ledger.transactions.sorted { $0.line < $1.line }.map(\.id)
            default: Self.column("id", of: appender(file))
            }
        return existing + (addedIDs[file] ?? [])
    }

    /// A date as the class files write it.
    func date(_ day: Day) -> String { config.classFormat.text(day) }

    /// An amount as the class files write it: the currency's decimals, the files' decimal separator.
    func amount(_ value: Decimal) -> String { config.classFormat.text(value, decimals: money.minorUnits) }

    /// Adds a row to `file`, its values by column name.
    mutating func add(_ values: [String: String], to file: String) {
        let line = appender(file).line(values)
        lines[file, default: []].append(line)
        if let id = values["id"] { addedIDs[file, default: []].append(id) }
    }

    /// Checks the class with the new rows as a build would, then writes them. False, with the problems in
    /// `diagnostics`, when the new rows have errors: then nothing is written.
    func commit(today: Day, diagnostics: inout Diagnostics) -> Bool {
        let lock = SiteLock(site)
        guard lock.acquire(whenBusy: .refuse(what: "nothing was added"), diagnostics: &diagnostics) else {
            return false
        }
        defer { lock.release() }
        // The files as they will be, read into a scratch folder and checked there with the real names in messages.
        var updated: [String: [UInt8]] = [:]
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder.make(in: folder.url)
        } catch {
            diagnostics.error(
                "the new rows could not be checked (\(plainWords(error))); nothing was added", in: folder.path)
            return false
        }
        defer { scratch.remove() }
        do {
            for name in ClassLedger.files.map(\.name) + ["ledger.lock"] {
                let source = folder.url.appendingPathComponent(name)
                var bytes = FileManager.default.contents(atPath: source.path).map { [UInt8]($0) }
                if let new = lines[name], !new.isEmpty, let appender = appenders[name] {
                    bytes = appender.appending(new)
                    updated[name] = bytes
                }
                if let bytes { try scratch.write(Data(bytes), named: name, like: source) }
            }
        } catch {
            diagnostics.error(
                "the new rows could not be checked (\(plainWords(error))); nothing was added", in: folder.path)
            return false
        }
        var found = Diagnostics()
        _ = ClassLedger.loadChecked(
            from: scratch.url, path: folder.path, money: money, format: config.classFormat, today: today,
            warnUnlocked: false,
            diagnostics: &found)
        diagnostics.append(contentsOf: found)
        guard !found.hasErrors else { return false }
        for (name, bytes) in updated.sorted(by: { $0.key < $1.key }) {
            let url = folder.url.appendingPathComponent(name)
            do {
                try AppendedFile.write(Data(bytes), over: url, expecting: Data(originals[name] ?? []))
            } catch {
                diagnostics.error(
                    "this file could not be written (\(plainWords(error))); it is unchanged",
                    in: displayPath(folder.path, name))
                return false
            }
        }
        return true
    }

    /// The values of `column` in the rows of the file `appender` read.
    private static func column(_ column: String, of appender: CSVRowAppender) -> [String] {
        guard let index = appender.columns.firstIndex(of: column) else { return [] }
        var values: [String] = []
        var reader = CSVReader(data: Data(appender.bytes))
        var first = true
        try? reader.forEachRecord { record in
            if first { first = false; return }
            if index < record.count { values.append(record.string(index).trimmingCharacters(in: .whitespaces)) }
        }
        return values
    }
}
