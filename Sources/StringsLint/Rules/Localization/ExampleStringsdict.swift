/// Builds `.stringsdict` text for rule examples: one key whose `count` variable has the given forms.
enum ExampleStringsdict {
    /// One key with several variables, each with its forms: `[("apples", [("one", "one apple"), …])]`.
    static func entry(key: String = "k", format: String, variables: [(String, [(String, String)])], valueType: String = "d") -> String {
        let rules = variables.map { name, forms in
            let formLines = forms.map { "            <key>\($0.0)</key>\n            <string>\($0.1)</string>" }.joined(separator: "\n")
            return """
                        <key>\(name)</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>\(valueType)</string>
                \(formLines)
                        </dict>
                """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>\(key)</key>
                <dict>
                    <key>NSStringLocalizedFormatKey</key>
                    <string>\(format)</string>
            \(rules)
                </dict>
            </dict>
            </plist>

            """
    }

    static func plural(key: String = "files", format: String = "%#@count@", forms: [(String, String)], valueType: String = "d") -> String {
        entry(key: key, format: format, variables: [("count", forms)], valueType: valueType)
    }
}
