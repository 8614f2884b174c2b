/// Text made safe to place in an HTML page. File names, keys, values and messages are user text: a key
/// `<script>` must show as those characters, never become markup, and a control character must not
/// make the page invalid HTML (a numeric reference to one is a parse error too), so control and
/// bidirectional characters are shown escaped (`\u{1B}`), as in the other formats, and noncharacters
/// (U+FFFE, U+FDD0…) likewise.
public enum HTMLEscaping {
    /// Text for an element's content or a quoted attribute value.
    public static func escape(_ text: String) -> String {
        let text = text.escapingControlCharacters
        // Noncharacters are all encoded from a lead byte 0xEF or above; without one, the five ASCII
        // characters are replaced byte by byte (a report escapes thousands of messages).
        guard text.utf8.contains(where: { $0 >= 0xEF }) else { return escapeASCII(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isNoncharacter(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else if scalar.isASCII {
                result += escapeASCII(String(scalar))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escapeASCII(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for byte in text.utf8 {
            switch byte {
            case 0x26: bytes += "&amp;".utf8
            case 0x3C: bytes += "&lt;".utf8
            case 0x3E: bytes += "&gt;".utf8
            case 0x22: bytes += "&quot;".utf8
            case 0x27: bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane: HTML forbids them in a page.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
