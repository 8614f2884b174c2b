/// Reads Swift `class` declarations and their methods and initializers.
struct SwiftDeclarationScanner {
    let source: TokenWindow
    let file: String

    /// Where the scan of a file stands between two windows of it.
    struct State {
        var index = 0
    }

    /// Scans from `state` to the window's `ownedEnd`.
    func scan(_ state: inout State, into facts: inout FileFacts) {
        var index = state.index
        defer { state.index = index }
        while index < source.ownedEnd {
            if source.is(index, "class"), source.isIdentifier(index + 1), !source.is(index + 1, "func"), !source.is(index + 1, "var"),
                !source.is(index - 1, "."), let (declaration, body) = classDeclaration(at: index)
            {
                facts.classes.append(declaration)
                facts.methods.append(contentsOf: methods(in: body, className: declaration.name))
            }
            index += 1
        }
    }

    /// `class Name<T>: Super, Protocol {` — the first inherited type is taken as the superclass.
    private func classDeclaration(at index: Int) -> (ClassDeclaration, ClosedRange<Int>)? {
        let name = source.text(index + 1)
        var cursor = index + 2
        if source.is(cursor, "<") {
            var depth = 0
            repeat {
                if source.is(cursor, "<") { depth += 1 }
                if source.is(cursor, ">") { depth -= 1 }
                cursor += 1
            } while depth > 0 && source.has(cursor)
        }
        var superclass: String?
        if source.is(cursor, ":"), source.isIdentifier(cursor + 1) { superclass = source.text(cursor + 1) }
        while source.has(cursor), !source.is(cursor, "{") {
            if source.is(cursor, ";") || source.is(cursor, "}") { return nil }
            cursor += 1
        }
        guard source.has(cursor) else { return nil }
        let token = source[index]
        let declaration = ClassDeclaration(
            name: name, superclass: superclass, kind: .swiftClass, line: Int(token.line), column: Int(token.column)
        )
        return (declaration, cursor...source.matchingClose(cursor))
    }

    /// `func name(…) … {` and `init(…) {` directly in the class body.
    private func methods(in body: ClosedRange<Int>, className: String) -> [MethodFacts] {
        var methods: [MethodFacts] = []
        var index = body.lowerBound + 1
        while index < body.upperBound {
            if source.is(index, "{") {
                index = source.matchingClose(index) + 1  // nested types and closures are not this class's methods
                continue
            }
            var nameIndex: Int?
            if source.is(index, "func"), source.isIdentifier(index + 1) { nameIndex = index + 1 }
            if source.is(index, "init"), source.is(index + 1, "(") || source.is(index + 1, "?") { nameIndex = index }
            guard let nameIndex else { index += 1; continue }
            var brace = nameIndex + 1
            while brace < body.upperBound, !source.is(brace, "{") {
                if source.is(brace, "(") { brace = source.matchingClose(brace) }
                brace += 1
            }
            guard brace < body.upperBound else { break }
            let start = source[index]
            let isClassMethod = source.is(index - 1, "class") || source.is(index - 1, "static")
            let close = source.matchingClose(brace)
            methods.append(
                MethodFacts.make(
                    className: className, selector: source.text(nameIndex), isClassMethod: isClassMethod, isSwift: true,
                    returnsObject: source.is(nameIndex, "init"), file: file, line: Int(start.line), column: Int(start.column),
                    body: MethodBodyScanner(source: source, range: brace...close).scan()
                ))
            index = close + 1
        }
        return methods
    }
}
