import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

extension RateImporter {
    private final class ECBXMLReader: NSObject, XMLParserDelegate {
        var snapshots: [Snapshot] = []
        var date: String?
        var rates: [String: Decimal] = [:]
        var problem: String?
        /// Open elements; 0 again only once the whole document, root included, has been read.
        var depth = 0
        var rootClosed = false

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            depth -= 1
            if depth == 0 { rootClosed = true }
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            guard name == "Cube" else { return }
            if let time = attributes["time"] {
                finishDay()
                date = time
            } else if let currency = attributes["currency"] {
                guard let text = attributes["rate"] else {
                    problem = problem ?? "the \(currency) entry has no rate"
                    return
                }
                guard let rate = DecimalText.parse(Substring(text)), rate > 0 else {
                    problem = RateImporter.notARate(currency, text, isNumber: DecimalText.parse(Substring(text)) != nil)
                    return
                }
                if rates.updateValue(rate, forKey: currency.uppercased()) != nil {
                    problem = problem ?? "the \(currency) rate appears twice for one day"
                }
            }
        }

        func finishDay() {
            if let date { snapshots.append(Snapshot(date: date, base: "EUR", provider: "ecb", rates: rates)) }
            date = nil
            rates = [:]
        }
    }

    public static func ecbXML(_ data: Data) throws -> [Snapshot] {
        // FoundationXML traps on element names that are not UTF-8 (a fuzz finding); the ECB writes UTF-8, so
        // anything else is refused before the parser sees it.
        guard String(validatingUTF8Data: data) != nil else {
            throw SnapshotError(
                data.starts(with: [0x1F, 0x8B])
                    ? "this answer is compressed (gzip) and was not unpacked, so it cannot be read; check the address"
                    : "this XML is not UTF-8 text")
        }
        // It also crashes on a processing instruction with no data (`<?x?>`, another fuzz finding). The ECB's files
        // have no processing instruction but the XML declaration, and no DOCTYPE (whose entities could multiply).
        if let odd = unexpectedMarkup(in: data) {
            throw SnapshotError("this XML holds `\(odd)`, which ECB rate files never have; it is not an ECB file")
        }
        let reader = ECBXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            throw SnapshotError("this XML cannot be read at line \(parser.lineNumber): it may be cut short")
        }
        guard reader.rootClosed else {
            throw SnapshotError(
                "this XML stops before its end (at line \(parser.lineNumber)); the download was cut short")
        }
        reader.finishDay()
        if let problem = reader.problem { throw SnapshotError(problem) }
        guard !reader.snapshots.isEmpty else { throw SnapshotError("this XML has no ECB rates (no <Cube time=…>)") }
        for snapshot in reader.snapshots where strictISODay(snapshot.date) == nil {
            throw SnapshotError("`\(snapshot.date)` is not a date")
        }
        if let empty = reader.snapshots.first(where: { $0.rates.isEmpty }) {
            throw SnapshotError("the day \(empty.date) has no rates")
        }
        return try byDay(reader.snapshots)
    }

    /// A processing instruction after the XML declaration, or a DOCTYPE or ENTITY declaration, if `data` has one.
    private static func unexpectedMarkup(in data: Data) -> String? {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(bytes[index]) { index += 1 }
        if bytes[index...].starts(with: "<?xml ".utf8),
            let end = (index..<bytes.count - 1).first(where: { bytes[$0] == 0x3F && bytes[$0 + 1] == 0x3E })
        {
            index = end + 2  // the declaration itself
        }
        while index + 1 < bytes.count {
            if bytes[index] == 0x3C {
                if bytes[index + 1] == 0x3F { return "<?" }
                if bytes[(index + 1)...].starts(with: "!DOCTYPE".utf8) { return "<!DOCTYPE" }
                if bytes[(index + 1)...].starts(with: "!ENTITY".utf8) { return "<!ENTITY" }
            }
            index += 1
        }
        return nil
    }
}
