import Foundation

/// Drops findings that a `devtools:disable…` comment in their file suppresses, and reports comments
/// naming an unknown rule id. Only files with findings are read again, so a clean run costs nothing
/// here — and a misspelt id always leaves its file with the finding it failed to silence.
struct SuppressionFilter {
    let workingDirectory: String
    /// Every rule id of the run; a directive naming another is reported.
    let knownRuleIDs: Set<String>
    /// Where files with another version are read from.
    var overlay: ContentOverlay? = nil

    private struct FileDirectives {
        var map: SuppressionMap
        var unknown: [Diagnostic]
    }

    func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var files: [String: FileDirectives] = [:]
        // A file's directives are looked up again only when the file changes: findings come file by file.
        var lastFile: String?
        var map = SuppressionMap(directives: [])
        var kept = diagnostics.filter { diagnostic in
            let file = diagnostic.location.file
            if file != lastFile {
                if files[file] == nil { files[file] = directives(of: file) }
                map = files[file]!.map
                lastFile = file
            }
            return map.isEmpty || !map.isSuppressed(ruleID: diagnostic.ruleID, line: diagnostic.location.line)
        }
        for file in files.keys.sorted() { kept += files[file]?.unknown ?? [] }
        return kept
    }

    private func directives(of file: String) -> FileDirectives {
        let absolute = PathResolver.absolute(file, relativeTo: workingDirectory)
        guard let data = FileBytes.read(overlay?.contentPath(of: absolute) ?? absolute), let text = Self.textWithDirectives(data) else {
            return FileDirectives(map: SuppressionMap(text: ""), unknown: [])
        }
        let found = SuppressionParser.directives(in: text)
        let unknown =
            found.isEmpty
            ? []
            : UnknownDirectiveRules.diagnostics(
                found, lines: LineSplitter.lines(of: text), file: file, known: knownRuleIDs
            )
        return FileDirectives(map: SuppressionMap(directives: found), unknown: unknown)
    }

    /// A UTF-8 file without the marker's bytes has no directive: it is not decoded at all (large
    /// localization files with findings are common, directives in them rare).
    private static func textWithDirectives(_ data: Data) -> String? {
        let encoding = TextEncoding.detect(data)
        if encoding == .utf8 || encoding == .utf8WithBOM {
            let hasMarker = data.withUnsafeBytes { ByteSearch.contains($0.bindMemory(to: UInt8.self), SuppressionParser.marker) }
            if !hasMarker { return nil }
        }
        return TextDecoder.decode(data)?.text
    }
}
