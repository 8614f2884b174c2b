import DevToolsCore
import Foundation
@testable import StringsLint

/// Runs the per-file checks of `lint-strings` on text, as the linter does on a file.
enum Lint {
    static let path = "en.lproj/Localizable.strings"

    /// Rule ids that make a file fail to load or load incompletely. `stray-text` (a warning: Apple stops
    /// reading at it but nothing follows) counts too, because the parity oracle appends an entry after
    /// the text to see where Apple stops, and that entry is lost.
    static let syntaxRules: Set<String> = [
        SyntaxErrorRule.id, SilentTruncationRule.id, NotATableRule.id, UnreadableEncodingRule.id, StrayTextRule.id,
    ]

    static func diagnostics(_ text: String, encoding: String = "any") -> [Diagnostic] {
        diagnostics(data: Data(text.utf8), encoding: encoding)
    }

    static func diagnostics(data: Data, encoding: String = "any") -> [Diagnostic] {
        let table = StringsFileReader.read(data: data, displayPath: path)
        var found = table.diagnostics
        for rule in StringsRules.tableRules { found += rule.findings(in: table, file: path) }
        if let fileEncoding = table.encoding, let finding = FileEncodingRule.finding(encoding: fileEncoding, policy: encoding, file: path) {
            found.append(finding)
        }
        return found.sorted(by: Diagnostic.reportOrder)
    }

    static func table(_ text: String) -> StringsTable { StringsFileReader.read(data: Data(text.utf8), displayPath: path) }

    /// Syntax-level errors only (what decides whether the file loads whole).
    static func syntaxErrors(_ text: String) -> [Diagnostic] {
        syntaxErrors(data: Data(text.utf8))
    }

    static func syntaxErrors(data: Data) -> [Diagnostic] {
        StringsFileReader.read(data: data, displayPath: path).diagnostics
            .filter { syntaxRules.contains($0.ruleID) && ($0.severity == .error || $0.ruleID == StrayTextRule.id) }
    }

    /// "line:column rule" of every diagnostic, for compact expectations.
    static func summary(_ text: String) -> [String] {
        diagnostics(text).map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
    }
}
