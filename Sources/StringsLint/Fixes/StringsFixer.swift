import DevToolsCore
import Foundation

/// `--fix` for `.strings` files: the safe, mechanical fixes of one file's findings, made on its text
/// and checked before anything is written.
///
/// The file is read in its own encoding and written back in it (BOM, UTF-16 and line breaks kept):
/// every byte outside the fixed spans stays as it was. A fixed text must read back with no more syntax
/// findings than before and with every key it had (bar the removed repeats); else the file is left
/// alone and its findings stay in the report.
enum StringsFixer {
    /// Every fix, each for one rule's findings.
    static let fixes: [any StringsFix.Type] = [
        MissingSemicolonFix.self, SmartQuotesFix.self, LowercaseUnicodeEscapeFix.self, ExactDuplicateFix.self, LonePercentFix.self,
        StaleInterfaceBuilderKeyFix.self,
    ]

    /// The fix of the file at `path` for `findings` (its own), or `nil` when none applies safely.
    ///
    /// One fix can uncover another (straight quotes make the line before end in a plain missing `;`),
    /// so the fixes run again on the fixed text, with its own findings, until none applies: a second
    /// `--fix` then has nothing left to do.
    static func fix(_ path: String, displayPath: String, findings: [Diagnostic], context: FixContext) throws -> FileFix? {
        guard findings.contains(where: isFixable) else { return nil }
        guard let data = FileBytes.read(path) else { throw ToolError(path: displayPath, "cannot read the file to fix it") }
        guard let (text, encoding) = TextDecoder.decode(data) else { return nil }
        let original = Array(text.utf8)
        var current = original
        // Each text is read once: as the table the next round's is checked against, and for its findings.
        var currentTable = StringsFileReader.read(data: Data(current), displayPath: displayPath)
        var pending = findings.filter(isFixable)
        var descriptions: [String] = []
        var planned: [PlannedEdit] = []
        for _ in 0..<8 {
            let text = FixText(current)
            let (edits, made) = self.edits(for: pending, in: text, context: context)
            guard !edits.isEmpty, let fixed = TextEdit.apply(edits.flatMap(\.edits), to: current) else { break }
            let fixedTable = StringsFileReader.read(data: Data(fixed), displayPath: displayPath)
            guard readsBack(fixedTable, as: currentTable, removing: Set(edits.compactMap(\.removedKey))) else { break }
            (current, currentTable) = (fixed, fixedTable)
            descriptions += made
            planned += edits.flatMap { fix in
                fix.edits.map { edit in
                    let (line, column) = text.position(of: edit.range.lowerBound)
                    return PlannedEdit(
                        line: line, column: column, ruleID: fix.ruleID, description: fix.description, oldText: text.text(edit.range),
                        newText: String(decoding: edit.replacement, as: UTF8.self))
                }
            }
            pending = ownFindings(of: currentTable, path: displayPath).filter(isFixable)
        }
        guard current != original, let encoded = encode(current, like: data, encoding: encoding) else { return nil }
        return FileFix(path: path, displayPath: displayPath, original: data, fixed: encoded, descriptions: descriptions, edits: planned)
    }

    /// The edits of one finding's fix, with the rule and what they do.
    private struct FindingFix {
        let ruleID: String
        let description: String
        let edits: [TextEdit]
        var removedKey: String? = nil
    }

    private static func isFixable(_ finding: Diagnostic) -> Bool {
        fixes.contains { $0.ruleIDs.contains(finding.ruleID) }
    }

    /// The edits for `findings`, in the text's order; a fix that touches what an earlier one changed
    /// (a repeated line that also lacks its `;`) waits for the next round, which sees the first one's
    /// result.
    private static func edits(for findings: [Diagnostic], in text: FixText, context: FixContext) -> ([FindingFix], [String]) {
        var edits: [FindingFix] = []
        var made: [String] = []
        for finding in findings.sorted(by: { $0.location < $1.location }) {
            for fix in fixes where fix.ruleIDs.contains(finding.ruleID) {
                guard let outcome = fix.fix(finding, in: text, context: context),
                    !outcome.edits.contains(where: { new in edits.contains { $0.edits.contains { $0.touches(new) } } })
                else { continue }
                edits.append(
                    FindingFix(
                        ruleID: finding.ruleID, description: outcome.description, edits: outcome.edits, removedKey: outcome.removedKey))
                made.append("\(finding.location.line):\(finding.location.column) \(finding.ruleID): \(outcome.description)")
                break
            }
        }
        return (edits, made)
    }

    /// The findings of a fixed text on its own: the reader's, repeated keys, and `%` problems.
    private static func ownFindings(of table: StringsTable, path: String) -> [Diagnostic] {
        table.diagnostics + DuplicateKeyRule.findings(in: table, file: path)
            + InvalidFormatSpecifierRule.findings(judgingAlone: table, file: path)
    }

    /// Whether a fixed text's table (`after`) is at least as sound as the text's before (`before`): no more syntax findings, and
    /// every key still there.
    static func readsBack(_ after: StringsTable, as before: StringsTable, removing removed: Set<String> = []) -> Bool {
        let syntax: Set<String> = [SyntaxErrorRule.id, SilentTruncationRule.id, StrayTextRule.id, NotATableRule.id, OuterBracesRule.id]
        func syntaxCount(_ table: StringsTable) -> Int { table.diagnostics.filter { syntax.contains($0.ruleID) }.count }
        return syntaxCount(after) <= syntaxCount(before)
            && Set(before.entries.map(\.key)).subtracting(removed).isSubset(of: after.entries.map(\.key))
    }

    /// The text in the file's own encoding, with its byte order mark.
    static func encode(_ text: [UInt8], like original: Data, encoding: TextEncoding) -> Data? {
        let mark = original.prefix(encoding.bomLength)
        switch encoding {
        case .utf8, .utf8WithBOM: return mark + Data(text)
        default: return String(validating: text, as: UTF8.self)?.data(using: encoding.foundationEncoding).map { mark + $0 }
        }
    }
}
