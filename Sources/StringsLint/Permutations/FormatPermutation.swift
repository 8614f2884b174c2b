import DevToolsCore

/// One way a plural (or device, or substitution) entry can come out: the format key with each variable
/// replaced by one of its forms (the text shown), which forms were chosen, and the arguments it reads,
/// each form's counted from its variable's argument as Foundation counts them (see `PermutationExpander`).
struct FormatPermutation: Sendable {
    struct Choice: Sendable, Hashable {
        var variable: String
        var category: String
        var line: Int
        /// Where on its line the form's key starts (1 when unknown, as in a `.stringsdict`).
        var column = 1
    }

    var text: String
    var choices: [Choice] = []
    /// `reads` and `intendedReads` as the expander worked them out form by form: the per-file check and
    /// every translation's comparison read them.
    private var parsedReads: [(position: Int, type: FormatArgumentType)]?
    private var parsedIntendedReads: [(position: Int, type: FormatArgumentType)]?

    init(text: String, choices: [Choice] = []) {
        self.text = text
        self.choices = choices
    }

    /// A permutation whose reads were worked out form by form (see `PermutationExpander`).
    init(
        text: String, choices: [Choice], reads: [(position: Int, type: FormatArgumentType)],
        intendedReads: [(position: Int, type: FormatArgumentType)]
    ) {
        self.text = text
        self.choices = choices
        parsedReads = reads
        parsedIntendedReads = intendedReads
    }

    /// Every argument read, with implicit positions counted as Foundation counts them.
    var reads: [(position: Int, type: FormatArgumentType)] { parsedReads ?? FormatString(text).argumentReads }

    /// The reads its writer meant (see `FormatString.intended`), for a development-language permutation.
    var intendedReads: [(position: Int, type: FormatArgumentType)] {
        parsedIntendedReads ?? FormatString(text).intended.argumentReads
    }

    /// "the 'one' form of 'apples'", for messages; "the format" when no form was chosen.
    var label: String {
        guard !choices.isEmpty else { return "the format" }
        return choices.map { "the '\($0.category)' form of '\($0.variable)'" }.joined(separator: " with ")
    }

    /// Where to point: the innermost form chosen, else `fallback`.
    func location(default fallback: SourceLocation) -> SourceLocation {
        guard let choice = choices.last else { return fallback }
        return SourceLocation(file: fallback.file, line: choice.line, column: choice.column)
    }
}
