import DevToolsCore

/// Checks shared by `.stringsdict` variables and String Catalog plural variations: the categories a
/// language needs, and the format specifiers of each form against its `other` form.
enum PluralFormChecks {
    static func diagnostics(categories: Set<String>, required: [String]?, subject: String, file: String, line: Int) -> [Diagnostic] {
        guard let required else { return [] }
        var result: [Diagnostic] = []
        let missing = PluralCategories.ordered(Set(required).subtracting(categories))
        if !missing.isEmpty, categories.contains("other") {
            result.append(PluralCategoryMissingRule.diagnostic(missing: missing, required: required, subject: subject, file: file, line: line))
        }
        let unused = PluralCategories.ordered(categories.subtracting(required).subtracting(["zero"]))
        if !unused.isEmpty {
            result.append(PluralCategoryUnusedRule.diagnostic(unused: unused, required: required, subject: subject, file: file, line: line))
        }
        return result
    }

    /// A form may leave out the number (`one`: "One file") but must not read an argument as another type.
    static func consistency(of forms: [String: (value: String, line: Int)], subject: String, file: String) -> [Diagnostic] {
        guard let other = forms["other"] else { return [] }
        let expected = FormatString(other.value).argumentsByPosition
        var result: [Diagnostic] = []
        for category in PluralCategories.ordered(forms.keys) where category != "other" {
            guard let form = forms[category] else { continue }
            let actual = FormatString(form.value).argumentsByPosition
            for (position, type) in actual.sorted(by: { $0.key < $1.key }) {
                guard let want = expected[position], want.kind != type.kind else { continue }
                result.append(FormatMismatchRule.diagnostic(
                    "the '\(category)' form of the \(subject) reads \(type) as argument \(position) where its 'other' form reads \(want); use the same specifier in every form",
                    file: file, line: form.line
                ))
                break
            }
        }
        return result
    }
}
