import ComponentLint
import DevToolsCore
import StringsLint

/// Every rule of every tool, each with the tool that reports it: the same rule types the linters run
/// and the tests check, so `devtools rules` cannot drift from them.
enum RuleCatalog {
    struct Entry {
        let tool: String
        let rule: RuleDescription
    }

    static var entries: [Entry] {
        CommandSchema.linters.flatMap { linter in linter.rules.map { Entry(tool: linter.toolName, rule: $0) } }
            + CoreRules.all.map { Entry(tool: "devtools", rule: $0) }
    }

    /// Every rule id, in the catalog's order: what `devtools rules` completes.
    static var ids: [String] { entries.map(\.rule.id) }

    /// The rule with this id; an unknown id is a usage error naming the nearest ones.
    static func entry(_ id: String) throws -> Entry {
        let all = entries
        if let found = all.first(where: { $0.rule.id == id }) { return found }
        let hint =
            NearestName.alternatives(NearestName.suggestions(for: id, among: all.map(\.rule.id))).map { "; did you mean \($0)?" }
            ?? "; `devtools rules` lists them"
        throw UsageProblem("no rule '\(id)'\(hint)")
    }
}
