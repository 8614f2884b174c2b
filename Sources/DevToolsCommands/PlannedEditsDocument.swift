/// The JSON `--fix --dry-run --format json` prints: the edits `--fix` would make, keys sorted as in
/// the lint report's JSON.
struct PlannedEditsDocument: Encodable {
    struct Tool: Encodable {
        let name: String
        let version: String
    }

    struct Edit: Encodable {
        let file: String
        let line: Int
        let column: Int
        let ruleId: String
        let description: String
        let oldText: String
        let newText: String
    }

    struct Summary: Encodable {
        let fixes: Int
        let files: Int
    }

    let version: Int
    let tool: Tool
    let edits: [Edit]
    let summary: Summary
}
