import DevToolsCore

/// The rules that compare a table across its locales or read `.stringsdict` files and String Catalogs
/// (derived from `StringsRules.types`).
public enum LocalizationRules {
    public static let all: [RuleDescription] = StringsRules.types.filter { $0 is any LocalizationRule.Type }.map { $0.description }
}
