import DevToolsCore

/// The catalogue of every `lint-strings` rule.
public enum StringsRules {
    public static let all: [RuleDescription] = [] + LocalizationRules.all
}
