/// Reads `@interface`, `@implementation`, methods and free functions out of Objective-C(++) tokens.
struct ObjCDeclarationScanner {
    let source: TokenizedSource
    let file: String

    func scan(into facts: inout FileFacts) {
        var index = 0
        var implementation: String?
        var depth = 0
        while index < source.count {
            let token = source[index]
            if token.kind == .atKeyword {
                if source.is(index, "@interface") || source.is(index, "@implementation") {
                    let isImplementation = source.is(index, "@implementation")
                    if let declaration = declaration(at: index, isImplementation: isImplementation) {
                        facts.classes.append(declaration)
                        if isImplementation { implementation = declaration.name }
                    }
                } else if source.is(index, "@end") {
                    implementation = nil
                }
                index += 1
                continue
            }
            if token.kind == .punctuation {
                if source.is(index, "{") {
                    if depth == 0, let className = implementation, let method = methodStart(before: index) {
                        let close = source.matchingClose(index)
                        let scanner = MethodBodyScanner(source: source, range: index...close, tracksPaths: method.isConstructor)
                        facts.methods.append(method.make(className, scanner.scan()))
                        index = close + 1
                        continue
                    }
                    if depth == 0, implementation == nil, let function = factoryFunction(before: index) {
                        facts.factoryFunctions.append(function)
                    }
                    depth += 1
                } else if source.is(index, "}") {
                    depth = max(0, depth - 1)
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
        return ClassDeclaration(name: name, superclass: superclass, kind: kind, file: file, line: Int(token.line), column: Int(token.column))
    }

    private func skipAngles(_ start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < source.count {
            if source.is(cursor, "<") { depth += 1 }
            if source.is(cursor, ">") { depth -= 1; if depth == 0 { return cursor + 1 } }
            cursor += 1
        }
        return cursor
    }

    /// If the tokens before the `{` at `brace` are a method header `- (type)name:(type)arg part:(type)arg`,
    /// whether it is a constructor (`+new…`) and a function that makes its facts for a class name and the
    /// scanned body.
    private func methodStart(before brace: Int) -> (isConstructor: Bool, make: (String, MethodBody) -> MethodFacts)? {
        // Walk back to the `-` or `+` that starts the header, at the start of a declaration.
        var cursor = brace - 1
        var parens = 0
        while cursor >= 0 {
            if source.is(cursor, ")") { parens += 1 } else if source.is(cursor, "(") { parens -= 1 }
            if parens == 0, source.is(cursor, ";") || source.is(cursor, "}") || source[cursor].kind == .atKeyword && !source.is(cursor, "@selector") {
                return nil
            }
            if parens == 0, source.is(cursor, "-") || source.is(cursor, "+"), isHeaderStart(cursor) { break }
            cursor -= 1
        }
        guard cursor >= 0 else { return nil }
        let start = cursor
        let isClassMethod = source.is(start, "+")
        var selector = ""
        cursor = start + 1
        var returnsObject = true  // no return type means `id`
        if source.is(cursor, "(") {
            let close = source.matchingClose(cursor)
            returnsObject = (cursor + 1..<close).contains { source.is($0, "*") || source.is($0, "id") || source.is($0, "instancetype") }
            cursor = close + 1
        }
        while cursor < brace {
            if source.isIdentifier(cursor) {
                let part = source.text(cursor)
                if source.is(cursor + 1, ":") {
                    selector += part + ":"
                    cursor += 2
                    if source.is(cursor, "(") { cursor = source.matchingClose(cursor) + 1 }
                    cursor += 1  // the argument's name
                    continue
                }
                if selector.isEmpty { selector = part }
                break
            }
            cursor += 1
        }
        guard !selector.isEmpty else { return nil }
        let token = source[start]
        let file = self.file
        return (isClassMethod && selector.hasPrefix("new"), { className, body in
            MethodFacts(className: className, selector: selector, isClassMethod: isClassMethod, isSwift: false,
                        returnsObject: returnsObject, file: file, line: Int(token.line), column: Int(token.column), body: body)
        })
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
        let type = source.text(open - 3)
        guard type.hasSuffix("Component") else { return nil }
        return FactExtractor.site(source, open - 1, name: source.text(open - 1))
    }
}
