import DevToolsCore

/// Checks shared by `.stringsdict` variables and String Catalog plural variations: the categories a
/// language needs and the ones it never uses (format safety across forms is `PermutationCheck`'s).
enum PluralFormChecks {
    static func diagnostics(categories: Set<String>, required: [String]?, locale: String?, subject: String, file: String, line: Int) -> [Diagnostic] {
        guard let required else { return [] }
        var result: [Diagnostic] = []
        let missing = PluralCategories.ordered(Set(required).subtracting(categories))
        if !missing.isEmpty, categories.contains("other") {
            var finding = PluralCategoryMissingRule.diagnostic(missing: missing, required: required, subject: subject, file: file, line: line)
            if Set(missing).isSubset(of: PluralCategoryHistory.rarelySelected(for: locale)) {
                finding.severity = .note
                finding.message += " (only exact millions and compact numbers use it; without it they use 'other')"
            } else if categories.subtracting(["zero"]) == ["other"] {
                // One form given on purpose: the translator says every number reads the same.
                finding.severity = .note
                finding.message += " (only an 'other' form is given: fine when every number reads the same in this language)"
            }
            result.append(finding)
        }
        let stillUsed = PluralCategoryHistory.dropped(for: locale)
        let unused = PluralCategories.ordered(categories.subtracting(required).subtracting(["zero"]).subtracting(stillUsed))
        if !unused.isEmpty {
            result.append(PluralCategoryUnusedRule.diagnostic(unused: unused, required: required, subject: subject, file: file, line: line))
        }
        return result
    }
}
