/// A key as a lookup matches it: a literal with `\(…)` interpolations (`Hello %@`) matches a table key
/// with any format specifier in their places (`Hello %@`, `Hello %lld`), as SwiftUI writes the key by
/// the interpolated value's type.
enum KeyPattern {
    /// The key with every format specifier replaced by one mark, so the two sides compare equal.
    static func normalized(_ key: String) -> String {
        guard key.utf8.contains(UInt8(ascii: "%")) else { return key }
        var result = ""
        var scalars = key.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                result += "%%"
                scalars.removeFirst()
                continue
            }
            // Flags, width, precision, position, length, then the conversion.
            while let next = scalars.first, "0123456789$#-+ .'hlqLzjt".unicodeScalars.contains(next) { scalars.removeFirst() }
            if let conversion = scalars.first, "@dDiuUxXoOfeEgGcCsSpaAF".unicodeScalars.contains(conversion) {
                scalars.removeFirst()
                result += "\u{1}"
            } else {
                result += "%"
            }
        }
        return result
    }
}
