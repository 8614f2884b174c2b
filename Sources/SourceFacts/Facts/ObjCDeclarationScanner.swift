/// Reads `@interface`, `@implementation`, methods and free functions out of Objective-C(++) tokens.
struct ObjCDeclarationScanner {
    /// Where the scan of a file stands between two windows of it.
    struct State {
        var index = 0
        /// The class of the `@implementation` being read.
        var implementation: String?
        /// `{` nesting outside method bodies.
        var depth = 0
    }

    /// A method header `- (type)name:(type)arg part:(type)arg`, read back from its body's `{`.
    private struct MethodHeader {
        let isClassMethod: Bool
        let selector: String
        let returnsObject: Bool
        let start: Token

        /// A ComponentKit constructor (`+new…`), whose scopes and `[super new…]` are followed along paths.
        var isConstructor: Bool { isClassMethod && selector.hasPrefix("new") }
    }

    let source: TokenWindow
    let file: String

    /// Scans from `state` to the window's `ownedEnd`.
    func scan(_ state: inout State, into facts: inout FileFacts) {
        var index = state.index
        defer { state.index = index }
        while index < source.ownedEnd {
            let token = source[index]
            if token.kind == .atKeyword {
                if source.is(index, "@interface") || source.is(index, "@implementation") {
                    let isImplementation = source.is(index, "@implementation")
                    if let declaration = declaration(at: index, isImplementation: isImplementation) {
                        // Most files declare an interface and implement it: room for both at once.
                        if facts.classes.isEmpty { facts.classes.reserveCapacity(2) }
                        facts.classes.append(declaration)
                        if isImplementation { state.implementation = declaration.name }
                    }
                } else if source.is(index, "@end") {
                    state.implementation = nil
                }
                index += 1
                continue
            }
            if token.kind == .punctuation {
                let byte = source.bytes[Int(token.start)]
                if byte == UInt8(ascii: "{") {
                    if state.depth == 0, let className = state.implementation, let header = methodHeader(before: index) {
                        let close = source.matchingClose(index)
                        let body = MethodBodyScanner(
                            source: source, range: index...close, tracksPaths: header.isConstructor,
                            // What helpers `layoutSpecThatFits:` and initializers call (`[self setupViews]`).
                            recordsOwnCalls: header.selector == "layoutSpecThatFits:"
                                || (!header.isClassMethod && header.returnsObject && header.selector.hasPrefix("init"))
                        ).scan()
                        facts.methods.append(
                            MethodFacts.make(
                                className: className, selector: header.selector, isClassMethod: header.isClassMethod, isSwift: false,
                                returnsObject: header.returnsObject, file: file, line: Int(header.start.line),
                                column: Int(header.start.column),
                                body: body
                            ))
                        index = close + 1
                        continue
                    }
                    if state.depth == 0, state.implementation == nil, let function = factoryFunction(before: index) {
                        facts.factoryFunctions.append(function)
                    }
                    state.depth += 1
                } else if byte == UInt8(ascii: "}") {
                    state.depth = max(0, state.depth - 1)
                }
            }
            index += 1
        }
    }

    /// `@interface Name : Super<Generics>`, `@interface Name (Category)`, `@interface Name ()`,
    /// `@implementation Name`, `@implementation Name (Category)`.
    private func declaration(at index: Int, isImplementation: Bool) -> ClassDeclaration? {
        guard source.isIdentifier(index + 1) else { return nil }
        let name = source.text(index + 1)
        var cursor = index + 2
        if source.is(cursor, "<") { cursor = skipAngles(cursor) }
        var kind: ClassDeclaration.Kind = isImplementation ? .implementation : .interface
        var superclass: String?
        if source.is(cursor, ":"), source.isIdentifier(cursor + 1) {
            superclass = source.text(cursor + 1)
        } else if source.is(cursor, "(") {
            kind = source.is(cursor + 1, ")") ? .classExtension : .category
        }
        let token = source[index]
        return ClassDeclaration(
            name: name, superclass: superclass, kind: kind, line: Int(token.line), column: Int(token.column))
    }

    private func skipAngles(_ start: Int) -> Int {
        var depth = 0
        var cursor = start
        while source.has(cursor) {
            if source.is(cursor, "<") { depth += 1 }
            if source.is(cursor, ">") { depth -= 1; if depth == 0 { return cursor + 1 } }
            cursor += 1
        }
        return cursor
    }

    /// The method header whose body opens at `brace`, if the tokens before it are one.
    private func methodHeader(before brace: Int) -> MethodHeader? {
        // Walk back to the `-` or `+` that starts the header, at the start of a declaration.
        var cursor = brace - 1
        var parens = 0
        while cursor >= 0 {
            let token = source[cursor]
            if token.kind == .punctuation {
                switch source.bytes[Int(token.start)] {
                case UInt8(ascii: ")"): parens += 1
                case UInt8(ascii: "("): parens -= 1
                case UInt8(ascii: ";"), UInt8(ascii: "}"): if parens == 0 { return nil }
                case UInt8(ascii: "-"), UInt8(ascii: "+"): if parens == 0, isHeaderStart(cursor) { return header(from: cursor, to: brace) }
                default: break
                }
            } else if token.kind == .atKeyword, parens == 0, !source.is(cursor, "@selector") {
                return nil
            }
            cursor -= 1
        }
        return nil
    }

    /// The header from its `-`/`+` at `start` to the body's `{` at `brace`.
    private func header(from start: Int, to brace: Int) -> MethodHeader? {
        var selector = ""
        var cursor = start + 1
        var returnsObject = true  // no return type means `id`
        if source.is(cursor, "(") {
            let close = source.matchingClose(cursor)
            returnsObject = (cursor + 1..<close).contains { source.is($0, "*") || source.is($0, "id") || source.is($0, "instancetype") }
            cursor = close + 1
        }
        while cursor < brace {
            if source.isIdentifier(cursor) {
                if source.is(cursor + 1, ":") {
                    selector += source.text(cursor)
                    selector += ":"
                    cursor += 2
                    if source.is(cursor, "(") { cursor = source.matchingClose(cursor) + 1 }
                    cursor += 1  // the argument's name
                    continue
                }
                if selector.isEmpty { selector = source.text(cursor) }
                break
            }
            cursor += 1
        }
        guard !selector.isEmpty else { return nil }
        return MethodHeader(isClassMethod: source.is(start, "+"), selector: selector, returnsObject: returnsObject, start: source[start])
    }

    /// A `-`/`+` starts a method header when it begins a declaration (after `;`, `}`, `{`, `@end`,
    /// an `@implementation` line, or the start of the file) and is followed by `(`.
    private func isHeaderStart(_ index: Int) -> Bool {
        guard source.is(index + 1, "(") else { return false }
        guard index > 0 else { return true }
        let previous = index - 1
        if source.is(previous, ";") || source.is(previous, "}") || source.is(previous, "{") { return true }
        if source[previous].kind == .atKeyword { return true }
        // `@implementation Name` or `@implementation Name (Category)` just before.
        return source[previous].line < source[index].line && !source.is(previous, ",") && !source.is(previous, "=")
            && !source.is(previous, "(") && !source.is(previous, "return")
    }

    /// `static CKComponent *name(…) {` or `XComponent *name(…) {` at file level.
    private func factoryFunction(before brace: Int) -> SourceSite? {
        guard source.is(brace - 1, ")") else { return nil }
        var open = brace - 1
        var depth = 0
        while open >= 0 {
            if source.is(open, ")") { depth += 1 }
            if source.is(open, "(") { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        guard open >= 3, source.isIdentifier(open - 1), source.is(open - 2, "*"), source.isIdentifier(open - 3) else { return nil }
        guard source.hasSuffix(open - 3, "Component") else { return nil }
        return FactExtractor.site(source, open - 1, name: source.text(open - 1))
    }
}
