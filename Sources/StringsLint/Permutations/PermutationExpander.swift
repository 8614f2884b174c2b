/// Expands a format with variables into every permutation of their forms, as locheck does: each
/// `%#@name@` is replaced by each of its forms in turn (forms may use further variables). Bounded, so a
/// hostile file cannot make it explode.
struct PermutationExpander {
    /// A variable's forms: category → (text, line, column: where its key starts; 1 when unknown).
    typealias Forms = [String: (text: String, line: Int, column: Int)]

    static let limit = 512

    /// Every permutation of `format`, or nil when a variable has no forms (undefined, or another rule
    /// type such as a width variant) or the permutations would exceed `limit`: then nothing is judged.
    static func expand(_ format: String, forms: (String) -> Forms?) -> [FormatPermutation]? {
        var done: [FormatPermutation] = []
        var pending = [FormatPermutation(text: format)]
        while let permutation = pending.popLast() {
            guard let reference = VariableReference.first(in: permutation.text) else {
                done.append(permutation.completed())
                continue
            }
            guard let variableForms = forms(reference.name), !variableForms.isEmpty,
                permutation.choices.count < 8
            else { return nil }
            for category in PluralCategories.ordered(variableForms.keys).reversed() {
                guard let form = variableForms[category] else { continue }
                var next = permutation
                next.text.replaceSubrange(reference.range, with: form.text)
                next.choices.append(.init(variable: reference.name, category: category, line: form.line, column: form.column))
                pending.append(next)
            }
            if done.count + pending.count > limit { return nil }
        }
        return done.reversed()
    }
}
