/// A specifier written with a character that looks like `%` but is not (`％@`, `﹪d`, `٪ 1 $ @`): Foundation
/// prints it as it is and reads no argument, so the value the code passes is never shown. Translation
/// tools and input methods of CJK and Arabic scripts produce them.
enum LookalikePercent {
    /// The look-alikes, with the names the Unicode standard gives them.
    static let names: [Unicode.Scalar: String] = [
        "\u{FF05}": "U+FF05 FULLWIDTH PERCENT SIGN",
        "\u{FE6A}": "U+FE6A SMALL PERCENT SIGN",
        "\u{066A}": "U+066A ARABIC PERCENT SIGN",
    ]

    /// The first look-alike specifier in `value` (the sign, then at most six of a position's or flags'
    /// characters, then a conversion), with the name of its sign; nil when there is none.
    static func first(in value: String) -> (text: String, name: String)? {
        let scalars = Array(value.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard let name = names[scalar] else { continue }
            var end = index + 1
            while end < scalars.count, end - index <= 6, "0123456789$ .#+-".unicodeScalars.contains(scalars[end]) { end += 1 }
            guard end < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[end]) else { continue }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[index...end])
            return (String(text), name)
        }
        return nil
    }
}
