/// Whether a name is declared in the file as Texture's `ASEditableTextNode`, whose `textView` is the
/// node's `UITextView`. Its header: "This property should only be used on the main thread and should
/// not be accessed before the editable text node's view is created": reading it is reading the view. Decided by the declaration, not by the name:
/// another node's own `textView` property may be anything (a text node, a plain value).
///
/// The declarations read, in either language:
/// - `name: ASEditableTextNode` (a property, a local, a parameter; optional or not; not a call's
///   argument `f(name: ASEditableTextNode())`),
/// - `name = ASEditableTextNode(`,
/// - `ASEditableTextNode *name` (Objective-C: a property, an ivar, a local),
/// - `name = [[ASEditableTextNode alloc] …` and `name = [ASEditableTextNode new]`.
/// An ivar `_name` and its property `name` are one node.
enum EditableTextNodes {
    static func isDeclared(_ index: Int, in source: TokenWindow) -> Bool {
        let name = bareName(source.text(index))
        var position = source.first
        while position < source.end {
            defer { position += 1 }
            guard source.is(position, "ASEditableTextNode") else { continue }
            if let declared = declaredName(at: position, in: source), bareName(declared) == name { return true }
        }
        return false
    }

    /// The name the type at `type` declares, if it is one of the declarations above.
    private static func declaredName(at type: Int, in source: TokenWindow) -> String? {
        if type >= 2, source.is(type - 1, ":"), !source.is(type + 1, "("), source.isIdentifier(type - 2) { return source.text(type - 2) }
        if type >= 2, source.is(type - 1, "="), source.is(type + 1, "("), source.isIdentifier(type - 2) { return source.text(type - 2) }
        if source.is(type + 1, "*"), source.isIdentifier(type + 2) { return source.text(type + 2) }
        if type >= 4, source.is(type - 1, "["), source.is(type - 2, "["), source.is(type - 3, "="), source.isIdentifier(type - 4) {
            return source.text(type - 4)
        }
        if type >= 3, source.is(type - 1, "["), source.is(type - 2, "="), source.isIdentifier(type - 3) { return source.text(type - 3) }
        return nil
    }

    /// `name` without the leading underscore of an Objective-C ivar.
    private static func bareName(_ name: String) -> Substring {
        name.first == "_" ? name.dropFirst() : Substring(name)
    }
}
