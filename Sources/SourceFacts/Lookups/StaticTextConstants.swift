import DevToolsCore

/// Text a type keeps in a `static let` (`enum Strings { static let delete = NSLocalizedString("delete",
/// value: "Delete", comment: "") }`): a static constant is worked out when code first reads it, so its
/// lookup runs only where code names it (`Constant.string.delete`), in the bundles of the targets that
/// code is built into, and never when nothing names it. lockwise compiles its constants into the app and
/// its AutoFill extension, but only the app's code reads `delete`: the extension's translations lacking
/// it were 12 false `missing-key`, and a constant nothing reads 1 more.
enum StaticTextConstants {
    /// The constant whose initial value the lookup whose callee is at `callee` is: `Owner.name` for
    /// `static let name = NSLocalizedString(…)` directly in the body of `Owner` (a call on the value,
    /// `NSLocalizedString(…).uppercased()`, still is). Nil for anything else.
    static func constant(_ source: TokenView, callee: Int) -> String? {
        let tokens = source.tokens
        // `static let name =` right before the callee (past a `Type.` prefix such as `String(localized:)`'s none).
        let equals = callee - 1
        guard equals >= 3, CallArguments.isPunctuation(source, equals, "="), tokens[equals - 1].kind == .identifier,
            source.text(equals - 2) == "let", source.text(equals - 3) == "static",
            let body = EnclosingBodies.body(around: callee, in: source)
        else { return nil }
        let header = EnclosingBodies.header(of: body.lowerBound, in: source)
        // `enum Owner {`, `struct Owner: P {`, `extension Outer.Owner {`: the (last) name after the introducer.
        guard let introducer = header.first(where: { ["enum", "struct", "class", "extension", "actor"].contains(source.text($0)) }),
            introducer + 1 < header.upperBound, tokens[introducer + 1].kind == .identifier
        else { return nil }
        var owner = introducer + 1
        while owner + 2 < header.upperBound, CallArguments.isPunctuation(source, owner + 1, "."), tokens[owner + 2].kind == .identifier {
            owner += 2
        }
        return source.text(owner) + "." + source.text(equals - 1)
    }

    /// The static members the file names through their type (`Constant.string.delete` names
    /// `string.delete`; `Strings.title` names `Strings.title`; `.title` alone and `Self.title` name
    /// `.title`), each as `Owner.name` or `.name`; and, in the file that declares them, its own constants
    /// named bare. Only chains that start with a capitalized name, a leading dot or `Self`: an instance's
    /// members (`label.text`) are no static constant.
    static func references(in source: TokenView) -> Set<String> {
        var found = Set<String>()
        let tokens = source.tokens
        // `.delete` in a file whose enum declares `case delete(…)` is that case (lockwise's `return .delete`
        // in `DataStoreAction`), not a static constant. Worked out when the file first has such a name.
        var cases: Set<String>?
        func declaresCase(_ name: String) -> Bool {
            if cases == nil {
                cases = Set(
                    tokens.indices.dropLast().lazy.filter {
                        tokens[$0].kind == .identifier && tokens[$0 + 1].kind == .identifier && source.bytes(of: $0).elementsEqual(caseWord)
                    }.map { source.text($0 + 1) })
            }
            return cases?.contains(name) == true
        }
        var index = 1
        while index < tokens.count {
            defer { index += 1 }
            guard CallArguments.isPunctuation(source, index, "."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                source.startsLowercase(index + 1)
            else { continue }
            let name = source.text(index + 1)
            let before = index - 1
            if tokens[before].kind != .identifier && !CallArguments.isPunctuation(source, before, ")")
                && !CallArguments.isPunctuation(source, before, "]") && !CallArguments.isPunctuation(source, before, "?")
                && !CallArguments.isPunctuation(source, before, "!")
            {
                if !declaresCase(name) { found.insert("." + name) }  // `.delete`: an implicit member
                continue
            }
            guard tokens[before].kind == .identifier else { continue }
            let owner = source.text(before)
            if owner == "Self" {
                found.insert("." + name)
                continue
            }
            // The chain's head: `Constant` in `Constant.string.delete`.
            var head = before
            while head >= 2, CallArguments.isPunctuation(source, head - 1, "."), tokens[head - 2].kind == .identifier { head -= 2 }
            if source.startsUppercase(head) { found.insert(owner + "." + name) }
        }
        return found
    }

    /// The file's own constants (among `lookups`) it names bare besides declaring them: `[delete, edit]`
    /// in the type's other members.
    static func ownBareReads(in source: TokenView, of lookups: [KeyLookup]) -> Set<String> {
        let constants = lookups.compactMap(\.constant)
        guard !constants.isEmpty else { return [] }
        var found = Set<String>()
        for constant in constants {
            guard let dot = constant.lastIndex(of: ".") else { continue }
            let name = Array(constant[constant.index(after: dot)...].utf8)
            let uses = source.tokens.indices.count { index in
                source.tokens[index].kind == .identifier && source.bytes(of: index).elementsEqual(name)
                    && !(index > 0 && CallArguments.isPunctuation(source, index - 1, "."))
            }
            // One is the declaration.
            if uses > 1 { found.insert(constant) }
        }
        return found
    }

    private static let caseWord = Array("case".utf8)
}
