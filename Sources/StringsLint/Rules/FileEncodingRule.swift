import DevToolsCore

/// The project's encoding policy (`encoding: any | utf8 | utf16` in the `strings` config section).
///
/// Judged by `finding(encoding:policy:file:)` once the file is read: `StringsFileCheck` hands it the
/// encoding the reader found.
enum FileEncodingRule: StringsRule {
    static let detection = StringsRuleDetection.table
    static let id = "file-encoding"
    static let optionKey = "encoding"

    static let description = RuleDescription(
        id: id,
        summary: "A file whose encoding differs from the project's `encoding` policy (utf8 or utf16).",
        rationale: """
            Mixed encodings make diffs unreadable (git treats UTF-16 as binary) and tools disagree about \
            them. Set `encoding: utf8` or `encoding: utf16` under `strings` in the config to keep every \
            file in one encoding; the default `any` accepts both.
            """,
        defaultSeverity: .error,
        triggeringExamples: [StringsExample.file("↓\"a\" = \"A\";\n")],
        nonTriggeringExamples: []
    )

    /// The finding for `encoding`, if the policy (`utf8`, `utf16`, or `any`) refuses it.
    static func finding(encoding: TextEncoding, policy: String, file: String) -> Diagnostic? {
        let allowed: Bool
        switch policy {
        case "utf8": allowed = encoding == .utf8 || encoding == .utf8WithBOM
        case "utf16": allowed = encoding.isUTF16
        default: allowed = true
        }
        guard !allowed else { return nil }
        let wanted = policy == "utf8" ? "UTF-8" : "UTF-16"
        let message =
            "the file is \(encoding.displayName), but the project's policy (encoding: \(policy)) is \(wanted); "
            + "convert it, e.g. with iconv -f \(encoding.iconvName) -t \(policy == "utf8" ? "UTF-8" : "UTF-16")"
        return description.diagnostic(at: SourceLocation(file: file, line: 1, column: 1), message, subject: "encoding")
    }
}
