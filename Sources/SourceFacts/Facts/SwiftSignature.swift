/// A Swift function's full name, `viewWillAppear(_:)`, `willMove(toParent:)`, `didLoad()`, as the
/// compiler matches an override with the method it overrides: the base name alone would take
/// `func viewDidAppear(completion:)` for UIKit's `viewDidAppear(_:)`.
///
/// Read the same way from a declaration's parameter list and from a call's argument list, so a
/// `super.…(…)` call and the method it is made in compare as strings.
enum SwiftSignature {
    /// The full name of the declaration whose name is at `name` and whose parameters open at `open`
    /// (`func name<T>(…)`, `init?(…)`): each parameter's argument label, `_` when it has none.
    static func declared(_ source: TokenWindow, name: Int, open: Int) -> String {
        labels(source, name: name, open: open) { start in
            // `label name: Type`, `_ name: Type`, or `name: Type` (the name is the label).
            guard source.isIdentifier(start) else { return nil }
            if source.is(start + 1, ":") { return start }
            if source.isIdentifier(start + 1), source.is(start + 2, ":") { return start }
            return nil
        }
    }

    /// The full name a call `name(…)` at `name` refers to: `label:` for each labelled argument, `_:`
    /// for each other (a trailing closure is not counted: no lifecycle method takes one).
    static func called(_ source: TokenWindow, name: Int) -> String {
        guard source.is(name + 1, "(") else { return source.text(name) }
        return labels(source, name: name, open: name + 1) { start in
            source.isIdentifier(start) && source.is(start + 1, ":") && !source.is(start + 2, ":") ? start : -1
        }
    }

    /// `name(a:_:)`: for each element of the list opened at `open`, `label(start)` gives the token of its
    /// label, `-1` for none (`_`), or `nil` when the element is no parameter (a comma inside a generic
    /// type, `Dictionary<K, V>`, continues the element before it).
    private static func labels(_ source: TokenWindow, name: Int, open: Int, label: (Int) -> Int?) -> String {
        let close = source.matchingClose(open)
        var parts: [Int] = []
        var depth = 0
        var elementStart = open + 1
        var index = open + 1
        while index < close {
            if source.is(index, "(") || source.is(index, "[") || source.is(index, "{") {
                depth += 1
            } else if source.is(index, ")") || source.is(index, "]") || source.is(index, "}") {
                depth -= 1
            } else if depth == 0, source.is(index, ","), index >= elementStart {  // not one in `@Builder<A, B>`
                elementStart = index + 1
            }
            if index == elementStart, source[index].kind == .atKeyword {
                // `@ViewBuilder content: () -> Content`, `@available(…)`, `@Builder<A, B> content:`: the label
                // comes after the attribute and its arguments.
                elementStart = index + 1
                if source.is(elementStart, "(") { elementStart = source.matchingClose(elementStart) + 1 }
                if source.is(elementStart, "<") {
                    var angles = 0
                    repeat {
                        if source.is(elementStart, "<") { angles += 1 }
                        if source.is(elementStart, ">") { angles -= 1 }
                        elementStart += 1
                    } while angles > 0 && elementStart < close
                }
            } else if index == elementStart, let token = label(index) {
                parts.append(token)
            }
            index += 1
        }
        var text = source.text(name)
        text.append("(")
        for token in parts { text += token < 0 ? "_:" : source.text(token) + ":" }
        text.append(")")
        return text
    }
}
