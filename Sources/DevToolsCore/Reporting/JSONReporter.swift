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

    /// Written straight to bytes (`JSONText`), as `document(for:)` encoded by `JSONOutput` would be.
    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        func location(_ json: inout JSONText, _ place: SourceLocation) {
            json.object { json in
                json.member("column", place.column)
                json.member("file", place.file)
                json.member("line", place.line)
            }
        }
        var json = JSONText()
        swap(&json.bytes, &output)
        defer { swap(&json.bytes, &output) }
        json.object { json in
            json.member("diagnostics") { json in
                json.array(report.wordedDiagnostics) { json, finding in
                    let (diagnostic, words) = finding
                    json.object { json in
                        json.member("location") { location(&$0, diagnostic.location) }
                        json.member("message", words.message)
                        json.member("notes") { json in
                            json.array(words.notes) { json, note in
                                json.object { json in
                                    json.member("location") { location(&$0, note.location) }
                                    json.member("message", note.message)
                                }
                            }
                        }
                        json.member("ruleId", diagnostic.ruleID)
                        json.member("severity", diagnostic.severity.rawValue)
                    }
                }
            }
            json.member("summary") { json in
                json.object { json in
                    json.member("errors", report.count(.error))
                    json.member("filesChecked", report.fileCount)
                    json.member("filesWithFindings", report.filesWithFindings)
                    json.member("notes", report.count(.note))
                    json.member("warnings", report.count(.warning))
                }
            }
            json.member("tool") { json in
                json.object { json in
                    json.member("name", report.toolName)
                    json.member("version", DevToolsVersion.current)
                }
            }
            json.member("version", Self.schemaVersion)
        }
        json.newline()
    }

    /// The document as an `Encodable` value: what `write` writes, for the tests that hold the two to
    /// each other.
    func document(for report: LintReport) -> Document {
        func location(_ place: SourceLocation) -> Document.Location {
            .init(file: place.file, line: place.line, column: place.column)
        }
        return Document(
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
    }
}
