/// The permutations of one language of a String Catalog entry: its plain value, or each plural and
/// device variation, with every `%#@name@` substitution expanded into its plural forms (`%arg` in a
/// form is the substitution's own argument: `%<argNum>$<formatSpecifier>`).
struct CatalogPermutations {
    /// Where a JSON path's key starts, for pointing at the form chosen.
    let position: ([String]) -> JSONSyntaxScanner.Position

    /// nil when the localization cannot be expanded (an undefined substitution, too many permutations).
    func expand(_ localization: [String: Any], path: [String]) -> [FormatPermutation]? {
        let substitutions = localization["substitutions"] as? [String: Any] ?? [:]
        var result: [FormatPermutation] = []
        for alternative in alternatives(of: localization, path: path, choices: []) {
            guard let expanded = PermutationExpander.expand(alternative.text, forms: { forms(of: $0, in: substitutions, path: path) })
            else { return nil }
            result += expanded.map { permutation in
                var chosen = permutation
                chosen.choices = alternative.choices + permutation.choices
                return chosen
            }
            if result.count > PermutationExpander.limit { return nil }
        }
        return result
    }

    /// The texts a localization (or one of its variations) can show: its stringUnit, or each variation.
    private func alternatives(of node: [String: Any], path: [String], choices: [FormatPermutation.Choice]) -> [FormatPermutation] {
        if let value = (node["stringUnit"] as? [String: Any])?["value"] as? String {
            return [FormatPermutation(text: value, choices: choices)]
        }
        guard let variations = node["variations"] as? [String: Any] else { return [] }
        var result: [FormatPermutation] = []
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            let ordered = kind == "plural" ? Array(PluralCategories.ordered(cases.keys).reversed()) : cases.keys.sorted()
            for name in ordered {
                guard let child = cases[name] as? [String: Any] else { continue }
                let childPath = path + ["variations", kind, name]
                let place = position(childPath)
                let choice = FormatPermutation.Choice(variable: kind, category: name, line: place.line, column: place.column)
                result += alternatives(of: child, path: childPath, choices: choices + [choice])
            }
        }
        return result
    }

    private func forms(of name: String, in substitutions: [String: Any], path: [String]) -> PermutationExpander.Forms? {
        guard let substitution = substitutions[name] as? [String: Any],
            let plural = (substitution["variations"] as? [String: Any])?["plural"] as? [String: Any]
        else { return nil }
        let specifier = substitution["formatSpecifier"] as? String ?? "lld"
        let argument = (substitution["argNum"] as? Int).map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
        var forms: PermutationExpander.Forms = [:]
        for (category, form) in plural {
            guard let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
            let formPath = path + ["substitutions", name, "variations", "plural", category]
            let place = position(formPath)
            forms[category] = (value.replacingOccurrences(of: "%arg", with: argument), place.line, place.column)
        }
        return forms
    }
}
