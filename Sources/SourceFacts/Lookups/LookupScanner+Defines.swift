import DevToolsCore

/// Lookups in `#define` lines, which the tokenizer skips.
extension LookupScanner {
    /// The literals and lookups of the file's `#define` lines, which the tokenizer skips: Sequel-Ace's
    /// `#define SP_NO_SELECTION_PLACEHOLDER_STRING NSLocalizedString(@"[no selection]", …)` looks its
    /// key up wherever the macro is used. Only definitions holding a string are read, each as code of
    /// its own placed at its line.
    static func usageInDefines(_ source: TokenView, file: String, functions: [LookupFunction]) -> CodeKeyUsage {
        var found = CodeKeyUsage()
        DefineDirectives.forEach(in: source.bytes, where: { $0.contains(UInt8(ascii: "\"")) }) { text, line in
            var inner = TokenizedSource(bytes: text, language: .objectiveC).withView {
                usage(in: $0, file: file, functions: functions, depth: 1)
            }
            // Keys pasted from a macro's parameter are `pastedKeyPatternsInDefines`'; a definition's
            // references are left out as before.
            inner.builtKeys = []
            inner.references = []
            for position in inner.lookups.indices {
                inner.lookups[position].location = SourceLocation(file: file, line: line, column: inner.lookups[position].location.column)
            }
            found.formUnion(inner)
        }
        return found
    }
}
