/// Whether a lookup's key is a parameter of the function around it: `func settingsText(_ key: String) ->
/// String { NSLocalizedString(key, tableName: "Settings", comment: "") }` is a wrapper, whose callers
/// give the keys (`LocalizingParameters` joins them), not a lookup of any key of its table.
enum WrapperParameter {
    /// Whether `tokens` is one name that the signature of the nearest enclosing `func`, `init` or
    /// Objective-C method around `callee` declares. Closures and blocks are passed through: `$0` or a
    /// closure's own parameter is no function's.
    static func isParameter(_ source: TokenView, _ tokens: Range<Int>, ofFunctionAround callee: Int) -> Bool {
        guard tokens.count == 1, source.tokens[tokens.lowerBound].kind == .identifier else { return false }
        let name = source.bytes(of: tokens.lowerBound)
        var index = callee
        while let body = EnclosingBodies.body(around: index, in: source) {
            let header = EnclosingBodies.header(of: body.lowerBound, in: source)
            if isFunctionHeader(source, header) {
                return header.contains { source.tokens[$0].kind == .identifier && source.bytes(of: $0).elementsEqual(name) }
            }
            index = body.lowerBound
        }
        return false
    }

    /// A Swift `func`/`init` signature, or an Objective-C method's (`- (NSString *)text:(NSString *)key`).
    private static func isFunctionHeader(_ source: TokenView, _ header: Range<Int>) -> Bool {
        guard let first = header.first else { return false }
        if source.language == .swift {
            return header.contains { source.tokens[$0].kind == .identifier && ["func", "init"].contains(source.text($0)) }
        }
        return CallArguments.isPunctuation(source, first, "-") || CallArguments.isPunctuation(source, first, "+")
    }
}
