/// The `{ … }` bodies around a token and the declarations that open them (`struct Foo: View {`), read
/// from the token list: what a lookup's surroundings say of it (an App Intent that is never listed, a
/// placeholder view that is always redacted).
enum EnclosingBodies {
    /// The `{`…`}` (token indexes) of the innermost body holding `index`, else nil.
    static func body(around index: Int, in source: TokenView) -> ClosedRange<Int>? {
        var at = index - 1
        while at >= 0 {
            let token = source.tokens[at]
            if CallArguments.isPunctuation(source, at, "{"), token.partner > index { return at...Int(token.partner) }
            at -= 1
        }
        return nil
    }

    /// The tokens of the declaration opening the body at `open`: from after the previous `}`, `{` or `;`.
    static func header(of open: Int, in source: TokenView) -> Range<Int> {
        var at = open - 1
        while at >= 0, !["}", "{", ";"].contains(where: { CallArguments.isPunctuation(source, at, $0) }) { at -= 1 }
        return (at + 1)..<open
    }
}
