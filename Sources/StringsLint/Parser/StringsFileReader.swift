import DevToolsCore
import Foundation

/// Reads one `.strings` file into a `StringsTable`: entries with their positions, the encoding, and the
/// diagnostics of reading it (syntax, silent truncation, escapes, unquoted strings, a file that is not a
/// table, outer braces, a UTF-8 byte order mark, an undecodable file). Never throws and never crashes:
/// whatever the bytes, the outcome is a table and diagnostics.
public enum StringsFileReader {
    public static func read(data: Data, displayPath: String) -> StringsTable {
        read(data: data, displayPath: displayPath, summarizesFormats: false)
    }

    /// `summarizesFormats`: give each string value its `FormatSummary`, for the cross-locale checks.
    /// `halvesFromSize`: from which size a text is read in two halves at once (tests lower it).
    static func read(data: Data, displayPath: String, summarizesFormats: Bool, halvesFromSize: Int = StringsScanner.defaultHalvesFromSize)
        -> StringsTable
    {
        let format = data.withUnsafeBytes(PropertyListFormat.detect)
        if format != .oldStyle { return PlistStringsReader.read(data: data, format: format, displayPath: displayPath) }
        let scanned = StringsTextDecoder.withUTF8(of: data) { bytes, encoding, source in
            var table = scan(
                bytes, source: source, displayPath: displayPath, summarizesFormats: summarizesFormats, halvesFromSize: halvesFromSize)
            table.encoding = encoding
            return table
        }
        switch scanned {
        case .failure(let unreadable):
            let diagnostic = unreadableDiagnostic(unreadable, displayPath: displayPath)
            return StringsTable(entries: [], encoding: nil, diagnostics: [diagnostic])
        case .success(var table):
            if table.encoding == .utf8WithBOM {
                let location = SourceLocation(file: displayPath, line: 1, column: 1)
                table.diagnostics.insert(UTF8BOMRule.description.diagnostic(at: location, UTF8BOMRule.message), at: 0)
            }
            return table
        }
    }

    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, source: StringsSource, displayPath: String, summarizesFormats: Bool, halvesFromSize: Int
    ) -> StringsTable {
        var scanner = StringsScanner(bytes: bytes, source: source)
        scanner.summarizesFormats = summarizesFormats
        scanner.halvesFromSize = halvesFromSize
        scanner.scanFile()
        let load = scanner.load
        var entries = scanner.entries
        scanner.entries = []
        // keyLine and valueLine hold byte offsets until here (see `StringsScanner.entries`).
        var findingSweep = EntryPlacement.place(&entries, in: bytes, inHalves: bytes.count >= halvesFromSize)
        let diagnostics = scanner.findings.sorted { $0.offset < $1.offset }.map { finding in
            let (line, column) = findingSweep.position(of: finding.offset)
            return finding.diagnostic(at: SourceLocation(file: displayPath, line: line, column: column))
        }
        return StringsTable(entries: entries, encoding: nil, diagnostics: diagnostics.sorted(by: Diagnostic.reportOrder), load: load)
    }

    private static func unreadableDiagnostic(_ unreadable: UnreadableText, displayPath: String) -> Diagnostic {
        let (line, column) = unreadable.validPrefix.withUnsafeBufferPointer { prefix in
            LineTable(prefix).position(of: prefix.count, in: prefix)
        }
        let location = SourceLocation(file: displayPath, line: line, column: column)
        return UnreadableEncodingRule.description.diagnostic(at: location, unreadable.message)
    }
}
