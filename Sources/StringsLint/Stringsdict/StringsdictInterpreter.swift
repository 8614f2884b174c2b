import DevToolsCore

/// Checks the plist structure Foundation expects of a `.stringsdict` and extracts its entries.
struct StringsdictInterpreter {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    /// Other rule types Foundation knows; their dictionaries are not plural rules.
    static let otherRuleTypes: Set<String> = ["NSStringVariableWidthRuleType", "NSStringDeviceSpecificRuleType"]

    let file: String
    let pluralCategories: [String]?
    var locale: String?
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, pluralCategories: [String]?) {
        self.file = file
        self.pluralCategories = pluralCategories
    }

    mutating func entries(of root: PlistNode?) -> [StringsdictEntry] {
        guard let root, let members = root.members else {
            structure(
                "the file is \(root?.kindName ?? "empty"), not a dictionary of keys; wrap the entries in <plist><dict>…</dict></plist>",
                line: root?.line ?? 1)
            return []
        }
        return members.compactMap { entry(from: $0) }
    }

    private mutating func entry(from member: PlistMember) -> StringsdictEntry? {
        guard member.node.members != nil else {
            structure(
                "the value of '\(member.key)' is \(member.node.kindName), not a dictionary; give it a dict with \(Self.formatKey)",
                line: member.keyLine)
            return nil
        }
        guard let formatMember = member.node.member(Self.formatKey), let format = formatMember.node.string else {
            structure(
                "'\(member.key)' has no \(Self.formatKey) string; add <key>\(Self.formatKey)</key><string>%#@count@</string>",
                line: member.keyLine)
            return StringsdictEntry(key: member.key, line: member.keyLine, formatKey: nil, formatKeyLine: member.keyLine, variables: [:])
        }
        var variables: [String: StringsdictVariable] = [:]
        var pending = FormatString(format).variables
        var checked: Set<String> = []
        while let name = pending.first {
            pending.removeFirst()
            guard checked.insert(name).inserted else { continue }
            guard let variableMember = member.node.member(name) else {
                structure(
                    "'\(member.key)' uses the variable %#@\(name)@ but defines no '\(name)' dictionary; add one with \(Self.specTypeKey) = \(Self.pluralRuleType)",
                    line: formatMember.keyLine)
                continue
            }
            if let variable = variable(from: variableMember, entryKey: member.key) {
                variables[name] = variable
                for (value, _) in variable.categories.values { pending += FormatString(value).variables }
            }
        }
        return StringsdictEntry(
            key: member.key, line: member.keyLine, formatKey: format, formatKeyLine: formatMember.keyLine, variables: variables)
    }

    private mutating func variable(from member: PlistMember, entryKey: String) -> StringsdictVariable? {
        let where_ = "variable '\(member.key)' of '\(entryKey)'"
        guard let members = member.node.members else {
            structure("the \(where_) is \(member.node.kindName), not a dictionary", line: member.keyLine)
            return nil
        }
        let specType = member.node.member(Self.specTypeKey)?.node.string
        if let specType, Self.otherRuleTypes.contains(specType) { return nil }
        guard specType == Self.pluralRuleType else {
            structure(
                "the \(where_) needs \(Self.specTypeKey) = \(Self.pluralRuleType) (found \(specType.map { "'\($0)'" } ?? "none"))",
                line: member.keyLine)
            return nil
        }
        let valueTypeText = member.node.member(Self.valueTypeKey)?.node.string
        if valueTypeText == nil {
            structure(
                "the \(where_) has no \(Self.valueTypeKey); add the specifier of its number, e.g. <string>d</string>", line: member.keyLine)
        }
        var categories: [String: (value: String, line: Int)] = [:]
        for category in members where category.key != Self.specTypeKey && category.key != Self.valueTypeKey {
            guard PluralCategories.known.contains(category.key) else {
                // Foundation passes over it: its text is never shown, the form meant is missing (a warning).
                structure(
                    "'\(category.key)' in the \(where_) is not a plural category, so Foundation never shows its text; use zero, one, two, few, many or other",
                    line: category.keyLine, severity: .warning)
                continue
            }
            guard let value = category.node.string else {
                structure("the '\(category.key)' form of the \(where_) is \(category.node.kindName), not a string", line: category.keyLine)
                continue
            }
            categories[category.key] = (value, category.keyLine)
        }
        // The categories this variable's number can select: an integer's in pl, ru, uk and be never
        // include `other`, so one, few and many make its plural complete.
        let valueType = valueTypeText.map(PluralValueType.init(specifier:)) ?? .unknown
        let required = pluralCategories.map { all in locale.flatMap { PluralCategories.categories(for: $0, valueType: valueType) } ?? all }
        if categories["other"] == nil, required?.contains("other") != false {
            structure("the \(where_) has no 'other' form, which every language falls back to; add <key>other</key>", line: member.keyLine)
        }
        let variable = StringsdictVariable(name: member.key, line: member.keyLine, categories: categories, valueType: valueType)
        diagnostics += PluralFormChecks.diagnostics(
            categories: Set(categories.keys), required: required, locale: locale, subject: where_, file: file, line: member.keyLine,
            integer: valueType == .integer
        )
        return variable
    }

    private mutating func structure(_ message: String, line: Int, severity: Severity? = nil) {
        diagnostics.append(StringsdictStructureRule.diagnostic(message, file: file, line: line, severity: severity))
    }
}
