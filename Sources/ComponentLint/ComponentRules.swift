import DevToolsCore

/// The catalogue of every `lint-components` rule.
public enum ComponentRules {
    public static let all: [RuleDescription] = []
}
