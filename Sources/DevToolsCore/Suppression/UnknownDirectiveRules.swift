/// Finds rule ids in `devtools:` comments that no rule has: a typo there silently suppresses nothing.
enum UnknownDirectiveRules {
    static func diagnostics(
        _ directives: [SuppressionDirective],
        lines: [Substring],
        file: String,
        known: Set<String>
    ) -> [Diagnostic] {
        directives.flatMap { directive in
            directive.ruleIDs.filter { $0 != "all" && !known.contains($0) }.map { id in
                let line = directive.line <= lines.count ? lines[directive.line - 1] : ""
                let column = line.range(of: id).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 } ?? 1
                var message = "unknown rule '\(id)' in a devtools: comment; it suppresses nothing."
                if let near = NearestName.find(id, among: known) { message += " Did you mean '\(near)'?" }
                message += " Run with --list-rules to see the rule ids."
                return CoreRules.unknownRuleInDirective.diagnostic(
                    at: SourceLocation(file: file, line: directive.line, column: column), message
                )
            }
        }
    }
}
