import DevToolsCore

/// The plural-category rules, run over one plural of a `.stringsdict` variable or a String Catalog
/// variation (format safety across forms is `PermutationCheck`'s): the detection is in the rule types.
/// `required` is what the plural's number can select (`PluralCategories.categories(for:valueType:)`);
/// `integer` says it was narrowed to an integer's.
enum PluralFormChecks {
    static func diagnostics(
        categories: Set<String>, required: [String]?, locale: String?, subject: String, file: String, line: Int, column: Int = 1,
        integer: Bool = false
    )
        -> [Diagnostic]
    {
        [
            PluralCategoryMissingRule.finding(
                categories: categories, required: required, locale: locale, subject: subject, file: file, line: line, column: column,
                integer: integer),
            PluralCategoryUnusedRule.finding(
                categories: categories, required: required, locale: locale, subject: subject, file: file, line: line, column: column,
                integer: integer),
        ].compactMap { $0 }
    }
}
