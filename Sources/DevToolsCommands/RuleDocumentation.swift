import DevToolsCore

/// `devtools rules ID`: a rule's summary, rationale, default, fix, and its examples as the rule type
/// carries them (triggering ones with `↓` before each place a finding is reported).
struct RuleDocumentation {
    let entry: RuleCatalog.Entry

    struct Document: Encodable {
        struct Example: Encodable {
            let primaryFile: String
            /// Each file's text, with `↓` where a finding is reported.
            let files: [String: String]
        }
        let id: String
        let tool: String
        let defaultSeverity: String
        let optIn: Bool
        let summary: String
        let rationale: String
        let fix: String?
        /// What the rule checks against, when it has a table (`missing-super-call`'s methods).
        let reference: String?
        let triggeringExamples: [Example]
        let nonTriggeringExamples: [Example]
    }

    var document: Document {
        let rule = entry.rule
        func examples(_ list: [RuleExample]) -> [Document.Example] {
            list.map { example in
                Document.Example(
                    primaryFile: example.primaryFile,
                    files: example.files.reduce(into: [:]) { $0[$1.key] = example.markedText($1.key) })
            }
        }
        return Document(
            id: rule.id, tool: entry.tool, defaultSeverity: rule.defaultSeverity.rawValue, optIn: rule.isOptIn, summary: rule.summary,
            rationale: rule.rationale, fix: rule.fix, reference: rule.reference, triggeringExamples: examples(rule.triggeringExamples),
            nonTriggeringExamples: examples(rule.nonTriggeringExamples))
    }

    func render(format: RulesFormat) -> String {
        let document = document
        if format == .json { return JSONOutput.encode(document) + "\n" }
        var text = "\(document.id) (\(document.tool)): \(document.defaultSeverity)"
        if document.optIn { text += ", opt-in (off unless the config turns it on)" }
        text += "\n\n\(document.summary)\n\n\(document.rationale)\n"
        if let fix = document.fix { text += "\n--fix: \(fix)\n" }
        if let reference = document.reference { text += "\n\(reference)" }
        text += Self.section("Triggers (↓ marks each finding)", document.triggeringExamples)
        text += Self.section("Does not trigger", document.nonTriggeringExamples)
        return text
    }

    private static func section(_ title: String, _ examples: [Document.Example]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(title):\n"
        for example in examples {
            let order = [example.primaryFile] + example.files.keys.sorted().filter { $0 != example.primaryFile }
            for file in order {
                text += "\n  \(file)\n"
                var body = Substring(example.files[file] ?? "")
                if body.hasSuffix("\n") { body = body.dropLast() }
                for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
                    text += "    \(line)\n"
                }
            }
        }
        return text
    }
}
