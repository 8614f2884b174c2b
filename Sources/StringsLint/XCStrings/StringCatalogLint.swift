import DevToolsCore
import Foundation

/// Everything `lint-strings` checks in one String Catalog on its own: JSON syntax (with line and
/// column), structure, translations, format specifiers, plurals and substitutions.
public enum StringCatalogLint {
    public static func diagnostics(data: Data, displayPath: String) -> [Diagnostic] {
        switch XCStringsDocument.read(data: data, file: displayPath) {
        case .failure(let failure):
            return [failure.diagnostic]
        case .success(let document):
            var checker = XCStringsChecker(document: document)
            checker.check()
            return checker.diagnostics
        }
    }
}
