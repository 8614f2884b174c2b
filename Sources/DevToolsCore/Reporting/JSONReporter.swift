import Foundation

/// A stable, versioned JSON document (schema in README, "JSON output"):
/// `{"version": 1, "tool": {...}, "diagnostics": [...], "summary": {...}}`. Keys are sorted so that two
/// runs over the same input give byte-identical output.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1

    public init() {}

    struct Document: Encodable {
        struct Tool: Encodable { let name: String; let version: String }
        struct Location: Encodable { let file: String; let line: Int; let column: Int }
        struct Note: Encodable { let message: String; let location: Location }
        struct Entry: Encodable {
            let ruleId: String
            let severity: String
            let message: String
            let location: Location
            let notes: [Note]
        }
        struct Summary: Encodable {
            let errors: Int
            let warnings: Int
            let notes: Int
            let filesChecked: Int
            let filesWithFindings: Int
        }

        let version: Int
        let tool: Tool
        let diagnostics: [Entry]
        let summary: Summary
    }

    public func render(_ report: LintReport, context: ReportContext) -> String {
        func location(_ place: SourceLocation) -> Document.Location {
            .init(file: place.file, line: place.line, column: place.column)
        }
        let document = Document(
            version: Self.schemaVersion,
            tool: .init(name: report.toolName, version: DevToolsVersion.current),
            diagnostics: report.diagnostics.map { diagnostic in
                .init(
                    ruleId: diagnostic.ruleID,
                    severity: diagnostic.severity.rawValue,
                    message: diagnostic.message,
                    location: location(diagnostic.location),
                    notes: diagnostic.notes.map { .init(message: $0.message, location: location($0.location)) }
                )
            },
            summary: .init(
                errors: report.count(.error),
                warnings: report.count(.warning),
                notes: report.count(.note),
                filesChecked: report.fileCount,
                filesWithFindings: report.filesWithFindings
            )
        )
        return JSONOutput.encode(document) + "\n"
    }
}
