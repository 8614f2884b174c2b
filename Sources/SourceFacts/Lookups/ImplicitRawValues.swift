/// The raw values a Swift `String` enum's cases take from their names (`enum Category: String { case
/// fish, bugs }` has raw values `"fish"` and `"bugs"`): strings the code holds without writing them, which
/// keep a table's key of that text used, as literals do (`CodeKeyUsage.mentions`). ACHNBrowserUI shows
/// each category as `Text(LocalizedStringKey(category.rawValue))`: its 29 keys were reported unused.
enum ImplicitRawValues {
    /// The case names without an explicit raw value, of every enum whose first inherited type is `String`.
    static func names(in source: TokenView) -> [String] {
        guard source.bytes.contains(bytes: enumWord) else { return [] }
        var names: [String] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && source.text(index) == "enum" {
            // `enum Name: String {`, `enum Name: String, CaseIterable {`.
            guard index + 4 < tokens.count, tokens[index + 1].kind == .identifier, CallArguments.isPunctuation(source, index + 2, ":"),
                source.text(index + 3) == "String",
                let open = (index + 4..<min(tokens.count, index + 24)).first(where: { CallArguments.isPunctuation(source, $0, "{") }),
                tokens[open].partner > open
            else { continue }
            var at = open + 1
            let close = Int(tokens[open].partner)
            while at < close {
                // Nested bodies (methods, nested types) are not the enum's cases.
                if CallArguments.isPunctuation(source, at, "{"), tokens[at].partner > at {
                    at = Int(tokens[at].partner) + 1
                    continue
                }
                if tokens[at].kind == .identifier, source.text(at) == "case" {
                    at += 1
                    // `case a, b = "x", c`: each name not followed by `=` or `(`.
                    while at < close, tokens[at].kind == .identifier {
                        let name = source.text(at)
                        let explicit = CallArguments.isPunctuation(source, at + 1, "=") || CallArguments.isPunctuation(source, at + 1, "(")
                        if !explicit { names.append(name) }
                        var next = at + 1
                        while next < close, !CallArguments.isPunctuation(source, next, ","),
                            !(tokens[next].kind == .identifier && source.text(next) == "case"),
                            !CallArguments.isPunctuation(source, next, "{"), !CallArguments.isPunctuation(source, next, "}")
                        {
                            next = tokens[next].partner > next ? Int(tokens[next].partner) + 1 : next + 1
                        }
                        guard next < close, CallArguments.isPunctuation(source, next, ",") else {
                            at = next
                            break
                        }
                        at = next + 1
                    }
                    continue
                }
                at += 1
            }
        }
        return names
    }

    private static let enumWord = Array("enum".utf8)
}
