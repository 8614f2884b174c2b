import DevToolsCore
import Foundation

/// What `--fix` does once a run's findings are known: asks each linter that can fix for its fixes,
/// then writes them (each file atomically) or shows them as a diff (`--dry-run`).
enum FixExecution {
    static func fixes(for report: LintReport, linters: [any Linter.Type], configuration: Configuration, workingDirectory: String) throws
        -> [FileFix]
    {
        try linters.compactMap { $0 as? any FixingLinter.Type }.flatMap {
            try $0.fixes(for: report.diagnostics, configuration: configuration, workingDirectory: workingDirectory)
        }
    }

    /// Writes every fix, telling stderr what was fixed; a file that cannot be written is left as it was
    /// and its error returned (the run then exits 2 after its report).
    static func write(_ fixes: [FileFix]) -> [ToolError] {
        var failures: [ToolError] = []
        for fix in fixes {
            do {
                try AtomicFileWriter.replace(fix.path, with: fix.fixed, shownAs: fix.displayPath)
                for line in fix.descriptions { Terminal.printError("fixed \(fix.displayPath):\(line)".escapingControlCharacters) }
            } catch let error as ToolError {
                failures.append(error)
            } catch {
                failures.append(ToolError(path: fix.displayPath, "\(error)"))
            }
        }
        if !fixes.isEmpty {
            Terminal.printError(summary(fixes.filter { fix in !failures.contains { $0.path == fix.displayPath } }, written: true))
        }
        return failures
    }

    /// Every fix as a unified diff (`patch -p1` applies it from the working directory).
    static func diff(_ fixes: [FileFix]) -> String {
        fixes.map { fix in
            UnifiedDiff.render(old: text(fix.original), new: text(fix.fixed), path: fix.displayPath)
        }.joined()
    }

    /// Every change as JSON (`--fix --dry-run --format json`): `{"version": 1, "tool": {...}, "edits":
    /// [{file, line, column, ruleId, description, oldText, newText}], "summary": {"fixes", "files"}}`.
    static func plannedEdits(_ fixes: [FileFix], toolName: String) -> String {
        JSONOutput.encode(
            PlannedEditsDocument(
                version: JSONReporter.schemaVersion, tool: .init(name: toolName, version: DevToolsVersion.current),
                edits: fixes.flatMap { fix in
                    fix.edits.map {
                        .init(
                            file: fix.displayPath, line: $0.line, column: $0.column, ruleId: $0.ruleID, description: $0.description,
                            oldText: $0.oldText, newText: $0.newText)
                    }
                },
                summary: .init(fixes: fixes.reduce(0) { $0 + $1.descriptions.count }, files: fixes.count))) + "\n"
    }

    static func summary(_ fixes: [FileFix], written: Bool) -> String {
        let count = fixes.reduce(0) { $0 + $1.descriptions.count }
        let files = fixes.count == 1 ? "1 file" : "\(fixes.count) files"
        let fixed = count == 1 ? "1 fix" : "\(count) fixes"
        return written ? "\(fixed) made in \(files)" : "\(fixed) in \(files) would be made (--dry-run: no file changed)"
    }

    private static func text(_ data: Data) -> String {
        TextDecoder.decode(data)?.text ?? String(decoding: data, as: UTF8.self)
    }
}
