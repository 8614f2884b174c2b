/// Where a lookup's computed key comes from, when the code around it says: a named table read by a key
/// of unknown origin may be read by any of its keys (`BuiltKey.readsAnyKeyOfItsTable`), but not when the
/// key is
/// - a parameter of the function around it: `func settingsText(_ key: String) -> String {
///   NSLocalizedString(key, tableName: "Settings", comment: "") }` is a wrapper, whose callers give the
///   keys (`LocalizingParameters` joins them);
/// - `self` in an extension of `String` (Rectangle's `var localized: String { NSLocalizedString(self,
///   tableName: "Main", comment: "") }`): `LocalizingMembers` reads the literals it is called on;
/// - a variable the function sets to literals: Rectangle's `key = "bottomRightSixteenth.title"` in each
///   case of a `switch`, then `NSLocalizedString(key, tableName: "Main", …)`: those literals are the keys,
///   and each is a mention already.
enum ComputedKeyOrigin {
    /// Whether `tokens` is one name the enclosing `func`, `init` or Objective-C method around `callee`
    /// declares as a parameter or assigns a string literal to. Closures and blocks are passed through:
    /// `$0` or a closure's own parameter is no function's.
    static func isKnown(_ source: TokenView, _ tokens: Range<Int>, around callee: Int) -> Bool {
        guard tokens.count == 1, source.tokens[tokens.lowerBound].kind == .identifier else { return false }
        // A member of `String` that localizes the string itself: `LocalizingMembers` finds its callers' literals.
        if source.text(tokens.lowerBound) == "self" { return true }
        let name = source.bytes(of: tokens.lowerBound)
        let isName = { (index: Int) in source.tokens[index].kind == .identifier && source.bytes(of: index).elementsEqual(name) }
        var index = callee
        while let body = EnclosingBodies.body(around: index, in: source) {
            let header = EnclosingBodies.header(of: body.lowerBound, in: source)
            if isFunctionHeader(source, header) {
                if header.contains(where: isName) { return true }
                // `key = "…"`, `let key = "…"`, `var key: String = "…"`.
                return body.contains { at in
                    isName(at) && at + 2 <= body.upperBound
                        && (CallArguments.isPunctuation(source, at + 1, "=") && source.tokens[at + 2].kind == .string
                            || CallArguments.isPunctuation(source, at + 1, ":") && at + 4 <= body.upperBound
                                && CallArguments.isPunctuation(source, at + 3, "=") && source.tokens[at + 4].kind == .string)
                }
            }
            index = body.lowerBound
        }
        return false
    }

    /// A Swift `func`/`init`/`subscript` signature, a computed property or its accessor (`var title:
    /// String {`, `get {`, `set {`), or an Objective-C method's (`- (NSString *)text:(NSString *)key`).
    private static func isFunctionHeader(_ source: TokenView, _ header: Range<Int>) -> Bool {
        guard let first = header.first else { return false }
        if source.language == .swift {
            if header.count == 1, ["get", "set", "didSet", "willSet"].contains(source.text(first)) { return true }
            return header.contains {
                source.tokens[$0].kind == .identifier && ["func", "init", "subscript", "var"].contains(source.text($0))
            }
        }
        return CallArguments.isPunctuation(source, first, "-") || CallArguments.isPunctuation(source, first, "+")
    }
}
