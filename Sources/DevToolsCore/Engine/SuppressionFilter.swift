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
                let text = FileManager.default.contents(atPath: absolute).flatMap { TextDecoder.decode($0)?.text }
                maps[file] = SuppressionMap(text: text ?? "")
            }
            return maps[file].map { !$0.isSuppressed(ruleID: diagnostic.ruleID, line: diagnostic.location.line) } ?? true
        }
    }
}
