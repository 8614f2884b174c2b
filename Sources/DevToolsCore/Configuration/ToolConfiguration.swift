/// The part of the configuration one tool sees: its rule settings, its options, and where the config
/// file lives (relative paths in options are relative to it).
public struct ToolConfiguration: Sendable {
    public var ruleSettings: [String: RuleSetting]
    public var options: [String: ConfigValue]
    /// Folder of the config file, or the working directory when there is none.
    public var baseDirectory: String

    public init(ruleSettings: [String: RuleSetting] = [:], options: [String: ConfigValue] = [:], baseDirectory: String) {
        self.ruleSettings = ruleSettings
        self.options = options
        self.baseDirectory = baseDirectory
    }

    /// Whether a rule runs: an explicit setting wins; otherwise opt-in rules are off and the rest on.
    public func isEnabled(_ rule: RuleDescription) -> Bool {
        if let setting = ruleSettings[rule.id] { return setting != .off }
        return !rule.isOptIn
    }

    /// A value from this tool's section, by dotted path (`componentkit.version`).
    public func option(_ dottedKey: String) -> ConfigValue? {
        let parts = dottedKey.split(separator: ".").map(String.init)
        guard let first = parts.first, var value = options[first] else { return nil }
        for part in parts.dropFirst() {
            guard let next = value[part] else { return nil }
            value = next
        }
        return value
    }
}
