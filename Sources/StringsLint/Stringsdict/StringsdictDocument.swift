import DevToolsCore
import Foundation

/// A `.stringsdict` file read and interpreted: its entries, and every syntax or structure problem.
public struct StringsdictDocument: Sendable {
    public var entries: [StringsdictEntry] = []
    public var diagnostics: [Diagnostic] = []
    /// False when the XML could not be read: its keys are unknown, not missing.
    public var isReadable = true

    /// Reads the file at `file`; `pluralCategories` are the CLDR categories of its locale, when known.
    public init(data: Data, displayPath: String, pluralCategories: [String]?, locale: String? = nil) {
        switch XMLPlistReader.read(data) {
        case .failure(let error):
            diagnostics.append(StringsdictSyntaxRule.diagnostic(error, file: displayPath))
            isReadable = false
        case .success(let root):
            var interpreter = StringsdictInterpreter(file: displayPath, pluralCategories: pluralCategories)
            interpreter.locale = locale
            entries = interpreter.entries(of: root)
            diagnostics = interpreter.diagnostics
            for index in entries.indices {
                entries[index].permutations = PluralPermutationCheck.permutations(of: entries[index])
                entries[index].permutationConflict = entries[index].permutations.flatMap {
                    PermutationCheck.consistency(of: $0, key: entries[index].key, file: displayPath, line: entries[index].formatKeyLine)
                }
            }
        }
    }
}
