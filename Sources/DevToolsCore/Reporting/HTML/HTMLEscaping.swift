/// Text made safe to place in an HTML page. File names, keys, values and messages are user text: a key
/// `<script>` must show as those characters, never become markup, and a control character must not
/// make the page invalid HTML (a numeric reference to one is a parse error too), so control and
/// bidirectional characters are shown escaped (`\u{1B}`), as in the other formats, and noncharacters
/// (U+FFFE, U+FDD0…) likewise.
public enum HTMLEscaping {
    /// Text for an element's content or a quoted attribute value.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.escapingControlCharacters.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isNoncharacter(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane: HTML forbids them in a page.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
