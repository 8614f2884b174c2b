/// The text a string literal token stands for: `@"key"`, `"key"`, Swift's `"Hello \(name)"` (each
/// interpolation becomes `%@`, as SwiftUI's and `String(localized:)`'s keys do) and `#"raw"#`.
/// `nil` for what is not one plain literal: a multi-line or C++ raw string, an escape this reader does
/// not know (then the key cannot be told for sure, and no lookup is reported).
struct StringLiteralValue: Equatable {
    let text: String
    let interpolations: Int
    /// The key SwiftUI and `String(localized:)` make of an interpolated literal, a format: `text` with
    /// the literal's own `%` doubled (`"**\(n)%** saved"` is `**%@%%** saved`, Pearcleaner's catalog
    /// key). A plain string interpolation (`NSLocalizedString("\(n)%", …)`) is `text`.
    let formatKey: String

    init(text: String, interpolations: Int) {
        self.text = text
        self.interpolations = interpolations
        self.formatKey = text
    }

    init?(_ token: Slice<UnsafeBufferPointer<UInt8>>, swift: Bool) {
        var bytes = token
        if bytes.first == UInt8(ascii: "@") { bytes = bytes.dropFirst() }
        var hashes = 0
        while swift, bytes.first == UInt8(ascii: "#"), bytes.last == UInt8(ascii: "#") {
            bytes = bytes.dropFirst().dropLast()
            hashes += 1
        }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\""),
            !(bytes.count >= 3 && bytes[bytes.startIndex + 1] == UInt8(ascii: "\"") && bytes[bytes.startIndex + 2] == UInt8(ascii: "\""))
        else { return nil }
        let body = bytes.dropFirst().dropLast()
        // Most keys have no escape: their text is their bytes.
        if !body.contains(UInt8(ascii: "\\")) {
            text = String(decoding: UnsafeBufferPointer(rebasing: body), as: UTF8.self)
            interpolations = 0
            formatKey = text
            return
        }
        var text: [UInt8] = []
        // The same text with its own `%` doubled: the key when the literal interpolates.
        var formatText: [UInt8] = []
        var interpolations = 0
        var index = body.startIndex
        let escape = hashes == 0 ? [UInt8(ascii: "\\")] : [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < body.endIndex {
            guard body[index...].starts(with: escape) else {
                text.append(body[index])
                formatText += body[index] == UInt8(ascii: "%") ? [UInt8(ascii: "%"), UInt8(ascii: "%")] : [body[index]]
                index += 1
                continue
            }
            let before = text.count
            index += escape.count
            guard index < body.endIndex else { return nil }
            let byte = body[index]
            index += 1
            switch byte {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "0") where swift: text.append(0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(byte)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                // Swift's `\u{00A0}`; C's and Objective-C's `\u00A0` and `\U0001F600` (Sequel-Ace's
                // `@"…stored with version\u00A0%1$ld…"`, whose table key has the no-break space itself).
                guard let (scalar, end) = Self.unicodeEscape(body, at: index, swift: swift, capital: byte == UInt8(ascii: "U")) else {
                    return nil
                }
                text += Array(String(Character(scalar)).utf8)
                index = end
            case UInt8(ascii: "(") where swift:
                // An interpolation: skip to its closing parenthesis, over the string literals in it
                // (passforios' `"\(name.prefix { $0 != "(" })Error."`).
                var depth = 1
                while index < body.endIndex, depth > 0 {
                    if body[index] == UInt8(ascii: "\"") {
                        index += 1
                        while index < body.endIndex, body[index] != UInt8(ascii: "\"") {
                            index += body[index] == UInt8(ascii: "\\") ? 2 : 1
                        }
                    } else if body[index] == UInt8(ascii: "(") {
                        depth += 1
                    } else if body[index] == UInt8(ascii: ")") {
                        depth -= 1
                    }
                    index += 1
                }
                guard depth == 0 else { return nil }
                text += Array("%@".utf8)
                formatText += Array("%@".utf8)
                interpolations += 1
                continue
            default:
                return nil
            }
            formatText += text[before...]  // an escaped character is no `%`
        }
        self.text = String(decoding: text, as: UTF8.self)
        self.formatKey = interpolations > 0 ? String(decoding: formatText, as: UTF8.self) : self.text
        self.interpolations = interpolations
    }

    /// The scalar of a `\u` escape whose hex digits start at `index`, and the position after it: Swift's
    /// `{1-8 digits}`, C's exactly 4 (`\u`) or 8 (`\U`) digits.
    private static func unicodeEscape(
        _ body: Slice<UnsafeBufferPointer<UInt8>>, at index: Int, swift: Bool, capital: Bool
    ) -> (Unicode.Scalar, Int)? {
        var at = index
        var digits: [UInt8] = []
        if swift {
            guard !capital, at < body.endIndex, body[at] == UInt8(ascii: "{") else { return nil }
            at += 1
            while at < body.endIndex, body[at] != UInt8(ascii: "}"), digits.count <= 8 {
                digits.append(body[at])
                at += 1
            }
            guard at < body.endIndex, !digits.isEmpty, digits.count <= 8 else { return nil }
            at += 1
        } else {
            let count = capital ? 8 : 4
            guard body.endIndex - at >= count else { return nil }
            digits = Array(body[at..<(at + count)])
            at += count
        }
        guard let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        return (scalar, at)
    }
}
