import DevToolsCore
import Foundation

/// Everything `lint-strings` checks in one String Catalog on its own: JSON syntax (with line and
/// column), structure, translations, format specifiers, plurals and substitutions.
public enum StringCatalogLint {
    /// With a `coverage` collector, the catalog's translation coverage and plural categories go there too.
    /// The `unusedKeys` no code looks up (`unused-key` reports them) are not reported untranslated.
    public static func diagnostics(
        data: Data, displayPath: String, coverage: LocalizationCoverageCollector? = nil, unusedKeys: Set<String> = []
    ) -> [Diagnostic] {
        switch XCStringsDocument.read(data: data, file: displayPath) {
        case .failure(let failure):
            return [failure.diagnostic]
        case .success(let document):
            var checker = XCStringsChecker(document: document, unusedKeys: unusedKeys)
            checker.check()
            if let coverage, let source = document.root["sourceLanguage"] as? String {
                checker.coverage.record(in: coverage, file: displayPath, source: source)
            }
            return checker.diagnostics
        }
    }
}
