import Foundation

/// Drops findings that a `devtools:disable…` comment in their file suppresses. Only files with findings
/// are read again, so a clean run costs nothing here.
struct SuppressionFilter {
    let workingDirectory: String

    func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var maps: [String: SuppressionMap] = [:]
        return diagnostics.filter { diagnostic in
            let file = diagnostic.location.file
            if maps[file] == nil {
                let absolute = PathResolver.absolute(file, relativeTo: workingDirectory)
                let data = FileBytes.read(absolute)
                maps[file] = data.map(Self.suppressionMap) ?? SuppressionMap(text: "")
            }
            return maps[file].map { !$0.isSuppressed(ruleID: diagnostic.ruleID, line: diagnostic.location.line) } ?? true
        }
    }

    /// A UTF-8 file without the marker's bytes has no directive: it is not decoded at all (large
    /// localization files with findings are common, directives in them rare).
    private static func suppressionMap(_ data: Data) -> SuppressionMap {
        let encoding = TextEncoding.detect(data)
        if encoding == .utf8 || encoding == .utf8WithBOM {
            let hasMarker = data.withUnsafeBytes { ByteSearch.contains($0.bindMemory(to: UInt8.self), SuppressionParser.marker) }
            if !hasMarker { return SuppressionMap(text: "") }
        }
        return SuppressionMap(text: TextDecoder.decode(data)?.text ?? "")
    }
}
