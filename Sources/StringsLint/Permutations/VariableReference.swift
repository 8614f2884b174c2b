/// A `%#@name@` reference in a format (also `%1$#@name@` and, as Apple's parser accepts, a width
/// before the `#`: `%1#@count@`), found by its range so it can be replaced by a form's text.
struct VariableReference {
    var range: Range<String.Index>
    var name: String

    /// The first reference in `text`, skipping `%%`.
    static func first(in text: String) -> VariableReference? {
        var index = text.startIndex
        while let percent = text[index...].firstIndex(of: "%") {
            var cursor = text.index(after: percent)
            guard cursor < text.endIndex else { return nil }
            if text[cursor] == "%" {
                index = text.index(after: cursor)
                continue
            }
            while cursor < text.endIndex, text[cursor].isASCII, text[cursor].isNumber || text[cursor] == "$" {
                cursor = text.index(after: cursor)
            }
            if cursor < text.endIndex, text[cursor] == "#" {
                let at = text.index(after: cursor)
                if at < text.endIndex, text[at] == "@", let close = text[text.index(after: at)...].firstIndex(of: "@") {
                    return VariableReference(range: percent..<text.index(after: close), name: String(text[text.index(after: at)..<close]))
                }
            }
            index = text.index(after: percent)
        }
        return nil
    }
}
