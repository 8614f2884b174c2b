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
            // `class Name`, not `class func`, `class var`, `class override func`, `.class`.
            if source.is(index, "class"), source.isIdentifier(index + 1), !Self.modifierWords.contains(where: { source.is(index + 1, $0) }),
                !source.is(index + 1, "func"), !source.is(index + 1, "var"), !source.is(index + 1, "subscript"),
                !source.is(index - 1, "."), !source.is(index - 1, "import"), !source.is(index - 1, "("), !source.is(index - 1, ","),
                let (declaration, body) = classDeclaration(at: index)
            {
                facts.classes.append(declaration)
                facts.methods.append(contentsOf: methods(in: body, className: declaration.name))
            } else if source.is(index, "extension"), source.isIdentifier(index + 1), let (name, body) = extensionBody(at: index) {
                // `override func viewWillAppear` in `extension FeedViewController`: the class's own method.
                facts.methods.append(contentsOf: methods(in: body, className: name))
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
        if source.is(cursor, ":") {
            var first = cursor + 1
            while source.has(first), source[first].kind == .atKeyword { first += 1 }  // `@unchecked Sendable`
            if source.isIdentifier(first) { superclass = source.text(first) }
        }
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

    /// `extension Outer.Name: Protocol where … {`: the extended type's last name and the body.
    private func extensionBody(at index: Int) -> (String, ClosedRange<Int>)? {
        var cursor = index + 1
        while source.is(cursor + 1, "."), source.isIdentifier(cursor + 2) { cursor += 2 }
        let name = source.text(cursor)
        while source.has(cursor), !source.is(cursor, "{") {
            if source.is(cursor, ";") || source.is(cursor, "}") { return nil }
            cursor += 1
        }
        guard source.has(cursor) else { return nil }
        return (name, cursor...source.matchingClose(cursor))
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
            if source.is(index, "func") {
                if source.isIdentifier(index + 1) {
                    nameIndex = index + 1
                } else if source.is(index + 1, "`"), source.isIdentifier(index + 2), source.is(index + 3, "`") {
                    nameIndex = index + 2  // func `continue`()
                }
            }
            // `init(`, `init?(`, `init!(`, `init<T>(`; not `.init(…)`, a call.
            if source.is(index, "init"), !source.is(index - 1, "."),
                source.is(index + 1, "(") || source.is(index + 1, "?") || source.is(index + 1, "!") || source.is(index + 1, "<")
            {
                nameIndex = index
            }
            guard let nameIndex else { index += 1; continue }
            var brace = nameIndex + 1
            var parameters: Int?
            while brace < body.upperBound, !source.is(brace, "{") {
                if source.is(brace, "(") {
                    if parameters == nil { parameters = brace }
                    brace = source.matchingClose(brace)
                }
                brace += 1
            }
            guard brace < body.upperBound else { break }
            let start = source[index]
            let modifiers = modifiers(before: index)
            let close = source.matchingClose(brace)
            let signature =
                parameters.map { SwiftSignature.declared(source, name: nameIndex, open: $0) } ?? source.text(nameIndex)
            methods.append(
                MethodFacts.make(
                    className: className, selector: signature, isClassMethod: modifiers.isTypeMember,
                    isSwift: true, returnsObject: source.is(nameIndex, "init"), isOverride: modifiers.isOverride, file: file,
                    line: Int(start.line), column: Int(start.column),
                    body: MethodBodyScanner(
                        source: source, range: brace...close, parameters: parameters.map { $0...source.matchingClose($0) },
                        // What helpers `layoutSpecThatFits` and initializers call (`setupViews()`).
                        recordsOwnCalls: signature == "layoutSpecThatFits(_:)" || source.is(nameIndex, "init")
                    ).scan()
                ))
            index = close + 1
        }
        return methods
    }

    /// Modifiers and attributes that may stand before `func` or `init` with `override` among them.
    private static let modifierWords: [StaticString] = [
        "override", "public", "open", "internal", "fileprivate", "private", "final", "dynamic", "required", "convenience",
        "nonisolated", "class", "static", "mutating", "optional", "unowned", "weak", "lazy", "isolated", "consuming",
    ]

    /// What the facts keep of a declaration's modifiers.
    private struct Modifiers {
        var isOverride = false
        /// `class` or `static`.
        var isTypeMember = false
    }

    /// The modifiers before the `func` or `init` at `index` (`@objc override public func`: `override`,
    /// `public`), attributes and `private(set)`-style arguments passed over. Compared in place: no
    /// String or Set is made per method.
    private func modifiers(before index: Int) -> Modifiers {
        var found = Modifiers()
        var cursor = index - 1
        while cursor >= 0, source.has(cursor) {
            if source.is(cursor, ")") {
                // `private(set)`, `@available(iOS 13, *)`: back to the word before the parentheses.
                var depth = 0
                while cursor >= 0, source.has(cursor) {
                    if source.is(cursor, ")") { depth += 1 }
                    if source.is(cursor, "(") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    cursor -= 1
                }
                cursor -= 1
                continue
            }
            if source[cursor].kind == .atKeyword {  // an attribute: `@objc`, `@MainActor`
                cursor -= 1
                continue
            }
            guard source.isIdentifier(cursor), Self.modifierWords.contains(where: { source.is(cursor, $0) }) else { break }
            if source.is(cursor, "override") { found.isOverride = true }
            if source.is(cursor, "class") || source.is(cursor, "static") { found.isTypeMember = true }
            cursor -= 1
        }
        return found
    }
}
