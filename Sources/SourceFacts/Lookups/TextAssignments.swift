/// The names whose text code sets: `typeLabel.text = …`, `titleLabel?.attributedText = …`,
/// `self.nameField.stringValue = …`, `button.setTitle(…)`, `[self.statusLabel setText:…]`,
/// `_hintField.placeholder = …`. An Interface Builder object that the code reaches through an outlet of
/// such a name shows the code's text, so the storyboard's is no text a translation must give (xDrip's
/// treatment cell: "Insulin" in the storyboard, each row's own kind at run time).
enum TextAssignments {
    static func names(in source: TokenView) -> Set<String> {
        var names = Set<String>()
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && index + 1 < tokens.count {
            // Every name below starts with one of these letters and is followed by `=`, `(` or `:`.
            guard tokens[index + 1].kind == .punctuation, let first = source.bytes(of: index).first, initials.contains(first) else {
                continue
            }
            let word = source.bytes(of: index)
            // `name . text =`, `name ? . text =`, `name ! . text =`; `name . setTitle (`.
            if properties.contains(where: { word.elementsEqual($0) }) {
                guard CallArguments.isPunctuation(source, index + 1, "="), !CallArguments.isPunctuation(source, index + 2, "="),
                    let owner = owner(source, beforeDot: index - 1)
                else { continue }
                names.insert(owner)
            } else if setters.contains(where: { word.elementsEqual($0) }) {
                // Swift's `name.setTitle(…)`, or Objective-C's `[name setText:…]` / `[self.name setText:…]`.
                if CallArguments.isPunctuation(source, index + 1, "("), let owner = owner(source, beforeDot: index - 1) {
                    names.insert(owner)
                } else if CallArguments.isPunctuation(source, index + 1, ":"), index > 0, tokens[index - 1].kind == .identifier {
                    names.insert(trimmed(source.text(index - 1)))
                }
            }
        }
        return names
    }

    /// The name before `.` at `dot` (past a `?` or `!`): `typeLabel` in `typeLabel?.text`.
    private static func owner(_ source: TokenView, beforeDot dot: Int) -> String? {
        guard dot > 0, CallArguments.isPunctuation(source, dot, ".") else { return nil }
        var name = dot - 1
        if CallArguments.isPunctuation(source, name, "?") || CallArguments.isPunctuation(source, name, "!") { name -= 1 }
        guard name >= 0, source.tokens[name].kind == .identifier else { return nil }
        return trimmed(source.text(name))
    }

    /// An Objective-C instance variable's name without its `_`.
    private static func trimmed(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }

    private static let properties = [
        "text", "attributedText", "title", "placeholder", "stringValue", "attributedStringValue", "placeholderString",
    ].map { Array($0.utf8) }
    private static let initials: Set<UInt8> = Set((properties + setters).map { $0[0] })
    private static let setters = [
        "setTitle", "setAttributedTitle", "setText", "setAttributedText", "setStringValue", "setPlaceholder", "setPlaceholderString",
    ].map { Array($0.utf8) }
}
