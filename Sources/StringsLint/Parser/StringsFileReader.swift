import DevToolsCore
import Foundation

/// Reads one `.strings` file into a `StringsTable`.
///
/// PLACEHOLDER until the hand-written parser lands (issue 3): it asks Foundation, so it has no positions
/// (every entry is at 1:1) and reports a failed parse as one error at 1:1.
public enum StringsFileReader {
    public static func read(data: Data, displayPath: String) -> StringsTable {
        if data.isEmpty { return StringsTable(entries: [], encoding: .utf8, diagnostics: []) }
        let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let dictionary = plist as? [String: Any] else {
            let diagnostic = Diagnostic(
                ruleID: "syntax-error", severity: .error,
                location: SourceLocation(file: displayPath, line: 1, column: 1),
                message: "the file could not be parsed"
            )
            return StringsTable(entries: [], encoding: TextEncoding.detect(data), diagnostics: [diagnostic])
        }
        let entries = dictionary.keys.sorted().map { key in
            StringsEntry(key: key, value: dictionary[key] as? String, keyLine: 1, keyColumn: 1, valueLine: 1, valueColumn: 1)
        }
        return StringsTable(entries: entries, encoding: TextEncoding.detect(data), diagnostics: [])
    }
}
